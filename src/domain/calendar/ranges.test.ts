import { describe, expect, it } from 'vitest';
import { holdsNight, intersectRange, mergeRanges, subtractRange, touches } from './ranges';

const r = (start: string, end: string) => ({ start, end });

describe('night ranges', () => {
  it('merges overlapping and touching ranges, sorted, dropping empty ones', () => {
    expect(mergeRanges([r('2026-12-10', '2026-12-12'), r('2026-12-01', '2026-12-03'), r('2026-12-12', '2026-12-15'), r('2026-12-11', '2026-12-13'), r('2026-12-20', '2026-12-20')]))
      .toEqual([r('2026-12-01', '2026-12-03'), r('2026-12-10', '2026-12-15')]);
    expect(mergeRanges([r('2026-12-01', '2026-12-03'), r('2026-12-04', '2026-12-05')])).toHaveLength(2);
    expect(mergeRanges([r('2026-12-01', '2026-12-10'), r('2026-12-02', '2026-12-03')])).toEqual([r('2026-12-01', '2026-12-10')]);
  });

  it('does not change its input', () => {
    const input = [r('2026-12-01', '2026-12-03'), r('2026-12-02', '2026-12-05')];
    mergeRanges(input);
    expect(input[0]).toEqual(r('2026-12-01', '2026-12-03'));
  });

  it('subtracts: splits in two, trims either side, removes all, or leaves alone', () => {
    const block = r('2026-12-10', '2026-12-20');
    expect(subtractRange(block, r('2026-12-12', '2026-12-14'))).toEqual([r('2026-12-10', '2026-12-12'), r('2026-12-14', '2026-12-20')]);
    expect(subtractRange(block, r('2026-12-01', '2026-12-15'))).toEqual([r('2026-12-15', '2026-12-20')]);
    expect(subtractRange(block, r('2026-12-15', '2026-12-25'))).toEqual([r('2026-12-10', '2026-12-15')]);
    expect(subtractRange(block, r('2026-12-10', '2026-12-20'))).toEqual([]);
    expect(subtractRange(block, r('2026-12-20', '2026-12-22'))).toEqual([block]);
  });

  it('intersects, touches and holds nights with exclusive ends', () => {
    expect(intersectRange(r('2026-12-10', '2026-12-15'), r('2026-12-13', '2026-12-20'))).toEqual(r('2026-12-13', '2026-12-15'));
    expect(intersectRange(r('2026-12-10', '2026-12-15'), r('2026-12-15', '2026-12-20'))).toBeNull();
    expect(touches(r('2026-12-10', '2026-12-15'), r('2026-12-15', '2026-12-20'))).toBe(true);
    expect(touches(r('2026-12-10', '2026-12-15'), r('2026-12-16', '2026-12-20'))).toBe(false);
    expect(holdsNight(r('2026-12-10', '2026-12-12'), '2026-12-11')).toBe(true);
    expect(holdsNight(r('2026-12-10', '2026-12-12'), '2026-12-12')).toBe(false);
  });
});
