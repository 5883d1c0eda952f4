import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, writeCalendar } from './ics-write';

const octets = (s: string) => Buffer.byteLength(s, 'utf8');

describe('writing iCalendar', () => {
  it('folds at 75 octets counting the continuation space, never inside a character', () => {
    const line = `X-WR-CALNAME:${'Casa ñandú 🏠 '.repeat(20)}`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(3);
    for (const l of physical) expect(octets(l)).toBeLessThanOrEqual(75);
    expect(physical.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(physical.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(line);
    expect(foldLine('SHORT:1')).toBe('SHORT:1');
    expect(foldLine('X'.repeat(75))).toBe('X'.repeat(75));
    expect(foldLine('X'.repeat(76))).toBe(`${'X'.repeat(75)}\r\n X`);
  });

  it('escapes TEXT values', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });

  it('writes a calendar ical.js reads back, CRLF only', () => {
    const text = writeCalendar({
      prodId: '-//Roost//Calendar export//EN',
      name: 'Casa, "Alta"; vista al mar — a very long listing title that needs folding for sure',
      events: [{ uid: 'booking-1@roost.test', start: '2026-12-10', end: '2026-12-13', summary: 'Reserved', stamp: new Date('2026-11-21T12:00:00Z') }],
    });
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const cal = new ICAL.Component(ICAL.parse(text));
    // ical.js does not unescape X- properties (their value type is unknown to it): the folding is undone exactly.
    expect(cal.getFirstPropertyValue('x-wr-calname')).toBe(escapeText('Casa, "Alta"; vista al mar — a very long listing title that needs folding for sure'));
    const ev = new ICAL.Event(cal.getFirstSubcomponent('vevent')!);
    expect(ev.uid).toBe('booking-1@roost.test');
    expect(ev.startDate.isDate).toBe(true);
    expect(ev.startDate.toString()).toBe('2026-12-10');
    expect(ev.endDate.toString()).toBe('2026-12-13');
  });
});
