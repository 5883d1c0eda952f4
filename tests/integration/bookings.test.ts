import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestApp, type TestApp } from './harness';
import { insertBlock, insertListing, insertOverride } from './factories';
import { manyMembers, signedInMember, type Member } from './members';

/** POST /api/v1/bookings: every SPEC §5 rule, the server's price, idempotency and the race for the same nights. */
describe.each(engines())('booking a stay on %s', (engine) => {
  let t: TestApp;
  let host: Member;
  let guest: Member;
  beforeAll(async () => {
    t = await startTestApp(engine, { serviceFeePercent: 10, taxPercent: 5 });
    t.setNow('2026-11-21T12:00:00Z'); // 09:00 in Montevideo (UTC-3)
    host = await signedInMember(t, { name: 'Hana Host' });
    guest = await signedInMember(t, { name: 'Gus Guest' });
  });
  afterAll(() => t.close());

  const listing = (o: Parameters<typeof insertListing>[2] = {}) => insertListing(t.database, host.id, o);
  const body = (listingId: string, o: Record<string, unknown> = {}) => ({
    listingId, checkIn: '2026-12-10', checkOut: '2026-12-13', adults: 2, children: 0, infants: 0, pets: 0, acceptRules: true, ...o,
  });
  const error = async (res: Response) => ((await res.json()) as { error: { code: string; details?: Record<string, string> } }).error;
  const bookingsOf = async (listingId: string) =>
    (await t.database.pool.query('select id, status from bookings where listing_id = $1', [listingId])).rows;

  it('books an instant-book listing: confirmed, priced on the server with overrides and fees, history and audit written', async () => {
    const l = await listing({ nightlyPrice: 10000, cleaningFee: 2000, instantBook: true });
    await insertOverride(t.database, l.id, '2026-12-11', '2026-12-12', 15000);
    const res = await guest.a.post('/api/v1/bookings', body(l.id, { messageToHost: 'Arriving late', children: 1 }));
    expect(res.status).toBe(201);
    const b = await res.json();
    expect(b.status).toBe('confirmed');
    expect(b.expiresAt).toBeNull();
    expect(b.price.nights).toEqual([
      { date: '2026-12-10', price: 10000 }, { date: '2026-12-11', price: 15000 }, { date: '2026-12-12', price: 10000 },
    ]);
    // 35 000 nights + 2 000 cleaning = 37 000; 10 % fee 3 700; 5 % tax 1 850.
    expect(b.price).toMatchObject({ subtotal: 35000, cleaningFee: 2000, serviceFee: 3700, taxes: 1850, total: 42550 });
    expect(b.total).toBe(42550);
    expect(b.guests).toEqual({ adults: 2, children: 1, infants: 0, pets: 0 });
    expect(b.messageToHost).toBe('Arriving late');
    expect(b.host.name).toBe('Hana Host');
    expect(b.viewerRole).toBe('guest');
    expect(b.availableActions).toEqual(['cancel']);
    expect(b.history).toEqual([expect.objectContaining({ from: null, to: 'confirmed', actor: { kind: 'guest', name: 'Gus Guest' } })]);
    const { rows } = await t.database.pool.query('select total, price from bookings where id = $1', [b.id]);
    expect(rows[0].total).toBe(42550);
    expect(rows[0].price.nights).toHaveLength(3);
    const audit = await t.database.pool.query(`select action, actor_id from audit_events where target_type = 'booking' and target_id = $1`, [b.id]);
    expect(audit.rows).toEqual([{ action: 'booking.book_instant', actor_id: guest.id }]);
  });

  it('requests a listing without instant book: requested, expiring 24 h later or at check-in time, whichever is first', async () => {
    const l = await listing({ instantBook: false });
    const far = await (await guest.a.post('/api/v1/bookings', body(l.id))).json();
    expect(far.status).toBe('requested');
    expect(far.expiresAt).toBe('2026-11-22T12:00:00.000Z');
    expect(far.availableActions).toEqual(['withdraw']);
    // Check-in tomorrow at 15:00 Montevideo time (18:00 UTC) is later than 24 h; today's 15:00 is sooner.
    const today = await guest.a.post('/api/v1/bookings', body(l.id, { checkIn: '2026-11-21', checkOut: '2026-11-23' }));
    expect(today.status).toBe(201);
    expect((await today.json()).expiresAt).toBe('2026-11-21T18:00:00.000Z');
  });

  it('refuses a same-day request whose check-in time has already passed', async () => {
    const l = await listing({ instantBook: false });
    t.setNow('2026-11-21T19:00:00Z'); // 16:00 in Montevideo, after check-in from 15:00
    try {
      const res = await guest.a.post('/api/v1/bookings', body(l.id, { checkIn: '2026-11-21', checkOut: '2026-11-22' }));
      expect(res.status).toBe(400);
      expect(await error(res)).toMatchObject({ code: 'VALIDATION_FAILED', details: { checkIn: expect.any(String) } });
      // An instant booking for tonight is fine: nobody has to answer it.
      const inst = await listing({ instantBook: true });
      expect((await guest.a.post('/api/v1/bookings', body(inst.id, { checkIn: '2026-11-21', checkOut: '2026-11-22' }))).status).toBe(201);
    } finally {
      t.setNow('2026-11-21T12:00:00Z');
    }
  });

  it('judges "today" in the listing\'s time zone', async () => {
    // At 12:00 UTC it is already 2026-11-22 on Kiritimati (UTC+14).
    const l = await listing({ timeZone: 'Pacific/Kiritimati' });
    const res = await guest.a.post('/api/v1/bookings', body(l.id, { checkIn: '2026-11-21', checkOut: '2026-11-23' }));
    expect(res.status).toBe(400);
    expect(await error(res)).toMatchObject({ code: 'VALIDATION_FAILED', details: { checkIn: 'must be 2026-11-22 or later' } });
    expect((await guest.a.post('/api/v1/bookings', body(l.id, { checkIn: '2026-11-22', checkOut: '2026-11-23' }))).status).toBe(201);
  });

  it('answers each rule with its SPEC error code, naming the body field', async () => {
    const l = await listing({ minNights: 2, maxNights: 5, maxGuests: 3 });
    const cases: [Record<string, unknown>, number, string, string?][] = [
      [{ checkIn: '2026-12-10', checkOut: '2026-12-11' }, 422, 'STAY_TOO_SHORT', 'checkOut'],
      [{ checkIn: '2026-12-10', checkOut: '2026-12-16' }, 422, 'STAY_TOO_LONG', 'checkOut'],
      [{ adults: 2, children: 2 }, 422, 'TOO_MANY_GUESTS', 'adults'],
      [{ checkIn: '2026-11-20', checkOut: '2026-11-23' }, 400, 'VALIDATION_FAILED', 'checkIn'],
      [{ checkIn: '2027-11-22', checkOut: '2027-11-24' }, 400, 'VALIDATION_FAILED', 'checkIn'],
      [{ checkIn: '2026-12-10', checkOut: '2026-12-10' }, 400, 'VALIDATION_FAILED', 'checkOut'],
      [{ checkIn: '2026-02-30' }, 400, 'VALIDATION_FAILED', 'checkIn'],
      [{ adults: 0 }, 400, 'VALIDATION_FAILED', 'adults'],
      [{ infants: 6 }, 400, 'VALIDATION_FAILED', 'infants'],
      [{ pets: 1 }, 400, 'VALIDATION_FAILED', 'pets'],
      [{ acceptRules: false }, 400, 'VALIDATION_FAILED', 'acceptRules'],
      [{ price: 1 }, 400, 'VALIDATION_FAILED', 'price'],
      [{ messageToHost: 'x'.repeat(2001) }, 400, 'VALIDATION_FAILED', 'messageToHost'],
    ];
    for (const [over, status, code, field] of cases) {
      const res = await guest.a.post('/api/v1/bookings', body(l.id, over));
      expect({ over, status: res.status }).toEqual({ over, status });
      const e = await error(res);
      expect({ over, code: e.code }).toEqual({ over, code });
      if (field) expect(e.details, JSON.stringify(over)).toHaveProperty(field);
    }
    // The horizon's last day is still bookable.
    expect((await guest.a.post('/api/v1/bookings', body(l.id, { checkIn: '2027-11-21', checkOut: '2027-11-23' }))).status).toBe(201);
    expect(await bookingsOf(l.id)).toHaveLength(1);
  });

  it('allows pets where the listing does', async () => {
    const l = await listing();
    await t.database.pool.query('update listings set pets_allowed = true where id = $1', [l.id]);
    expect((await guest.a.post('/api/v1/bookings', body(l.id, { pets: 2, infants: 5 }))).status).toBe(201);
  });

  it('refuses blocked nights and nights another booking holds with 409 DATES_UNAVAILABLE', async () => {
    const l = await listing();
    await insertBlock(t.database, l.id, '2026-12-12', '2026-12-14');
    const blocked = await guest.a.post('/api/v1/bookings', body(l.id));
    expect(blocked.status).toBe(409);
    expect((await error(blocked)).code).toBe('DATES_UNAVAILABLE');
    // Check-out on the blocked day's start is fine: nights are [checkIn, checkOut).
    expect((await guest.a.post('/api/v1/bookings', body(l.id, { checkIn: '2026-12-10', checkOut: '2026-12-12' }))).status).toBe(201);
    const held = await guest.a.post('/api/v1/bookings', body(l.id, { checkIn: '2026-12-09', checkOut: '2026-12-11' }));
    expect(held.status).toBe(409);
    expect((await error(held)).code).toBe('DATES_UNAVAILABLE');
  });

  it('needs a signed-in, verified member; not on their own listing; only published listings', async () => {
    const l = await listing();
    const visitor = await t.agent().post('/api/v1/bookings', body(l.id));
    expect(visitor.status).toBe(401);
    expect((await error(visitor)).code).toBe('UNAUTHENTICATED');

    const unverified = await signedInMember(t, { verified: false });
    const res = await unverified.a.post('/api/v1/bookings', body(l.id));
    expect(res.status).toBe(403);
    expect((await error(res)).code).toBe('EMAIL_NOT_VERIFIED');

    const own = await host.a.post('/api/v1/bookings', body(l.id));
    expect(own.status).toBe(403);
    expect((await error(own)).code).toBe('FORBIDDEN');

    const draft = await listing({ status: 'draft' });
    const notPublished = await guest.a.post('/api/v1/bookings', body(draft.id));
    expect(notPublished.status).toBe(404);
    expect((await error(notPublished)).code).toBe('NOT_FOUND');
    expect((await error(await guest.a.post('/api/v1/bookings', body('nope')))).code).toBe('NOT_FOUND');
    expect(await bookingsOf(l.id)).toHaveLength(0);
  });

  it('with an Idempotency-Key, a retry returns the first answer and books once', async () => {
    const l = await listing();
    const key = { 'idempotency-key': `k-${l.id}` };
    const first = await guest.a.post('/api/v1/bookings', body(l.id), key);
    const again = await guest.a.post('/api/v1/bookings', body(l.id), key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    expect(await bookingsOf(l.id)).toHaveLength(1);

    // The same key with another body is a client bug: refused, nothing booked.
    const other = await guest.a.post('/api/v1/bookings', body(l.id, { checkIn: '2026-12-20', checkOut: '2026-12-22' }), key);
    expect(other.status).toBe(400);
    expect(await error(other)).toMatchObject({ code: 'VALIDATION_FAILED', details: { 'Idempotency-Key': expect.any(String) } });
    expect(await bookingsOf(l.id)).toHaveLength(1);

    // Keys belong to a guest: another guest's same key is a new booking attempt (here: taken dates).
    const someoneElse = await signedInMember(t);
    expect((await someoneElse.a.post('/api/v1/bookings', body(l.id), key)).status).toBe(409);
  });

  it('a failed attempt does not use up its key', async () => {
    const l = await listing({ minNights: 3 });
    const key = { 'idempotency-key': `fail-${l.id}` };
    expect((await guest.a.post('/api/v1/bookings', body(l.id, { checkOut: '2026-12-11' }), key)).status).toBe(422);
    expect((await guest.a.post('/api/v1/bookings', body(l.id, { checkOut: '2026-12-11' }), key)).status).toBe(422);
    expect((await guest.a.post('/api/v1/bookings', body(l.id), { 'idempotency-key': 'x y' })).status).toBe(400);
  });

  it('concurrent retries with one Idempotency-Key make one booking and all get it', async () => {
    const l = await listing();
    const key = { 'idempotency-key': `race-${l.id}` };
    const answers = await Promise.all(Array.from({ length: 8 }, () => guest.a.post('/api/v1/bookings', body(l.id), key)));
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(201));
    const ids = new Set(await Promise.all(answers.map(async (r) => (await r.json()).id)));
    expect(ids.size).toBe(1);
    expect(await bookingsOf(l.id)).toHaveLength(1);
  });

  it('50 guests racing for the same nights: exactly one 201, 49 × 409 DATES_UNAVAILABLE, no 500', { timeout: 120_000 }, async () => {
    const l = await listing();
    const guests = await manyMembers(t, 50);
    const answers = await Promise.all(guests.map((g, i) => g.a.post('/api/v1/bookings', body(l.id, {
      // Different but overlapping stays, so the pre-check and the EXCLUDE constraint both get work.
      checkIn: i % 2 ? '2026-12-10' : '2026-12-11', checkOut: i % 3 ? '2026-12-13' : '2026-12-12',
    }))));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const codes = await Promise.all(answers.filter((r) => r.status === 409).map(async (r) => (await error(r)).code));
    expect(new Set(codes)).toEqual(new Set(['DATES_UNAVAILABLE']));
    expect(await bookingsOf(l.id)).toHaveLength(1);
  });
});
