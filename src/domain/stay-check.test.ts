import { describe, expect, it } from 'vitest';
import { stayProblem } from './stay-check';

const listing = { timeZone: 'America/Montevideo', minNights: 2, maxNights: 7, maxGuests: 4 };
// 02:00 UTC on the 21st is still the 20th in Montevideo (UTC−3).
const NOW = new Date('2026-11-21T02:00:00Z');
const code = (q: Partial<{ checkin: string; checkout: string; guests: number }>, busy = false) =>
  stayProblem(listing, { checkin: '2026-12-10', checkout: '2026-12-13', guests: 2, ...q }, NOW, 365, busy)?.code ?? null;

describe('stayProblem', () => {
  it('accepts a stay that fits every rule', () => {
    expect(code({})).toBeNull();
  });

  it('judges "today" in the listing’s zone', () => {
    expect(code({ checkin: '2026-11-20', checkout: '2026-11-22' })).toBeNull();
    expect(code({ checkin: '2026-11-19', checkout: '2026-11-22' })).toBe('VALIDATION_FAILED');
  });

  it('names each broken rule, in the order a guest should hear them', () => {
    expect(code({ checkin: '2027-11-21', checkout: '2027-11-23' })).toBe('VALIDATION_FAILED');
    expect(code({ checkout: '2026-12-11' })).toBe('STAY_TOO_SHORT');
    expect(code({ checkout: '2026-12-18' })).toBe('STAY_TOO_LONG');
    expect(code({ guests: 5 })).toBe('TOO_MANY_GUESTS');
    expect(code({}, true)).toBe('DATES_UNAVAILABLE');
    expect(code({ guests: 5 }, true)).toBe('TOO_MANY_GUESTS');
  });

  it('says which field is at fault', () => {
    expect(stayProblem(listing, { checkin: '2026-12-10', checkout: '2026-12-11', guests: 1 }, NOW, 365)?.details).toEqual({ checkout: 'at least 2 nights' });
  });
});
