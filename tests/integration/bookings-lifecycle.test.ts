import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestApp, type TestApp } from './harness';
import { insertListing } from './factories';
import { signedInMember, type Member } from './members';
import { applyDueTransitions, bookingJob } from '../../src/server/features/bookings/due';
import { startJobs } from '../../src/server/jobs';

/** SPEC §4 through HTTP: every row of the transition table, ownership, reads, races and the clock. */
describe.each(engines())('booking lifecycle on %s', (engine) => {
  let t: TestApp;
  let host: Member;
  let guest: Member;
  let stranger: Member;
  let admin: Member;
  const NOW = '2026-11-21T12:00:00Z';
  beforeAll(async () => {
    t = await startTestApp(engine);
    t.setNow(NOW);
    host = await signedInMember(t, { name: 'Hana Host' });
    guest = await signedInMember(t, { name: 'Gus Guest' });
    stranger = await signedInMember(t, { name: 'Sam Stranger' });
    admin = await signedInMember(t, { name: 'Ada Admin', role: 'admin' });
  });
  afterAll(() => t.close());

  type Over = Parameters<typeof insertListing>[2] & { policy?: 'flexible' | 'moderate' | 'strict' };
  async function listing(o: Over = {}) {
    const l = await insertListing(t.database, host.id, o);
    if (o.policy) await t.database.pool.query('update listings set cancellation_policy = $2 where id = $1', [l.id, o.policy]);
    return l;
  }
  async function book(o: Over = {}, dates = { checkIn: '2026-12-10', checkOut: '2026-12-13' }, who = guest) {
    const l = await listing(o);
    const res = await who.a.post('/api/v1/bookings', { listingId: l.id, ...dates, adults: 2, acceptRules: true });
    expect(res.status).toBe(201);
    return { listingId: l.id, ...(await res.json()) } as { listingId: string; id: string; status: string; total: number };
  }
  const act = (m: Member, id: string, action: string, body?: unknown) => m.a.post(`/api/v1/bookings/${id}/${action}`, body);
  const read = async (m: Member, id: string) => (await m.a.fetch(`/api/v1/bookings/${id}`)).json();
  const code = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;
  const audit = async (id: string) =>
    (await t.database.pool.query(`select action from audit_events where target_id = $1 order by id`, [id])).rows.map((r) => r.action);

  it('request → accept → confirmed (host), with history and audit', async () => {
    const b = await book({ instantBook: false });
    expect(b.status).toBe('requested');
    const hostView = await read(host, b.id);
    expect(hostView.viewerRole).toBe('host');
    expect(hostView.availableActions).toEqual(['accept', 'decline']);
    expect(hostView.guest.name).toBe('Gus Guest');
    const res = await act(host, b.id, 'accept', { message: 'Welcome!' });
    expect(res.status).toBe(200);
    const after = await res.json();
    expect(after.status).toBe('confirmed');
    expect(after.availableActions).toEqual(['cancel']);
    expect(after.history.map((e: { from: string | null; to: string; actor: { kind: string }; reason: string | null }) => [e.from, e.to, e.actor.kind, e.reason]))
      .toEqual([[null, 'requested', 'guest', null], ['requested', 'confirmed', 'host', 'Welcome!']]);
    expect(await audit(b.id)).toEqual(['booking.request', 'booking.accept']);
  });

  it('request → decline → declined (host), dates freed', async () => {
    const b = await book({ instantBook: false });
    const res = await act(host, b.id, 'decline', { message: 'Sorry, not those dates' });
    expect(res.status).toBe(200);
    expect((await res.json()).status).toBe('declined');
    const again = await stranger.a.post('/api/v1/bookings', { listingId: b.listingId, checkIn: '2026-12-10', checkOut: '2026-12-13', adults: 1, acceptRules: true });
    expect(again.status).toBe(201);
  });

  it('request → withdraw → withdrawn (guest); an empty POST body is fine', async () => {
    const b = await book({ instantBook: false });
    const res = await guest.a.fetch(`/api/v1/bookings/${b.id}/withdraw`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect((await res.json()).status).toBe('withdrawn');
    expect(await audit(b.id)).toEqual(['booking.request', 'booking.withdraw']);
  });

  it('confirmed → cancel by guest → cancelled_by_guest with the policy refund', async () => {
    // moderate, 19 days ahead: full refund; strict 19 days ahead: half back.
    const m = await book({ policy: 'moderate' });
    const mv = await read(guest, m.id);
    expect(mv.cancelPreview).toMatchObject({ refund: m.total, rule: 'moderate_full' });
    const res = await act(guest, m.id, 'cancel', { reason: 'Plans changed' });
    expect(res.status).toBe(200);
    const after = await res.json();
    expect(after).toMatchObject({ status: 'cancelled_by_guest', refundAmount: m.total, availableActions: [], cancelPreview: null });

    const s = await book({ policy: 'strict' });
    const sv = await (await act(guest, s.id, 'cancel')).json();
    expect(sv.refundAmount).toBe(Math.round(s.total / 2));
    expect(await audit(s.id)).toEqual(['booking.book_instant', 'booking.cancel']);
  });

  it('confirmed → cancel by host → cancelled_by_host with a full refund, even under strict', async () => {
    const b = await book({ policy: 'strict' }, { checkIn: '2026-11-22', checkOut: '2026-11-24' });
    expect((await read(host, b.id)).cancelPreview).toMatchObject({ refund: b.total, rule: 'host_full' });
    const after = await (await act(host, b.id, 'cancel', { reason: 'Burst pipe' })).json();
    expect(after).toMatchObject({ status: 'cancelled_by_host', refundAmount: b.total });
  });

  it('refuses transitions the table does not have with 409 INVALID_TRANSITION', async () => {
    const b = await book(); // confirmed
    expect((await act(host, b.id, 'accept')).status).toBe(409);
    expect(await code(await act(guest, b.id, 'withdraw'))).toBe('INVALID_TRANSITION');
    const r = await book({ instantBook: false });
    // The guest is a party but not the one who decides.
    expect(await code(await act(guest, r.id, 'accept'))).toBe('INVALID_TRANSITION');
    expect(await code(await act(host, r.id, 'withdraw'))).toBe('INVALID_TRANSITION');
    expect((await act(host, r.id, 'decline')).status).toBe(200);
    expect(await code(await act(guest, r.id, 'cancel'))).toBe('INVALID_TRANSITION');
    expect((await act(host, r.id, 'decline', { extra: 1 })).status).toBe(400);
  });

  it('ownership: strangers get 404, another host cannot accept, admins read but do not act', async () => {
    const b = await book({ instantBook: false });
    const other = await signedInMember(t);
    await insertListing(t.database, other.id); // a host, of another listing
    for (const m of [stranger, other]) {
      expect((await m.a.fetch(`/api/v1/bookings/${b.id}`)).status).toBe(404);
      expect(await code(await act(m, b.id, 'accept'))).toBe('NOT_FOUND');
    }
    expect((await guest.a.fetch('/api/v1/bookings/bk_doesnotexist')).status).toBe(404);
    expect((await t.agent().fetch(`/api/v1/bookings/${b.id}`)).status).toBe(401);
    const adminView = await read(admin, b.id);
    expect(adminView).toMatchObject({ id: b.id, viewerRole: 'admin', availableActions: [] });
    expect(await code(await act(admin, b.id, 'accept'))).toBe('FORBIDDEN');
    expect((await read(guest, b.id)).status).toBe('requested');
  });

  it('shows the exact address only to the host and to the guest of a confirmed stay', async () => {
    const b = await book({ instantBook: false });
    expect((await read(guest, b.id)).listing.address).toBeNull();
    expect((await read(guest, b.id)).listing.location).toBeNull();
    expect((await read(host, b.id)).listing.address).toMatchObject({ city: 'Montevideo' });
    expect((await read(admin, b.id)).listing.address).toBeNull();
    await act(host, b.id, 'accept');
    const confirmed = await read(guest, b.id);
    expect(confirmed.listing.address).toMatchObject({ city: 'Montevideo', country: 'UY' });
    expect(confirmed.listing.location).toEqual({ lat: -34.9, lng: -56.16 });
  });

  it('two concurrent decisions on one booking: one wins, the other gets 409', async () => {
    const b = await book({ instantBook: false });
    const [x, y] = await Promise.all([act(host, b.id, 'accept'), act(host, b.id, 'decline')]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    const c = await book();
    const [g, h] = await Promise.all([act(guest, c.id, 'cancel'), act(host, c.id, 'cancel')]);
    expect([g.status, h.status].sort()).toEqual([200, 409]);
    const events = await t.database.pool.query('select count(*)::int as n from booking_events where booking_id = $1', [c.id]);
    expect(events.rows[0].n).toBe(2);
  });

  it('lists own bookings as guest or host, by group', async () => {
    const me = await signedInMember(t);
    const a = await book({}, { checkIn: '2026-12-01', checkOut: '2026-12-03' }, me);
    const r = await book({ instantBook: false }, { checkIn: '2026-12-05', checkOut: '2026-12-07' }, me);
    const w = await book({ instantBook: false }, { checkIn: '2026-12-08', checkOut: '2026-12-09' }, me);
    await act(me, w.id, 'withdraw');
    const list = async (m: Member, q: string) =>
      ((await (await m.a.fetch(`/api/v1/bookings?${q}`)).json()).bookings as { id: string }[]).map((x) => x.id);
    expect(await list(me, 'as=guest&status=upcoming')).toEqual([a.id, r.id]);
    expect(await list(me, 'as=guest&status=cancelled')).toEqual([w.id]);
    expect(await list(me, 'as=guest&status=past')).toEqual([]);
    expect(await list(me, 'as=guest')).toHaveLength(3);
    expect(await list(me, 'as=host')).toEqual([]);
    const hostList = await list(host, 'as=host');
    expect(hostList).toEqual(expect.arrayContaining([a.id, r.id, w.id]));
    expect(await list(stranger, 'as=guest')).not.toContain(a.id);
    expect((await me.a.fetch('/api/v1/bookings?as=owner')).status).toBe(400);
  });

  describe('the clock', () => {
    it('expires an unanswered request via the job: requested → expired (system), dates freed', async () => {
      const b = await book({ instantBook: false });
      try {
        t.setNow('2026-11-22T11:59:59Z');
        expect(await applyDueTransitions(t.deps, { bookingId: b.id }, { skipLocked: true })).toBe(0);
        t.setNow('2026-11-22T12:00:00Z');
        expect(await applyDueTransitions(t.deps, {}, { skipLocked: true })).toBeGreaterThanOrEqual(1);
        const { rows } = await t.database.pool.query('select status from bookings where id = $1', [b.id]);
        expect(rows[0].status).toBe('expired');
        const v = await read(guest, b.id);
        expect(v.history.at(-1)).toMatchObject({ from: 'requested', to: 'expired', actor: { kind: 'system', name: null } });
        expect(await audit(b.id)).toEqual(['booking.request', 'booking.expire']);
        expect(await code(await act(host, b.id, 'accept'))).toBe('INVALID_TRANSITION');
      } finally {
        t.setNow(NOW);
      }
    });

    it('a read before the job ran never shows a stale request; nor does booking over it', async () => {
      const b = await book({ instantBook: false });
      try {
        t.setNow('2026-11-22T12:00:01Z');
        const v = await read(guest, b.id);
        expect(v).toMatchObject({ status: 'expired', availableActions: [] });
        const c = await book({ instantBook: false });
        const list = await (await host.a.fetch('/api/v1/bookings?as=host&status=cancelled')).json();
        // c was made after the clock moved: it is not due yet.
        expect(list.bookings.map((x: { id: string }) => x.id)).toContain(b.id);
        expect(list.bookings.map((x: { id: string }) => x.id)).not.toContain(c.id);
      } finally {
        t.setNow(NOW);
      }
      // The host accepting a request that expired meanwhile: 409, and the expiry is kept.
      const d = await book({ instantBook: false });
      try {
        t.setNow('2026-11-22T13:00:00Z');
        expect(await code(await act(host, d.id, 'accept'))).toBe('INVALID_TRANSITION');
        const { rows } = await t.database.pool.query('select status from bookings where id = $1', [d.id]);
        expect(rows[0].status).toBe('expired');
        // A new guest can take dates a lapsed request held, before any job ran.
        const e = await book({ instantBook: false });
        t.setNow('2026-11-23T13:00:00Z');
        const res = await stranger.a.post('/api/v1/bookings', { listingId: e.listingId, checkIn: '2026-12-10', checkOut: '2026-12-13', adults: 1, acceptRules: true });
        expect(res.status).toBe(201);
      } finally {
        t.setNow(NOW);
      }
    });

    it('completes a confirmed stay once check-out day starts in the listing\'s zone', async () => {
      const b = await book({}, { checkIn: '2026-11-22', checkOut: '2026-11-24' });
      try {
        t.setNow('2026-11-24T02:59:59Z'); // 23:59:59 on the 23rd in Montevideo
        expect((await read(guest, b.id)).status).toBe('confirmed');
        t.setNow('2026-11-24T03:00:00Z');
        expect(await applyDueTransitions(t.deps, {}, { skipLocked: true })).toBeGreaterThanOrEqual(1);
        const v = await read(guest, b.id);
        expect(v).toMatchObject({ status: 'completed', availableActions: [] });
        expect(v.history.at(-1)).toMatchObject({ from: 'confirmed', to: 'completed', actor: { kind: 'system' } });
        const past = await (await guest.a.fetch('/api/v1/bookings?as=guest&status=past')).json();
        expect(past.bookings.map((x: { id: string }) => x.id)).toContain(b.id);
      } finally {
        t.setNow(NOW);
      }
    });

    it('the in-server job runs on its interval and stops', async () => {
      const b = await book({ instantBook: false });
      t.setNow('2026-11-25T00:00:00Z');
      const stop = startJobs(t.deps, [{ ...bookingJob, everyMs: 20 }]);
      try {
        await expect.poll(async () => (await t.database.pool.query('select status from bookings where id = $1', [b.id])).rows[0].status, { timeout: 5000 })
          .toBe('expired');
      } finally {
        await stop();
        t.setNow(NOW);
      }
    });
  });
});
