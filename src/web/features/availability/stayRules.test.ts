import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isIsoDate } from './isoDates';
import {
  buildStayRules, canCheckIn, checkOutWindow, isAllowedStay, isCalendarDateUnavailable, openStayRules, stayProblem,
} from './stayRules';

const today = '2026-03-01';

/** `pattern` has one character per night from today: '.' available, 'x' unavailable. */
function rules(pattern: string, minNights = 1, maxNights = 30, horizonDays = 365) {
  const nights = [...pattern].map((c, i) => ({ date: addDays(today, i), available: c === '.', price: 10000 }));
  return buildStayRules({ nights, minNights, maxNights }, today, horizonDays);
}

describe('isoDates', () => {
  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-03-30', -30)).toBe('2026-02-28');
  });
  it('counts days between dates, including across a daylight-saving change', () => {
    expect(daysBetween('2026-03-28', '2026-04-02')).toBe(5);
    expect(daysBetween('2026-04-02', '2026-03-28')).toBe(-5);
  });
  it('accepts only real calendar dates', () => {
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-3-1')).toBe(false);
    expect(isIsoDate(null)).toBe(false);
  });
});

describe('stay rules', () => {
  it('allows a stay whose nights are all available, with the check-out day itself blocked', () => {
    const r = rules('...x....');
    expect(isAllowedStay(r, today, addDays(today, 3))).toBe(true);
    expect(stayProblem(r, today, addDays(today, 4))).toBe('unavailable');
    expect(stayProblem(r, addDays(today, 2), addDays(today, 5))).toBe('unavailable');
  });

  it('enforces min and max nights', () => {
    const r = rules('..........', 3, 5);
    expect(stayProblem(r, today, addDays(today, 2))).toBe('too_short');
    expect(stayProblem(r, today, addDays(today, 3))).toBeNull();
    expect(stayProblem(r, today, addDays(today, 5))).toBeNull();
    expect(stayProblem(r, today, addDays(today, 6))).toBe('too_long');
  });

  it('rejects past check-ins, reversed ranges and check-ins beyond the horizon', () => {
    const r = rules('..........', 1, 30, 5);
    expect(stayProblem(r, addDays(today, -1), addDays(today, 1))).toBe('past');
    expect(stayProblem(r, addDays(today, 2), addDays(today, 2))).toBe('order');
    expect(stayProblem(r, addDays(today, 6), addDays(today, 7))).toBe('beyond_horizon');
  });

  it('treats nights the server did not describe as unavailable', () => {
    const r = rules('...');
    expect(stayProblem(r, today, addDays(today, 3))).toBeNull();
    expect(stayProblem(r, today, addDays(today, 4))).toBe('unavailable');
  });

  it('offers a check-in only where at least minNights available nights follow', () => {
    const r = rules('..x...x.', 2);
    expect(canCheckIn(r, today)).toBe(true);
    expect(canCheckIn(r, addDays(today, 1))).toBe(false);
    expect(canCheckIn(r, addDays(today, 2))).toBe(false);
    expect(canCheckIn(r, addDays(today, 4))).toBe(true);
    expect(canCheckIn(r, addDays(today, 7))).toBe(false);
  });

  it('gives the check-out window for a check-in, bounded by the next blocked night and maxNights', () => {
    expect(checkOutWindow(rules('.........x', 2, 30), today)).toEqual({ first: addDays(today, 2), last: addDays(today, 9) });
    expect(checkOutWindow(rules('..........', 2, 4), today)).toEqual({ first: addDays(today, 2), last: addDays(today, 4) });
    expect(checkOutWindow(rules('.x', 1, 4), addDays(today, 1))).toBeNull();
  });
});

describe('calendar cells', () => {
  const r = rules('....x.....', 2, 4);
  const d = (i: number) => addDays(today, i);

  it('before a first click, offers dates that can start a stay and keeps the chosen range selectable', () => {
    expect(isCalendarDateUnavailable(r, d(0), null, null)).toBe(false);
    expect(isCalendarDateUnavailable(r, d(3), null, null)).toBe(true);
    expect(isCalendarDateUnavailable(r, d(4), null, null)).toBe(true);
    expect(isCalendarDateUnavailable(r, d(4), null, { checkIn: d(1), checkOut: d(4) })).toBe(false);
    // d(3) cannot start a 2-night stay (d(4) is blocked) but lies inside the chosen one.
    expect(isCalendarDateUnavailable(r, d(3), null, { checkIn: d(1), checkOut: d(4) })).toBe(false);
    expect(isCalendarDateUnavailable(r, d(3), null, { checkIn: d(5), checkOut: d(8) })).toBe(true);
  });

  it('after a first click, offers only check-outs that make an allowed stay', () => {
    const anchor = d(0);
    expect([1, 2, 3, 4, 5].map((i) => isCalendarDateUnavailable(r, d(i), anchor, null))).toEqual([true, false, false, false, true]);
  });

  it('after a first click, an earlier date is offered when it makes an allowed stay ending at the anchor', () => {
    const anchor = d(9);
    expect(isCalendarDateUnavailable(r, d(7), anchor, null)).toBe(false);
    expect(isCalendarDateUnavailable(r, d(8), anchor, null)).toBe(true);
    expect(isCalendarDateUnavailable(r, d(4), anchor, null)).toBe(true);
  });
});

describe('openStayRules', () => {
  const open = openStayRules(today, 30);
  it('offers any stay from today to the horizon, up to the longest stay', () => {
    expect(isAllowedStay(open, today, addDays(today, 1))).toBe(true);
    expect(isAllowedStay(open, addDays(today, 365), addDays(today, 395))).toBe(true);
    expect(stayProblem(open, addDays(today, 10), addDays(today, 41))).toBe('too_long');
    expect(stayProblem(open, addDays(today, -1), addDays(today, 2))).toBe('past');
    expect(stayProblem(open, addDays(today, 366), addDays(today, 368))).toBe('beyond_horizon');
  });
});
