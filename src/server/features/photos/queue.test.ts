import { describe, expect, it } from 'vitest';
import { workQueue } from './queue.js';

describe('workQueue', () => {
  it('runs at most `slots` jobs at once, the rest in arrival order, and frees a slot when a job fails', async () => {
    const q = workQueue(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const job = (i: number) => q.run(async () => {
      started.push(i);
      most = Math.max(most, ++running);
      await new Promise((r) => setTimeout(r, 5));
      running--;
      if (i === 1) throw new Error('boom');
      return i;
    });
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map(job));
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(q.load).toEqual({ running: 0, waiting: 0 });
  });
});
