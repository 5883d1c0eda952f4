import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FeedParseError, parseBusyRanges } from './parse';

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '../../../../tests/fixtures/ical', name), 'utf8');
const r = (start: string, end: string) => ({ start, end });
const montevideo = { timeZone: 'America/Montevideo', today: '2026-11-21', horizonDays: 365 };

describe('reading other channels\' calendars', () => {
  it('Airbnb: "Reserved" and "Airbnb (Not available)" are busy; past stays dropped, a current one clipped to today', () => {
    const { ranges, events } = parseBusyRanges(fixture('airbnb.ics'), montevideo);
    expect(events).toBe(4);
    expect(ranges).toEqual([r('2026-11-21', '2026-11-24'), r('2026-12-10', '2026-12-13'), r('2026-12-24', '2026-12-27')]);
  });

  it('Booking.com: "CLOSED - Not available" with LF line endings', () => {
    expect(parseBusyRanges(fixture('booking-com.ics'), montevideo).ranges).toEqual([r('2026-12-28', '2027-01-02'), r('2027-01-10', '2027-01-12')]);
  });

  it('Vrbo: "Reserved - name" and a "Blocked" day without DTEND (one night)', () => {
    expect(parseBusyRanges(fixture('vrbo.ics'), montevideo).ranges).toEqual([r('2027-02-01', '2027-02-05'), r('2027-02-14', '2027-02-15')]);
  });

  it('Google: VTIMEZONE, weekly RRULE with EXDATE and a cancelled occurrence, UTC times, transparent and cancelled events ignored', () => {
    const madrid = { ...montevideo, timeZone: 'Europe/Madrid' };
    const expected = [
      r('2026-12-04', '2026-12-06'), r('2026-12-11', '2026-12-13'), // 18th: EXDATE; 25th: cancelled override
      r('2027-01-01', '2027-01-03'), r('2027-01-15', '2027-01-17'), // 15:00Z → 10:00Z two days later
    ];
    expect(parseBusyRanges(fixture('google.ics'), madrid).ranges).toEqual(expected);
    // Read from Montevideo (UTC-3) the same stays fall on the same nights.
    expect(parseBusyRanges(fixture('google.ics'), montevideo).ranges).toEqual(expected);
  });

  it('a timed event holds the nights between the dates it starts and ends, in the listing\'s zone', () => {
    const doc = (start: string, end: string, extra = '') => [
      'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//t//EN', 'BEGIN:VEVENT', 'UID:a@t', 'DTSTAMP:20261121T000000Z',
      `DTSTART${start}`, `DTEND${end}`, extra, 'END:VEVENT', 'END:VCALENDAR',
    ].filter(Boolean).join('\r\n');
    // Floating (no zone): the listing's wall clock.
    expect(parseBusyRanges(doc(':20261201T150000', ':20261203T110000'), montevideo).ranges).toEqual([r('2026-12-01', '2026-12-03')]);
    // A TZID the document does not define, but an IANA name: read in that zone (Tokyo 08:00 is the day before in Montevideo).
    expect(parseBusyRanges(doc(';TZID=Asia/Tokyo:20261202T080000', ';TZID=Asia/Tokyo:20261204T080000'), montevideo).ranges)
      .toEqual([r('2026-12-01', '2026-12-03')]);
    // An unknown TZID (Outlook's Windows names): the listing's wall clock.
    expect(parseBusyRanges(doc(';TZID="W. Europe Standard Time":20261201T150000', ';TZID="W. Europe Standard Time":20261203T110000'), montevideo).ranges)
      .toEqual([r('2026-12-01', '2026-12-03')]);
    // A zone only the file defines (VTIMEZONE, not an IANA name): +14:00, so 08:00 there is the day before in Montevideo.
    const custom = doc(';TZID=Line Islands custom:20261202T080000', ';TZID=Line Islands custom:20261204T080000').replace('BEGIN:VEVENT', [
      'BEGIN:VTIMEZONE', 'TZID:Line Islands custom', 'BEGIN:STANDARD', 'DTSTART:19700101T000000', 'TZOFFSETFROM:+1400', 'TZOFFSETTO:+1400',
      'END:STANDARD', 'END:VTIMEZONE', 'BEGIN:VEVENT'].join('\r\n'));
    expect(parseBusyRanges(custom, montevideo).ranges).toEqual([r('2026-12-01', '2026-12-03')]);
    // Same-day events hold no night.
    expect(parseBusyRanges(doc(':20261201T100000Z', ':20261201T140000Z'), montevideo).ranges).toEqual([]);
    // DURATION instead of DTEND.
    const withDuration = doc(':20261201T150000Z', ':20261201T150000Z').replace('DTEND:20261201T150000Z', 'DURATION:P2DT20H');
    expect(parseBusyRanges(withDuration, montevideo).ranges).toEqual([r('2026-12-01', '2026-12-04')]);
  });

  it('recurrences are expanded only through the booking horizon', () => {
    const doc = [
      'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//t//EN', 'BEGIN:VEVENT', 'UID:weekly@t', 'DTSTAMP:20200101T000000Z',
      'DTSTART;VALUE=DATE:20200106', 'DTEND;VALUE=DATE:20200107', 'RRULE:FREQ=WEEKLY', 'END:VEVENT', 'END:VCALENDAR',
    ].join('\r\n');
    const { ranges } = parseBusyRanges(doc, montevideo);
    expect(ranges[0]).toEqual(r('2026-11-23', '2026-11-24')); // the first Monday from today
    expect(ranges.at(-1)!.start <= '2027-11-21').toBe(true);
    expect(ranges).toHaveLength(52); // 23 Nov 2026 … 15 Nov 2027
  });

  it('refuses what is not an iCalendar document, or is broken', () => {
    expect(() => parseBusyRanges('<html><body>Sign in</body></html>', montevideo)).toThrow(FeedParseError);
    expect(() => parseBusyRanges(fixture('malformed.ics'), montevideo)).toThrow(FeedParseError);
    expect(() => parseBusyRanges('', montevideo)).toThrow(FeedParseError);
  });
});
