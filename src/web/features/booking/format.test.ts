import { describe, expect, it } from 'vitest';
import { todayIn } from '../../../domain/dates';
import { guestCountsFromQuery, statusTone, timeLeft } from './format';

describe('guestCountsFromQuery', () => {
  it('reads the booking box total as adults, capped by the listing', () => {
    expect(guestCountsFromQuery(new URLSearchParams('guests=3'), 4)).toEqual({ adults: 3, children: 0, infants: 0, pets: 0 });
    expect(guestCountsFromQuery(new URLSearchParams('guests=9'), 4).adults).toBe(4);
  });

  it('keeps explicit counts and never leaves the stay without an adult', () => {
    expect(guestCountsFromQuery(new URLSearchParams('adults=2&children=5&infants=9&pets=1'), 4)).toEqual({ adults: 2, children: 2, infants: 5, pets: 1 });
    expect(guestCountsFromQuery(new URLSearchParams('guests=0&adults=-2'), 4).adults).toBe(1);
    expect(guestCountsFromQuery(new URLSearchParams('guests=abc'), 4).adults).toBe(1);
  });
});

describe('timeLeft', () => {
  const now = Date.parse('2026-05-01T10:00:00Z');
  it('rounds up to the minute', () => {
    expect(timeLeft('2026-05-02T08:29:30Z', now)).toEqual({ hours: 22, minutes: 30, over: false });
  });
  it('is over once the time has passed', () => {
    expect(timeLeft('2026-05-01T09:59:00Z', now)).toEqual({ hours: 0, minutes: 0, over: true });
    expect(timeLeft('not a date', now).over).toBe(true);
  });
});

describe('statusTone', () => {
  it('tells waiting, good and cancelled apart', () => {
    expect(statusTone('requested')).toBe('warning');
    expect(statusTone('confirmed')).toBe('success');
    expect(statusTone('cancelled_by_host')).toBe('danger');
    expect(statusTone('expired')).toBe('neutral');
  });
});

describe('todayIn (the host dashboard uses the domain one)', () => {
  it('is the date in the listing\'s zone, not the browser\'s', () => {
    const lateUtc = new Date('2026-05-02T02:00:00Z');
    expect(todayIn('America/Montevideo', lateUtc)).toBe('2026-05-01');
    expect(todayIn('Asia/Tokyo', lateUtc)).toBe('2026-05-02');
  });
});
