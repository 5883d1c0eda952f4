import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestApp, type TestApp } from './harness';
import { insertBlock, insertBooking, insertListing, insertOverride } from './factories';
import { signedInMember, type Member } from './members';
import type { HostCalendar } from '../../src/contract/calendar';

/** The host calendar: reading it, block / unblock / price, who may, and what the rest of Roost then sees. */
describe.each(engines())('host calendar on %s', (engine) => {
  let t: TestApp;
  let host: Member;
  let other: Member;
  let admin: Member;
  let guest: Member;
  beforeAll(async () => {
    t = await startTestApp(engine);
    t.setNow('2026-11-21T12:00:00Z'); // 09:00 in Montevideo: its today is 2026-11-21
    host = await signedInMember(t, { name: 'Hana Host' });
    other = await signedInMember(t, { name: 'Otto Otherhost' });
    admin = await signedInMember(t, { name: 'Ada Admin', role: 'admin' });
    guest = await signedInMember(t, { name: 'Gus Guest' });
  });
  afterAll(() => t?.close());

  const listing = (o: Parameters<typeof insertListing>[2] = {}) => insertListing(t.database, host.id, o);
  const cal = async (m: Member, id: string, from = '2026-12-01', to = '2026-12-31') =>
    m.a.fetch(`/api/v1/listings/${id}/calendar?from=${from}&to=${to}`);
  const body = async <T = HostCalendar>(res: Response) => (await res.json()) as T;
  const err = async (res: Response) => ((await res.json()) as { error: { code: string; message: string; details?: Record<string, string> } }).error;
  const night = (c: HostCalendar, date: string) => c.nights.find((n) => n.date === date)!;
  const hostBlocks = async (id: string) => (await t.database.pool.query(
    `select start_date::text as s, end_date::text as e from calendar_blocks where listing_id = $1 and reason = 'host' order by 1`, [id])).rows;

  it('shows each night: past, booked (with the guest), blocked, imported, available; prices with overrides', async () => {
    const l = await listing({ nightlyPrice: 10000 });
    const booking = await insertBooking(t.database, l.id, guest.id, '2026-12-10', '2026-12-13', 'confirmed');
    await insertBooking(t.database, l.id, guest.id, '2026-12-20', '2026-12-22', 'cancelled_by_guest'); // frees its nights
    await insertBlock(t.database, l.id, '2026-12-05', '2026-12-07');
    await insertOverride(t.database, l.id, '2026-12-24', '2026-12-26', 18000);
    const feed = 'feed_test1';
    await t.database.pool.query(`insert into calendar_feeds (id, listing_id, name, url) values ($1, $2, 'Airbnb', 'https://www.airbnb.com/calendar/ical/1.ics')`, [feed, l.id]);
    await t.database.pool.query(`insert into calendar_blocks (id, listing_id, start_date, end_date, reason, feed_id) values ('blk_imp1', $1, '2026-12-15', '2026-12-17', 'imported', $2)`, [l.id, feed]);

    const res = await cal(host, l.id, '2026-11-19', '2026-12-31');
    expect(res.status).toBe(200);
    const c = await body(res);
    expect(c).toMatchObject({ listingId: l.id, from: '2026-11-19', to: '2026-12-31', timeZone: 'America/Montevideo', today: '2026-11-21', currency: 'EUR', basePrice: 10000 });
    expect(c.nights).toHaveLength(42);
    expect(night(c, '2026-11-20').state).toBe('past');
    expect(night(c, '2026-11-21').state).toBe('available');
    expect(night(c, '2026-12-10')).toEqual({ date: '2026-12-10', state: 'booked', price: 10000, priceOverridden: false, bookingId: booking, blockId: null });
    expect(night(c, '2026-12-13').state).toBe('available'); // check-out morning
    expect(night(c, '2026-12-05').state).toBe('blocked');
    expect(night(c, '2026-12-16')).toMatchObject({ state: 'imported', blockId: 'blk_imp1' });
    expect(night(c, '2026-12-20').state).toBe('available');
    expect(night(c, '2026-12-24')).toMatchObject({ price: 18000, priceOverridden: true });
    expect(c.bookings).toEqual([{ id: booking, status: 'confirmed', checkIn: '2026-12-10', checkOut: '2026-12-13', guestName: 'Gus Guest' }]);
    expect(c.blocks).toEqual([
      expect.objectContaining({ startDate: '2026-12-05', endDate: '2026-12-07', reason: 'host', feedId: null, feedName: null }),
      { id: 'blk_imp1', startDate: '2026-12-15', endDate: '2026-12-17', reason: 'imported', feedId: feed, feedName: 'Airbnb' },
    ]);
  });

  it('checks who asks: visitor 401, another host 404 (as for a missing id), admin reads but may not write (403)', async () => {
    const l = await listing();
    expect((await t.get(`/api/v1/listings/${l.id}/calendar?from=2026-12-01&to=2026-12-31`)).status).toBe(401);
    const theirs = await cal(other, l.id);
    const missing = await cal(other, 'l_does_not_exist');
    expect(theirs.status).toBe(404);
    expect(missing.status).toBe(404);
    expect((await err(theirs)).message).toBe((await err(missing)).message);
    for (const path of ['block', 'unblock']) {
      expect((await other.a.post(`/api/v1/listings/${l.id}/calendar/${path}`, { startDate: '2026-12-01', endDate: '2026-12-03' })).status).toBe(404);
    }
    expect((await other.a.post(`/api/v1/listings/${l.id}/calendar/price`, { startDate: '2026-12-01', endDate: '2026-12-03', nightlyPrice: 12000 })).status).toBe(404);
    expect((await cal(admin, l.id)).status).toBe(200);
    const adminWrite = await admin.a.post(`/api/v1/listings/${l.id}/calendar/block`, { startDate: '2026-12-01', endDate: '2026-12-03' });
    expect(adminWrite.status).toBe(403);
    expect((await err(adminWrite)).code).toBe('FORBIDDEN');
    expect((await t.agent().post(`/api/v1/listings/${l.id}/calendar/block`, { startDate: '2026-12-01', endDate: '2026-12-03' })).status).toBe(401);
    expect(await hostBlocks(l.id)).toEqual([]);
  });

  it('validates strictly: unknown fields, bad dates, ranges, past nights', async () => {
    const l = await listing();
    const post = (b: unknown, path = 'block') => host.a.post(`/api/v1/listings/${l.id}/calendar/${path}`, b);
    const cases: [unknown, string][] = [
      [{ startDate: '2026-12-01', endDate: '2026-12-03', extra: 1 }, 'extra'],
      [{ startDate: '2026-12-32', endDate: '2026-12-03' }, 'startDate'],
      [{ startDate: '2026-12-05', endDate: '2026-12-03' }, 'endDate'],
      [{ startDate: '2026-12-01', endDate: '2028-01-03' }, 'endDate'],
      [{ startDate: '2026-11-20', endDate: '2026-11-23' }, 'startDate'], // yesterday in Montevideo
    ];
    for (const [b, field] of cases) {
      const res = await post(b);
      expect(res.status, JSON.stringify(b)).toBe(400);
      const e = await err(res);
      expect(e.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(e.details!)).toContain(field);
    }
    expect((await cal(host, l.id, '2026-12-01', '2028-02-01')).status).toBe(400); // more than 400 days
    expect((await host.a.fetch(`/api/v1/listings/${l.id}/calendar?from=2026-12-01&to=2026-12-10&x=1`)).status).toBe(400);
    // Today itself may change.
    expect((await post({ startDate: '2026-11-21', endDate: '2026-11-22' })).status).toBe(200);
  });

  it('blocks: merges touching and overlapping host blocks, answers the calendar of the range; takes effect in availability, quote and search', async () => {
    const l = await listing({ lat: 10.5, lng: 10.5, timeZone: 'America/Montevideo' });
    const res = await host.a.post(`/api/v1/listings/${l.id}/calendar/block`, { startDate: '2026-12-10', endDate: '2026-12-12' });
    expect(res.status).toBe(200);
    const c = await body(res);
    expect(c.from).toBe('2026-12-10');
    expect(c.to).toBe('2026-12-12');
    expect(c.nights.map((n) => n.state)).toEqual(['blocked', 'blocked']);
    await host.a.post(`/api/v1/listings/${l.id}/calendar/block`, { startDate: '2026-12-12', endDate: '2026-12-14' });
    await host.a.post(`/api/v1/listings/${l.id}/calendar/block`, { startDate: '2026-12-13', endDate: '2026-12-16' });
    await host.a.post(`/api/v1/listings/${l.id}/calendar/block`, { startDate: '2026-12-20', endDate: '2026-12-21' });
    expect(await hostBlocks(l.id)).toEqual([{ s: '2026-12-10', e: '2026-12-16' }, { s: '2026-12-20', e: '2026-12-21' }]);

    const avail = await (await t.get(`/api/v1/listings/${l.id}/availability?from=2026-12-09&to=2026-12-17`)).json();
    expect(avail.nights.map((n: { available: boolean }) => n.available)).toEqual([true, false, false, false, false, false, false, true]);
    const quote = await t.get(`/api/v1/listings/${l.id}/quote?checkin=2026-12-14&checkout=2026-12-18&guests=2`);
    expect(quote.status).toBe(409);
    expect((await err(quote)).code).toBe('DATES_UNAVAILABLE');
    const search = async (q: string) => (await (await t.get(`/api/v1/listings?bbox=10.4,10.4,10.6,10.6&${q}`)).json()).results.map((r: { id: string }) => r.id);
    expect(await search('checkin=2026-12-12&checkout=2026-12-13')).toEqual([]);
    expect(await search('checkin=2026-12-16&checkout=2026-12-18')).toEqual([l.id]);
    const book = await guest.a.post('/api/v1/bookings', { listingId: l.id, checkIn: '2026-12-15', checkOut: '2026-12-17', adults: 1, acceptRules: true });
    expect(book.status).toBe(409);
  });

  it('unblocks: splits a host block, leaves imported blocks, is a no-op on free nights', async () => {
    const l = await listing();
    await host.a.post(`/api/v1/listings/${l.id}/calendar/block`, { startDate: '2026-12-01', endDate: '2026-12-11' });
    const feed = `feed_${l.id}`;
    await t.database.pool.query(`insert into calendar_feeds (id, listing_id, name, url) values ($1, $2, 'Vrbo', 'https://vrbo.example/1.ics')`, [feed, l.id]);
    await t.database.pool.query(`insert into calendar_blocks (id, listing_id, start_date, end_date, reason, feed_id) values ($1, $2, '2026-12-04', '2026-12-06', 'imported', $3)`, [`imp_${l.id}`, l.id, feed]);
    const res = await host.a.post(`/api/v1/listings/${l.id}/calendar/unblock`, { startDate: '2026-12-03', endDate: '2026-12-07' });
    expect(res.status).toBe(200);
    expect((await body(res)).nights.map((n) => n.state)).toEqual(['available', 'imported', 'imported', 'available']);
    expect(await hostBlocks(l.id)).toEqual([{ s: '2026-12-01', e: '2026-12-03' }, { s: '2026-12-07', e: '2026-12-11' }]);
    await host.a.post(`/api/v1/listings/${l.id}/calendar/unblock`, { startDate: '2026-12-10', endDate: '2026-12-20' });
    expect(await hostBlocks(l.id)).toEqual([{ s: '2026-12-01', e: '2026-12-03' }, { s: '2026-12-07', e: '2026-12-10' }]);
    expect((await host.a.post(`/api/v1/listings/${l.id}/calendar/unblock`, { startDate: '2026-12-20', endDate: '2026-12-22' })).status).toBe(200);
    const avail = await (await t.get(`/api/v1/listings/${l.id}/availability?from=2026-12-03&to=2026-12-07`)).json();
    expect(avail.nights.map((n: { available: boolean }) => n.available)).toEqual([true, false, false, true]);
  });

  it('refuses to block nights a requested or confirmed booking holds (409), but not a cancelled one', async () => {
    const l = await listing();
    await insertBooking(t.database, l.id, guest.id, '2026-12-10', '2026-12-12', 'requested');
    await insertBooking(t.database, l.id, guest.id, '2026-12-20', '2026-12-22', 'confirmed');
    await insertBooking(t.database, l.id, guest.id, '2026-12-24', '2026-12-26', 'declined');
    for (const [s, e] of [['2026-12-08', '2026-12-11'], ['2026-12-21', '2026-12-23']]) {
      const res = await host.a.post(`/api/v1/listings/${l.id}/calendar/block`, { startDate: s, endDate: e });
      expect(res.status).toBe(409);
      expect((await err(res)).code).toBe('DATES_UNAVAILABLE');
    }
    expect((await host.a.post(`/api/v1/listings/${l.id}/calendar/block`, { startDate: '2026-12-12', endDate: '2026-12-20' })).status).toBe(200);
    expect((await host.a.post(`/api/v1/listings/${l.id}/calendar/block`, { startDate: '2026-12-24', endDate: '2026-12-26' })).status).toBe(200);
    expect(await hostBlocks(l.id)).toEqual([{ s: '2026-12-12', e: '2026-12-20' }, { s: '2026-12-24', e: '2026-12-26' }]);
  });

  it('prices nights: splits and replaces overrides in one go, null goes back to base, bounds from SPEC §5; seen by availability and quote', async () => {
    const l = await listing({ nightlyPrice: 10000, cleaningFee: 0 });
    const price = (s: string, e: string, nightlyPrice: number | null) =>
      host.a.post(`/api/v1/listings/${l.id}/calendar/price`, { startDate: s, endDate: e, nightlyPrice });
    const overrides = async () => (await t.database.pool.query(
      'select start_date::text as s, end_date::text as e, nightly_price as p from price_overrides where listing_id = $1 order by 1', [l.id])).rows;
    const res = await price('2026-12-01', '2026-12-11', 15000);
    expect(res.status).toBe(200);
    expect((await body(res)).nights.every((n) => n.price === 15000 && n.priceOverridden)).toBe(true);
    await price('2026-12-04', '2026-12-06', 20000);
    expect(await overrides()).toEqual([{ s: '2026-12-01', e: '2026-12-04', p: 15000 }, { s: '2026-12-04', e: '2026-12-06', p: 20000 }, { s: '2026-12-06', e: '2026-12-11', p: 15000 }]);
    await price('2026-12-04', '2026-12-06', 15000); // the same price again: one run of nights
    expect(await overrides()).toEqual([{ s: '2026-12-01', e: '2026-12-11', p: 15000 }]);
    await price('2026-12-09', '2026-12-15', null);
    expect(await overrides()).toEqual([{ s: '2026-12-01', e: '2026-12-09', p: 15000 }]);

    const avail = await (await t.get(`/api/v1/listings/${l.id}/availability?from=2026-12-07&to=2026-12-11`)).json();
    expect(avail.nights.map((n: { price: number }) => n.price)).toEqual([15000, 15000, 10000, 10000]);
    const quote = await (await t.get(`/api/v1/listings/${l.id}/quote?checkin=2026-12-07&checkout=2026-12-11&guests=2`)).json();
    expect(quote.subtotal).toBe(50000);

    for (const bad of [999, 1_000_001]) {
      const r = await price('2026-12-20', '2026-12-21', bad);
      expect(r.status).toBe(400);
      expect(Object.keys((await err(r)).details!)).toEqual(['nightlyPrice']);
    }
    expect((await price('2026-12-20', '2026-12-21', 1000)).status).toBe(200); // €10
    expect((await price('2026-12-20', '2026-12-21', 1_000_000)).status).toBe(200); // €10 000
    expect((await host.a.post(`/api/v1/listings/${l.id}/calendar/price`, { startDate: '2026-12-20', endDate: '2026-12-21', nightlyPrice: 12.5 })).status).toBe(400);
    expect((await host.a.post(`/api/v1/listings/${l.id}/calendar/price`, { startDate: '2026-12-20', endDate: '2026-12-21' })).status).toBe(400);
  });

  it('a host block and guests booking the same nights at the same instant: exactly one side holds, never a 500', { timeout: 120_000 }, async () => {
    const { manyMembers } = await import('./members');
    const guests = await manyMembers(t, 12);
    for (let round = 0; round < 6; round++) {
      const l = await listing({ instantBook: round % 2 === 0 });
      const requests = guests.map((g) => () => g.a.post('/api/v1/bookings', {
        listingId: l.id, checkIn: '2026-12-10', checkOut: '2026-12-13', adults: 1, acceptRules: true,
      }));
      // The host's block goes out in a different place among the guests each round.
      const blockAt = (round * 5) % (requests.length + 1);
      requests.splice(blockAt, 0, () => host.a.post(`/api/v1/listings/${l.id}/calendar/block`, { startDate: '2026-12-11', endDate: '2026-12-12' }));
      const answers = await Promise.all(requests.map((send) => send()));
      const statuses = answers.map((r) => r.status);
      const blockStatus = statuses[blockAt];
      const bookingStatuses = statuses.filter((_, i) => i !== blockAt);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      const held = (await t.database.pool.query(`select count(*)::int as n from bookings where listing_id = $1 and status in ('requested', 'confirmed')`, [l.id])).rows[0].n;
      const blocks = (await hostBlocks(l.id)).length;
      if (blockStatus === 200) {
        expect(bookingStatuses.every((s) => s === 409), `round ${round}`).toBe(true);
        expect({ held, blocks }).toEqual({ held: 0, blocks: 1 });
      } else {
        expect(blockStatus, `round ${round}`).toBe(409);
        expect(bookingStatuses.filter((s) => s === 201)).toHaveLength(1);
        expect({ held, blocks }).toEqual({ held: 1, blocks: 0 });
      }
    }
  });
});
