import { describe, expect, it } from 'vitest';
import { reminderDue, reviewWindow, windowState } from './window.js';

// Montevideo is UTC−3 all year: local midnight is 03:00 UTC.
const w = reviewWindow('2027-03-12', 'America/Montevideo');

describe('reviewWindow', () => {
  it('opens when the stay completes and closes 14 local days later', () => {
    expect(w.opensAt.toISOString()).toBe('2027-03-12T03:00:00.000Z');
    expect(w.closesAt.toISOString()).toBe('2027-03-26T03:00:00.000Z');
    expect(w.remindFrom.toISOString()).toBe('2027-03-23T03:00:00.000Z');
    expect(w.lastDay).toBe('2027-03-25');
  });

  it('keeps local midnight across a DST change (Madrid, end of March)', () => {
    const m = reviewWindow('2027-03-20', 'Europe/Madrid');
    expect(m.opensAt.toISOString()).toBe('2027-03-19T23:00:00.000Z'); // CET
    expect(m.closesAt.toISOString()).toBe('2027-04-02T22:00:00.000Z'); // CEST
  });

  it('takes the number of days from configuration, and shortens the reminder lead for short windows', () => {
    const short = reviewWindow('2027-03-12', 'UTC', 2);
    expect(short.closesAt.toISOString()).toBe('2027-03-14T00:00:00.000Z');
    expect(short.remindFrom.toISOString()).toBe('2027-03-13T00:00:00.000Z');
  });
});

describe('windowState', () => {
  it.each([
    ['2027-03-12T02:59:59Z', 'upcoming', 'the night before check-out day, local'],
    ['2027-03-12T03:00:00Z', 'open', 'the instant the stay completes'],
    ['2027-03-26T02:59:59Z', 'open', 'the last second of the 14th day'],
    ['2027-03-26T03:00:00Z', 'closed', 'the closing instant itself'],
  ])('at %s → %s (%s)', (now, state) => {
    expect(windowState(w, new Date(now))).toBe(state);
  });
});

describe('reminderDue', () => {
  it.each([
    ['2027-03-20T12:00:00Z', false],
    ['2027-03-23T02:59:59Z', false],
    ['2027-03-23T03:00:00Z', true],
    ['2027-03-26T02:59:59Z', true],
    ['2027-03-26T03:00:00Z', false],
  ])('at %s → %s', (now, due) => {
    expect(reminderDue(w, new Date(now))).toBe(due);
  });

  it('never reminds in a one-day window', () => {
    const one = reviewWindow('2027-03-12', 'UTC', 1);
    for (const h of [0, 6, 12, 23]) expect(reminderDue(one, new Date(Date.UTC(2027, 2, 12, h)))).toBe(false);
  });
});
