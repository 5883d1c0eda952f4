import { useCallback, useEffect, useState } from 'react';
import { whenIdle } from './whenIdle';

type Options = {
  /** How near the screen counts as near (an IntersectionObserver root margin). */
  near?: string;
  /** Also wake in a quiet moment even if never near the screen (content people may reach without scrolling, e.g. by headings). */
  idle?: boolean;
};

/**
 * For work a component can put off: it wakes (once) in the first quiet moment after its element
 * comes near the screen, or at once when `wake` is called (someone hovers, focuses or touches
 * it). Returns the ref for the element, whether it is awake, and `wake`.
 */
export function useWakeUp({ near = '200px', idle = false }: Options = {}) {
  const [el, setEl] = useState<Element | null>(null);
  const [awake, setAwake] = useState(false);
  const wake = useCallback(() => setAwake(true), []);

  useEffect(() => {
    if (awake) return;
    if (idle) return whenIdle(wake);
    if (!el) return;
    if (typeof IntersectionObserver === 'undefined') return whenIdle(wake);
    let cancel: (() => void) | undefined;
    const io = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting) || cancel) return;
      io.disconnect();
      cancel = whenIdle(wake);
    }, { rootMargin: near });
    io.observe(el);
    return () => {
      io.disconnect();
      cancel?.();
    };
  }, [el, awake, idle, near, wake]);

  return { ref: setEl, awake, wake };
}
