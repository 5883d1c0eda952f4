import { describe, expect, it } from 'vitest';
import { startOfDayIn, zonedInstant } from './zonedTime';

const iso = (d: Date) => d.toISOString();

describe('startOfDayIn', () => {
  it.each([
    // zone, date, first instant of that local day (worked out from the zone's offsets by hand)
    ['UTC', '2026-06-01', '2026-06-01T00:00:00.000Z'],
    ['Europe/Madrid', '2026-01-15', '2026-01-14T23:00:00.000Z'], // CET +1
    ['Europe/Madrid', '2026-07-15', '2026-07-14T22:00:00.000Z'], // CEST +2
    ['Europe/Madrid', '2026-03-29', '2026-03-28T23:00:00.000Z'], // DST starts at 02:00 that day, midnight still +1
    ['Europe/Madrid', '2026-03-30', '2026-03-29T22:00:00.000Z'], // first midnight in +2
    ['Europe/Madrid', '2026-10-25', '2026-10-24T22:00:00.000Z'], // DST ends at 03:00 that day, midnight still +2
    ['Europe/Madrid', '2026-10-26', '2026-10-25T23:00:00.000Z'],
    ['Pacific/Auckland', '2026-01-15', '2026-01-14T11:00:00.000Z'], // NZDT +13: the UTC date is the day before
    ['Pacific/Auckland', '2026-07-15', '2026-07-14T12:00:00.000Z'], // NZST +12
    ['America/Montevideo', '2026-07-10', '2026-07-10T03:00:00.000Z'], // -3, no DST
    ['Asia/Kolkata', '2026-02-01', '2026-01-31T18:30:00.000Z'], // half-hour offset
  ])('%s %s starts at %s', (zone, date, expected) => {
    expect(iso(startOfDayIn(date, zone))).toBe(expected);
  });

  it('starts a day whose midnight is skipped at the jump (Santiago goes from 00:00 to 01:00)', () => {
    // 2026-09-05T23:59 at -4 is 2026-09-06T03:59Z; the next minute the clock reads 01:00 at -3.
    expect(iso(startOfDayIn('2026-09-06', 'America/Santiago'))).toBe('2026-09-06T04:00:00.000Z');
    expect(iso(startOfDayIn('2026-03-08', 'America/Havana'))).toBe('2026-03-08T05:00:00.000Z');
  });

  it('starts a day whose midnight happens twice at the first one (Havana goes back from 01:00 to 00:00)', () => {
    expect(iso(startOfDayIn('2026-11-01', 'America/Havana'))).toBe('2026-11-01T04:00:00.000Z');
  });

  it('rejects what is not a calendar date or a zone', () => {
    expect(() => startOfDayIn('2026-02-30', 'UTC')).toThrow(RangeError);
    expect(() => startOfDayIn('2026-2-3', 'UTC')).toThrow(RangeError);
    expect(() => startOfDayIn('2026-02-03', 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('zonedInstant', () => {
  it('places a wall-clock time of day in the zone', () => {
    expect(iso(zonedInstant('2026-07-15', '15:00', 'Europe/Madrid'))).toBe('2026-07-15T13:00:00.000Z');
    expect(iso(zonedInstant('2026-01-15', '15:00', 'Pacific/Auckland'))).toBe('2026-01-15T02:00:00.000Z');
  });

  it('moves a skipped time forward by the gap and takes the earlier of a repeated one', () => {
    // Madrid 2026-03-29 02:30 does not exist: read at +1 it is 01:30Z, which the clock shows as 03:30.
    expect(iso(zonedInstant('2026-03-29', '02:30', 'Europe/Madrid'))).toBe('2026-03-29T01:30:00.000Z');
    // Madrid 2026-10-25 02:30 happens at +2 (00:30Z) and again at +1 (01:30Z).
    expect(iso(zonedInstant('2026-10-25', '02:30', 'Europe/Madrid'))).toBe('2026-10-25T00:30:00.000Z');
  });

  it('rejects a malformed time', () => {
    expect(() => zonedInstant('2026-07-15', '24:00', 'UTC')).toThrow(RangeError);
    expect(() => zonedInstant('2026-07-15', '9:00', 'UTC')).toThrow(RangeError);
  });
});
