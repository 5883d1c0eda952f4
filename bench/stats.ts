/** Timing helpers for benchmarks: percentiles over repeated runs, after a warm-up. */
export type Stats = { n: number; p50: number; p95: number; mean: number };

export function summarise(samples: number[]): Stats {
  const s = [...samples].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
  return { n: s.length, p50: at(50), p95: at(95), mean: s.reduce((a, b) => a + b, 0) / s.length };
}

export async function time<T>(fn: () => Promise<T> | T): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

/** Runs `fn(i)` `warmup` times unmeasured, then `n` times measured. */
export async function measure(n: number, fn: (i: number) => Promise<unknown> | unknown, warmup = Math.min(20, n)): Promise<Stats> {
  for (let i = 0; i < warmup; i++) await fn(i);
  const samples: number[] = [];
  for (let i = 0; i < n; i++) samples.push(await time(() => fn(i)));
  return summarise(samples);
}

export const fmt = (s: Stats) => `p50 ${s.p50.toFixed(2)} ms  p95 ${s.p95.toFixed(2)} ms  (n=${s.n})`;
