import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from './whenIdle';

/**
 * How many of `total` items to draw: `first` at once, then `step` more in each quiet moment, as
 * transitions. A page of twenty cards drawn (and, on a painted page, laid out again) in one go was
 * the longest task of the search page; the first few are what the screen shows. Starts again
 * from `first` when `key` changes (a new page of results).
 */
export function useStepped(total: number, key: unknown, first = 6, step = 4): number {
  const [shown, setShown] = useState({ key, n: first });
  const n = shown.key === key ? shown.n : first;
  if (shown.key !== key) setShown({ key, n: first });
  useEffect(() => {
    if (n >= total) return undefined;
    return whenIdle(() => startTransition(() => setShown((s) => (s.key === key ? { key, n: s.n + step } : s))));
  }, [n, total, key, step]);
  return Math.min(n, total);
}
