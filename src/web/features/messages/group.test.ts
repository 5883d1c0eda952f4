import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n';
import { dayHeading, shortWhen, timeOfDay } from './format';
import { dayKind, groupByDay, localDay } from './group';

// Local times: the reader's own days, whatever the machine's zone.
const local = (y: number, mo: number, d: number, h = 12, mi = 0) => new Date(y, mo - 1, d, h, mi).toISOString();

describe('groupByDay', () => {
  it('splits a conversation into runs of one local day, in order', () => {
    const messages = [local(2027, 3, 1, 23, 59), local(2027, 3, 2, 0, 1), local(2027, 3, 2, 18), local(2027, 3, 4, 9)].map((createdAt) => ({ createdAt }));
    expect(groupByDay(messages).map((g) => [g.day, g.messages.length])).toEqual([['2027-03-01', 1], ['2027-03-02', 2], ['2027-03-04', 1]]);
    expect(groupByDay([])).toEqual([]);
  });

  it('names today, yesterday (across a month and a year), this year and earlier years', () => {
    expect(dayKind('2027-03-04', '2027-03-04')).toBe('today');
    expect(dayKind('2027-02-28', '2027-03-01')).toBe('yesterday');
    expect(dayKind('2026-12-31', '2027-01-01')).toBe('yesterday');
    expect(dayKind('2027-01-15', '2027-03-04')).toBe('thisYear');
    expect(dayKind('2026-03-04', '2027-03-04')).toBe('older');
    expect(localDay(local(2027, 3, 4, 0, 5))).toBe('2027-03-04');
  });
});

describe('how times read', () => {
  const i18n = createI18n('en-GB');
  const now = new Date(2027, 2, 4, 15, 0);

  it('day headings', () => {
    expect(dayHeading('2027-03-04', now, i18n)).toBe('Today');
    expect(dayHeading('2027-03-03', now, i18n)).toBe('Yesterday');
    expect(dayHeading('2027-03-01', now, i18n)).toBe('Monday 1 March');
    expect(dayHeading('2026-12-24', now, i18n)).toBe('24 December 2026');
  });

  it('the inbox row: a time today, a weekday this week, else a date', () => {
    expect(shortWhen(local(2027, 3, 4, 9, 5), now, i18n)).toBe('9:05');
    expect(shortWhen(local(2027, 3, 2, 9), now, i18n)).toBe('Tue');
    expect(shortWhen(local(2027, 2, 20), now, i18n)).toBe('20 Feb');
    expect(shortWhen(local(2026, 2, 20), now, i18n)).toBe('20 Feb 2026');
  });

  it('in the zone the server was told, not its own: a message at 02:30 UTC is the evening before in Montevideo', () => {
    const montevideo = createI18n('en-GB', 'America/Montevideo');
    const at = '2027-03-04T02:30:00Z';
    expect(timeOfDay(at, montevideo)).toBe('23:30');
    expect(groupByDay([{ createdAt: at }], 'America/Montevideo').map((g) => g.day)).toEqual(['2027-03-03']);
    expect(groupByDay([{ createdAt: at }], 'Asia/Tokyo').map((g) => g.day)).toEqual(['2027-03-04']);
    expect(shortWhen(at, new Date('2027-03-04T12:00:00Z'), montevideo)).toBe('Wed');
    expect(montevideo.dateTime(at)).toBe('3 Mar 2027, 23:30');
  });
});
