import { describe, expect, it } from 'vitest';
import { takeTurns } from './turns.js';

/** A run that waits until released, counting how many runs started. */
function gate() {
  let started = 0;
  const releases: (() => void)[] = [];
  const work = () => {
    started++;
    const n = started;
    return new Promise<number>((resolve) => releases.push(() => resolve(n)));
  };
  const releaseNext = async () => {
    for (let i = 0; i < 20 && !releases.length; i++) await new Promise((r) => setTimeout(r, 0));
    releases.shift()!();
  };
  return { work, releaseNext, started: () => started };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('takeTurns', () => {
  it('runs one at a time per key; calls made while a run waits its turn share it', async () => {
    const inTurn = takeTurns();
    const key = {};
    const g = gate();
    const first = inTurn(key, g.work);
    // A call in the same moment shares the first run: it has not looked yet.
    expect(inTurn(key, g.work)).toBe(first);
    await tick();
    // Three wakes while the first run is busy: one run is queued for all of them.
    const [a, b, c] = [inTurn(key, g.work), inTurn(key, g.work), inTurn(key, g.work)];
    expect(a).toBe(b);
    expect(b).toBe(c);
    await g.releaseNext();
    expect(await first).toBe(1);
    // The queued run starts only after the first ended; a call once it runs queues a third run behind it.
    await tick();
    const later = inTurn(key, g.work);
    expect(later).not.toBe(a);
    await g.releaseNext();
    expect(await a).toBe(2);
    await g.releaseNext();
    expect(await later).toBe(3);
    expect(g.started()).toBe(3);
  });

  it('goes on after a run that failed, and keeps keys apart', async () => {
    const inTurn = takeTurns();
    const one = {};
    const failed = inTurn(one, async () => { throw new Error('SMTP down'); });
    await expect(failed).rejects.toThrow('SMTP down');
    expect(await inTurn(one, async () => 7)).toBe(7);
    const g = gate();
    const busy = inTurn(one, g.work);
    await tick();
    // Another key does not wait for `one`.
    expect(await inTurn({}, async () => 9)).toBe(9);
    await g.releaseNext();
    expect(await busy).toBe(1);
  });

  it('gives a call that does not share its own run, still in turn', async () => {
    const inTurn = takeTurns();
    const key = {};
    const g = gate();
    const first = inTurn(key, g.work);
    await tick();
    const shared = inTurn(key, g.work);
    const own = inTurn(key, g.work, { share: false });
    expect(own).not.toBe(shared);
    expect(inTurn(key, g.work)).toBe(shared);
    for (let i = 0; i < 3; i++) await g.releaseNext();
    expect(await Promise.all([first, shared, own])).toEqual([1, 2, 3]);
  });
});
