import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestApp, type TestApp } from './harness';
import { insertBooking, insertListing, insertPhoto } from './factories';
import { signedInMember, type Member } from './members';
import { json } from './hosting';

/** Issue 14 §1 Members: search, a member's page, ban and unban (through the state machines), promote and demote; all audited. */
describe.each(engines())('members in the console on %s', (engine) => {
  let t: TestApp;
  let admin: Member;
  let bad: Member;
  let guest: Member;
  let host: Member;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestApp(engine);
    t.setNow('2026-11-21T12:00:00Z');
    admin = await signedInMember(t, { role: 'admin', name: 'Olga Operator' });
    bad = await signedInMember(t, { name: 'Boris Badhost' });
    guest = await signedInMember(t, { name: 'Gus Guest' });
    host = await signedInMember(t, { name: 'Hana Host' });
    ids.mine = (await insertListing(t.database, bad.id, { title: 'Boris cabin in the woods' })).id;
    for (let i = 0; i < 5; i++) await insertPhoto(t.database, ids.mine, i);
    ids.draft = (await insertListing(t.database, bad.id, { title: 'Boris draft', status: 'draft' })).id;
    ids.theirs = (await insertListing(t.database, host.id, { title: 'Hana flat by the sea' })).id;
    // As host: a request and a confirmed stay from Gus; as guest: a request and a confirmed stay at Hana's; and the past.
    ids.hostReq = await insertBooking(t.database, ids.mine, guest.id, '2026-12-01', '2026-12-03', 'requested');
    ids.hostConf = await insertBooking(t.database, ids.mine, guest.id, '2026-12-10', '2026-12-12', 'confirmed');
    ids.guestReq = await insertBooking(t.database, ids.theirs, bad.id, '2026-12-20', '2026-12-22', 'requested');
    ids.guestConf = await insertBooking(t.database, ids.theirs, bad.id, '2027-01-05', '2027-01-08', 'confirmed');
    ids.past = await insertBooking(t.database, ids.theirs, bad.id, '2026-10-05', '2026-10-08', 'completed');
    await t.database.pool.query('update bookings set total = 30000 where id = $1', [ids.guestConf]);
  });
  afterAll(() => t?.close());

  const post = (path: string, body: unknown) => admin.a.post(`/api/v1/admin/members/${path}`, body);
  const status = async (id: string) => (await t.database.pool.query('select status, refund_amount from bookings where id = $1', [id])).rows[0];

  it('finds members by part of a name or an e-mail, newest first, paged', async () => {
    const byName = await json(await admin.a.fetch('/api/v1/admin/members?q=badho'), 200);
    expect(byName.items).toEqual([expect.objectContaining({ id: bad.id, name: 'Boris Badhost', email: bad.email, role: 'user', status: 'active', emailVerified: true })]);
    const byMail = await json(await admin.a.fetch(`/api/v1/admin/members?q=${encodeURIComponent(guest.email.slice(0, 12).toUpperCase())}`), 200);
    expect(byMail.items.map((m: { id: string }) => m.id)).toContain(guest.id);
    expect((await json(await admin.a.fetch('/api/v1/admin/members?q=%25'), 200)).items).toEqual([]);
    const p1 = await json(await admin.a.fetch('/api/v1/admin/members?limit=2'), 200);
    const p2 = await json(await admin.a.fetch(`/api/v1/admin/members?limit=2&cursor=${p1.nextCursor}`), 200);
    expect([...p1.items, ...p2.items].map((m: { id: string }) => m.id)).toEqual([host.id, guest.id, bad.id, admin.id]);
    expect((await json(await admin.a.fetch('/api/v1/admin/members?role=admin'), 200)).items.map((m: { id: string }) => m.id)).toEqual([admin.id]);
    expect((await json(await admin.a.fetch('/api/v1/admin/members?name=x'), 400)).error.details).toHaveProperty('name');
  });

  it('sorts by name or e-mail either way, keyset-paged, and refuses a cursor given for another order', async () => {
    const all = async (query: string) => {
      const seen: { id: string; name: string; email: string }[] = [];
      let cursor: string | null = null;
      do {
        const page: { items: { id: string; name: string; email: string }[]; nextCursor: string | null } = await json(await admin.a.fetch(`/api/v1/admin/members?limit=1&${query}${cursor ? `&cursor=${cursor}` : ''}`), 200);
        seen.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      return seen;
    };
    const names = ['Boris Badhost', 'Gus Guest', 'Hana Host', 'Olga Operator'];
    expect((await all('sort=name')).map((m) => m.name)).toEqual(names);
    expect((await all('sort=name&dir=desc')).map((m) => m.name)).toEqual([...names].reverse());
    const emails = [admin, bad, guest, host].map((m) => m.email.toLowerCase()).sort();
    expect((await all('sort=email')).map((m) => m.email.toLowerCase())).toEqual(emails);
    expect((await all('sort=joined&dir=asc')).map((m) => m.id)).toEqual([admin.id, bad.id, guest.id, host.id]);
    const byName = await json(await admin.a.fetch('/api/v1/admin/members?limit=1&sort=name'), 200);
    const wrong = await json(await admin.a.fetch(`/api/v1/admin/members?limit=1&sort=email&cursor=${byName.nextCursor}`), 400);
    expect(wrong.error.details).toHaveProperty('cursor');
    expect((await json(await admin.a.fetch('/api/v1/admin/members?sort=age'), 400)).error.details).toHaveProperty('sort');
  });

  it("shows a member's listings, trips, reservations, reviews and reports", async () => {
    await json(await guest.a.post('/api/v1/reports', { targetType: 'listing', targetId: ids.mine, reason: 'scam' }), 201);
    const d = await json(await admin.a.fetch(`/api/v1/admin/members/${bad.id}`), 200);
    expect(d.member).toMatchObject({ id: bad.id, status: 'active' });
    expect(d.listings.map((l: { id: string }) => l.id).sort()).toEqual([ids.mine, ids.draft].sort());
    expect(d.trips.map((b: { id: string }) => b.id)).toEqual([ids.guestConf, ids.guestReq, ids.past]);
    expect(d.trips[0]).toMatchObject({ listingTitle: 'Hana flat by the sea', checkIn: '2027-01-05', other: { id: host.id, name: 'Hana Host' } });
    expect(d.reservations.map((b: { id: string }) => b.id)).toEqual([ids.hostConf, ids.hostReq]);
    expect(d.reportsAgainst).toEqual([expect.objectContaining({ targetType: 'listing', targetId: ids.mine, reason: 'scam', status: 'open' })]);
    expect((await json(await admin.a.fetch('/api/v1/admin/members/nobody'), 404)).error.code).toBe('NOT_FOUND');
  });

  it('refuses a ban without a reason, of oneself, or of an admin', async () => {
    expect((await json(await post(`${bad.id}/ban`, {}), 400)).error.details).toHaveProperty('reason');
    expect((await json(await post(`${admin.id}/ban`, { reason: 'x' }), 409)).error.code).toBe('INVALID_TRANSITION');
    const other = await signedInMember(t, { role: 'admin' });
    expect((await json(await post(`${other.id}/ban`, { reason: 'x' }), 409)).error.details).toEqual({ role: 'admin' });
  });

  it('bans: sessions end, listings leave search, upcoming bookings end through the state machine, all audited', async () => {
    expect((await bad.a.fetch('/api/v1/me')).status).toBe(200);
    const res = await json(await post(`${bad.id}/ban`, { reason: 'Asked guests to pay outside the site.' }), 200);
    expect(res.member).toMatchObject({ id: bad.id, status: 'banned' });
    expect(res.sessionsEnded).toBeGreaterThanOrEqual(1);
    expect(res.listings).toEqual([{ id: ids.mine, title: 'Boris cabin in the woods', from: 'published', to: 'suspended' }]);
    expect(res.bookings.map((b: { id: string; as: string; from: string; to: string; refund: number | null }) => [b.id, b.as, b.from, b.to, b.refund])).toEqual([
      [ids.hostReq, 'host', 'requested', 'declined', null],
      [ids.hostConf, 'host', 'confirmed', 'cancelled_by_host', 1],
      [ids.guestReq, 'guest', 'requested', 'withdrawn', null],
      [ids.guestConf, 'guest', 'confirmed', 'cancelled_by_guest', 30000],
    ]);
    expect(await status(ids.guestConf)).toEqual({ status: 'cancelled_by_guest', refund_amount: 30000 });
    expect(await status(ids.past)).toEqual({ status: 'completed', refund_amount: null });
    expect((await bad.a.fetch('/api/v1/me')).status).toBe(401);
    expect((await t.get(`/api/v1/listings/${ids.mine}`)).status).toBe(404);
    expect((await t.database.pool.query('select 1 from listing_search where listing_id = $1', [ids.mine])).rowCount).toBe(0);
    // The other side of each booking hears of it; the history names the operator.
    const events = (await t.database.pool.query('select actor_id, to_status from booking_events where booking_id = $1 order by id', [ids.guestConf])).rows;
    expect(events.at(-1)).toEqual({ actor_id: admin.id, to_status: 'cancelled_by_guest' });
    const hostHeard = await json(await host.a.fetch('/api/v1/notifications'), 200);
    expect(hostHeard.items.map((n: { kind: string; payload: { bookingId?: string } }) => [n.kind, n.payload.bookingId])).toEqual(
      expect.arrayContaining([['booking_cancelled', ids.guestConf], ['booking_withdrawn', ids.guestReq]]));
    const audit = (await t.database.pool.query(`select actor_id, details from audit_events where action = 'user.ban' and target_id = $1`, [bad.id])).rows;
    expect(audit).toEqual([{ actor_id: admin.id, details: expect.objectContaining({ reason: 'Asked guests to pay outside the site.', listings: [ids.mine] }) }]);
    expect((await json(await post(`${bad.id}/ban`, { reason: 'again' }), 409)).error.details).toEqual({ status: 'banned' });
    // A banned member cannot sign in again.
    expect((await t.agent().post('/api/auth/sign-in/email', { email: bad.email, password: 'correct horse battery' })).status).not.toBe(200);
  });

  it('unbans: the member may sign in, and only the listings the ban suspended come back', async () => {
    const res = await json(await post(`${bad.id}/unban`, { reason: 'Appeal accepted.' }), 200);
    expect(res.member.status).toBe('active');
    expect(res.listings).toEqual([{ id: ids.mine, title: 'Boris cabin in the woods', from: 'suspended', to: 'published' }]);
    expect((await t.get(`/api/v1/listings/${ids.mine}`)).status).toBe(200);
    expect(await status(ids.guestConf)).toMatchObject({ status: 'cancelled_by_guest' });
    expect((await t.agent().post('/api/auth/sign-in/email', { email: bad.email, password: 'correct horse battery' })).status).toBe(200);
    expect((await json(await post(`${bad.id}/unban`, { reason: 'again' }), 409)).error.code).toBe('INVALID_TRANSITION');
  });

  it('promotes and demotes with a reason, never oneself', async () => {
    expect((await json(await post(`${guest.id}/promote`, {}), 400)).error.details).toHaveProperty('reason');
    expect((await json(await post(`${guest.id}/promote`, { reason: 'Joins the team.' }), 200)).member.role).toBe('admin');
    expect((await guest.a.fetch('/api/v1/admin/members')).status).toBe(200);
    expect((await json(await post(`${admin.id}/demote`, { reason: 'x' }), 409)).error.code).toBe('INVALID_TRANSITION');
    expect((await json(await post(`${guest.id}/promote`, { reason: 'x' }), 409)).error.details).toEqual({ role: 'admin' });
    expect((await json(await post(`${guest.id}/demote`, { reason: 'Left the team.' }), 200)).member.role).toBe('user');
    expect((await guest.a.fetch('/api/v1/admin/members')).status).toBe(403);
    const audit = (await t.database.pool.query(`select action, details from audit_events where target_id = $1 and action like 'admin.%' order by id`, [guest.id])).rows;
    expect(audit).toEqual([{ action: 'admin.promote', details: { reason: 'Joins the team.' } }, { action: 'admin.demote', details: { reason: 'Left the team.' } }]);
  });
});
