import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { whenIdle } from './whenIdle';

/**
 * For work a component can put off: it wakes (once) in the first quiet moment after its element
 * comes within `near` of the screen (an IntersectionObserver root margin), or at once when
 * `wake` is called. Returns the ref for the element, whether it is awake, and `wake`.
 *
 * The ref watches its element itself instead of keeping it in state: a state update made while
 * React attaches refs is urgent, so every such component rendered again, synchronously, in the
 * very task that committed the page (a search page's cards all did, just after hydration).
 */
export function useWakeUp(near = '200px') {
  const [awake, setAwake] = useState(false);
  const awakeRef = useRef(false);
  // As a transition: what wakes up renders in slices, not in one task that would hold a tap.
  const wake = useCallback(() => {
    awakeRef.current = true;
    startTransition(() => setAwake(true));
  }, []);
  const stop = useRef<(() => void) | null>(null);

  const ref = useCallback((el: Element | null) => {
    stop.current?.();
    stop.current = null;
    if (!el || awakeRef.current) return;
    if (typeof IntersectionObserver === 'undefined') {
      stop.current = whenIdle(wake);
      return;
    }
    let cancel: (() => void) | undefined;
    const io = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting) || cancel) return;
      io.disconnect();
      cancel = whenIdle(wake);
    }, { rootMargin: near });
    io.observe(el);
    stop.current = () => {
      io.disconnect();
      cancel?.();
    };
  }, [near, wake]);

  // Nothing is left waiting once awake, or when the component goes.
  useEffect(() => {
    if (awake) {
      stop.current?.();
      stop.current = null;
    }
  }, [awake]);
  useEffect(() => () => stop.current?.(), []);

  return { ref, awake, wake };
}
