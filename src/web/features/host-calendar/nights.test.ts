import { describe, expect, it } from 'vitest';
import type { HostCalendar } from '../../../contract/calendar';
import { createI18n } from '../../i18n';
import { describeNight } from './describe';
import { bandOf, indexCalendars, summarize, type Night } from './nights';

const night = (date: string, state: Night['state'], extra: Partial<Night> = {}): Night => ({
  date, state, price: 10000, priceOverridden: false, bookingId: null, blockId: null, ...extra,
});

const march: HostCalendar = {
  listingId: 'l1', from: '2026-03-01', to: '2026-03-09', timeZone: 'America/Montevideo', today: '2026-03-02',
  currency: 'EUR', basePrice: 10000,
  nights: [
    night('2026-03-01', 'past'),
    night('2026-03-02', 'available', { price: 15000, priceOverridden: true }),
    night('2026-03-03', 'booked', { bookingId: 'bk1' }),
    night('2026-03-04', 'booked', { bookingId: 'bk1' }),
    night('2026-03-05', 'blocked', { blockId: 'b1' }),
    night('2026-03-06', 'imported', { blockId: 'b2' }),
    night('2026-03-07', 'imported', { blockId: 'b2' }),
    night('2026-03-08', 'available', { price: null }),
  ],
  bookings: [{ id: 'bk1', status: 'confirmed', checkIn: '2026-03-03', checkOut: '2026-03-05', guestName: 'Ana Souza' }],
  blocks: [
    { id: 'b1', startDate: '2026-03-05', endDate: '2026-03-06', reason: 'host', feedId: null, feedName: null },
    { id: 'b2', startDate: '2026-03-06', endDate: '2026-03-08', reason: 'imported', feedId: 'f1', feedName: 'Airbnb' },
  ],
};
const later: HostCalendar = { ...march, from: '2026-04-01', to: '2026-04-02', nights: [night('2026-04-01', 'available')], bookings: [], blocks: [] };

describe('the loaded nights', () => {
  const index = indexCalendars([march, undefined, later]);

  it('are found by date across every loaded window', () => {
    expect(index.nights.get('2026-04-01')?.state).toBe('available');
    expect(index.nights.size).toBe(9);
  });

  it('sum up a selection by state, with the stays it touches', () => {
    const s = summarize(index, { start: '2026-03-02', end: '2026-03-07' });
    expect(s).toMatchObject({ nights: 6, available: 1, booked: 2, blocked: 1, imported: 2, past: 0 });
    expect(s.bookings.map((b) => b.id)).toEqual(['bk1']);
  });

  it('count nights not loaded yet without guessing their state', () => {
    const s = summarize(index, { start: '2026-03-08', end: '2026-03-12' });
    expect(s).toMatchObject({ nights: 5, available: 1, booked: 0 });
  });

  it('belong to the band of their stay or block', () => {
    expect(bandOf(index, index.nights.get('2026-03-04'))).toEqual({ kind: 'booked', id: 'bk1', start: '2026-03-03', endExclusive: '2026-03-05', label: 'Ana Souza' });
    expect(bandOf(index, index.nights.get('2026-03-05'))).toMatchObject({ kind: 'blocked', label: null });
    expect(bandOf(index, index.nights.get('2026-03-07'))).toMatchObject({ kind: 'imported', label: 'Airbnb', start: '2026-03-06' });
    expect(bandOf(index, index.nights.get('2026-03-02'))).toBeNull();
  });
});

describe('what a screen reader hears for a night', () => {
  const i18n = createI18n('en');
  const index = indexCalendars([march]);
  const say = (date: string) => {
    const n = index.nights.get(date);
    return describeNight(i18n, n, bandOf(index, n), 'EUR');
  };

  it('says the price and whether it is custom', () => {
    expect(say('2026-03-02')).toBe('custom price €150, available');
    expect(say('2026-03-08')).toBe('no price set, available');
  });

  it('names the guest and the stay’s dates on booked nights', () => {
    expect(say('2026-03-03')).toBe('€100, booked by Ana Souza, Mar 3 – Mar 5');
  });

  it('tells host blocks from imported ones, naming the feed', () => {
    expect(say('2026-03-05')).toBe('€100, blocked by you');
    expect(say('2026-03-06')).toBe('€100, busy in Airbnb');
  });

  it('says past nights are past, without a price', () => {
    expect(say('2026-03-01')).toBe('past');
  });
});
