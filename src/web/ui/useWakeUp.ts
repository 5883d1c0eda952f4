import { startTransition, useCallback, useEffect, useState } from 'react';
import { whenIdle } from './whenIdle';

/**
 * For work a component can put off: it wakes (once) in the first quiet moment after its element
 * comes within `near` of the screen (an IntersectionObserver root margin), or at once when
 * `wake` is called. Returns the ref for the element, whether it is awake, and `wake`.
 */
export function useWakeUp(near = '200px') {
  const [el, setEl] = useState<Element | null>(null);
  const [awake, setAwake] = useState(false);
  // As a transition: what wakes up renders in slices, not in one task that would hold a tap.
  const wake = useCallback(() => startTransition(() => setAwake(true)), []);

  useEffect(() => {
    if (awake || !el) return;
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
  }, [el, awake, near, wake]);

  return { ref: setEl, awake, wake };
}
