import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestApp, type TestApp } from './harness';
import { insertBooking, insertListing } from './factories';
import { signedInMember, type Member } from './members';
import { json } from './hosting';

/** Issue 14 §1 Reports: the operator reads a report with what it points at and acts on it with a note, audited in the same transaction. */
describe.each(engines())('acting on reports on %s', (engine) => {
  let t: TestApp;
  let host: Member;
  let guest: Member;
  let reporter: Member;
  let other: Member;
  let admin: Member;
  let listingId: string;
  beforeAll(async () => {
    t = await startTestApp(engine);
    t.setNow('2026-11-21T12:00:00Z');
    host = await signedInMember(t, { name: 'Hana Host' });
    guest = await signedInMember(t, { name: 'Gus Guest' });
    reporter = await signedInMember(t, { name: 'Rita Reporter' });
    other = await signedInMember(t, { name: 'Otto Other' });
    admin = await signedInMember(t, { role: 'admin', name: 'Olga Operator' });
    listingId = (await insertListing(t.database, host.id, { title: 'Casa with a view of the port' })).id;
  });
  afterAll(() => t?.close());

  let n = 0;
  async function publishedReview(body = 'The host was rude and the flat was dirty, avoid it.') {
    const b = await insertBooking(t.database, listingId, guest.id, '2026-10-01', '2026-10-04', 'completed');
    const id = `rv_t${++n}`;
    await t.database.pool.query(
      `insert into reviews (id, booking_id, listing_id, author_id, direction, rating, body, submitted_at, published_at)
       values ($1, $2, $3, $4, 'guest_to_listing', 1, $5, now(), now())`, [id, b, listingId, guest.id, body]);
    await t.database.pool.query(`update listings set review_count = 1, rating_average = 1 where id = $1`, [listingId]);
    return id;
  }
  async function message(body = 'Pay me outside the site please') {
    const c = `cv_t${++n}`;
    const m = `ms_t${n}`;
    const l = await insertListing(t.database, host.id);
    await t.database.pool.query('insert into conversations (id, listing_id, guest_id, host_id) values ($1, $2, $3, $4)', [c, l.id, reporter.id, host.id]);
    await t.database.pool.query('insert into messages (id, conversation_id, sender_id, body) values ($1, $2, $3, $4)', [m, c, host.id, body]);
    return { c, m };
  }
  const report = async (m: Member, targetType: string, targetId: string, reason = 'inappropriate') =>
    (await json(await m.a.post('/api/v1/reports', { targetType, targetId, reason }), 201)).id as string;
  const resolve = (id: string, body: unknown, a = admin.a) => a.post(`/api/v1/admin/reports/${id}/resolve`, body);
  const audit = async (targetId: string) =>
    (await t.database.pool.query('select actor_id, action, details from audit_events where target_id = $1 order by id', [targetId])).rows;
  const notices = async (userId: string, kind: string) =>
    (await t.database.pool.query('select payload from notifications where user_id = $1 and kind = $2 order by created_at', [userId, kind])).rows.map((r) => r.payload);

  it('lists open reports oldest first with the target named, filters by type, pages, and orders newest first', async () => {
    const r1 = await report(reporter, 'listing', listingId, 'scam');
    t.setNow('2026-11-21T12:05:00Z');
    const r2 = await report(reporter, 'user', host.id, 'unsafe');
    t.setNow('2026-11-21T12:10:00Z');
    const all = await json(await admin.a.fetch('/api/v1/admin/reports?limit=100'), 200);
    const mine = all.items.filter((i: { id: string }) => [r1, r2].includes(i.id));
    expect(mine.map((i: { id: string }) => i.id)).toEqual([r1, r2]);
    expect(mine[0]).toMatchObject({ targetType: 'listing', targetLabel: 'Casa with a view of the port', reason: 'scam', status: 'open', reporter: { id: reporter.id, name: 'Rita Reporter' }, action: null });
    const users = await json(await admin.a.fetch('/api/v1/admin/reports?targetType=user'), 200);
    expect(users.items.map((i: { id: string }) => i.id)).toEqual([r2]);
    const newest = await json(await admin.a.fetch('/api/v1/admin/reports?order=newest&limit=1'), 200);
    expect(newest.items[0].id).toBe(r2);
    const next = await json(await admin.a.fetch(`/api/v1/admin/reports?order=newest&limit=1&cursor=${newest.nextCursor}`), 200);
    expect(next.items[0].id).toBe(r1);
    expect(next.nextCursor).toBeNull();
    expect((await json(await admin.a.fetch('/api/v1/admin/reports?status=maybe'), 400)).error.details).toHaveProperty('status');
    expect((await json(await admin.a.fetch('/api/v1/admin/reports?sort=x'), 400)).error.details).toHaveProperty('sort');
    expect((await json(await admin.a.fetch('/api/v1/admin/reports/rp_nope'), 404)).error.code).toBe('NOT_FOUND');
  });

  it('shows a review report with its text, and hides the review with a note: audited, reporter told, every open report on it closed', async () => {
    const reviewId = await publishedReview();
    const r1 = await report(reporter, 'review', reviewId);
    const r2 = await report(other, 'review', reviewId, 'spam');
    const d = await json(await admin.a.fetch(`/api/v1/admin/reports/${r1}`), 200);
    expect(d).toMatchObject({
      target: { exists: true, text: 'The host was rude and the flat was dirty, avoid it.', rating: 1, owner: { id: guest.id, name: 'Gus Guest' }, listing: { id: listingId }, hiddenAt: null },
      actions: ['dismiss', 'hide_review', 'ban_member'], otherOpenReports: 1,
    });
    expect((await json(await resolve(r1, { action: 'hide_review' }), 400)).error.details).toHaveProperty('note');
    expect((await json(await resolve(r1, { action: 'hide_review', note: '  ' }), 400)).error.details).toHaveProperty('note');
    expect((await json(await resolve(r1, { action: 'hide_review', note: 'x', extra: 1 }), 400)).error.details).toHaveProperty('extra');
    expect((await json(await resolve(r1, { action: 'suspend_listing', note: 'wrong target' }), 409)).error.code).toBe('INVALID_TRANSITION');

    const done = await json(await resolve(r1, { action: 'hide_review', note: 'Abusive; breaks the review rules.' }), 200);
    expect(done).toMatchObject({ status: 'resolved', action: 'hide_review', resolutionNote: 'Abusive; breaks the review rules.', handledBy: { id: admin.id }, actions: [] });
    expect(done.target.hiddenAt).toEqual(expect.any(String));
    // Gone from the listing's reviews and from its rating.
    const reviews = await json(await t.get(`/api/v1/listings/${listingId}/reviews`), 200);
    expect(reviews.reviews.map((r: { id: string }) => r.id)).not.toContain(reviewId);
    expect((await t.database.pool.query('select review_count from listings where id = $1', [listingId])).rows[0].review_count).toBe(0);
    // The twin report is closed too; both reporters are told it was acted on.
    expect((await json(await admin.a.fetch(`/api/v1/admin/reports/${r2}`), 200)).status).toBe('resolved');
    expect(await notices(reporter.id, 'report_handled')).toEqual([expect.objectContaining({ reportId: r1, outcome: 'actioned', targetType: 'review' })]);
    expect(await notices(other.id, 'report_handled')).toEqual([expect.objectContaining({ reportId: r2, outcome: 'actioned' })]);
    const inApp = await json(await reporter.a.fetch('/api/v1/notifications'), 200);
    expect(inApp.items).toContainEqual(expect.objectContaining({ kind: 'report_handled', payload: expect.objectContaining({ reportId: r1 }) }));
    expect((await audit(reviewId)).map((e) => e.action)).toEqual(['review.hide']);
    expect(await audit(r1)).toEqual([{ actor_id: admin.id, action: 'report.hide_review', details: expect.objectContaining({ note: 'Abusive; breaks the review rules.', closed: expect.arrayContaining([r1, r2]) }) }]);
    expect((await json(await resolve(r1, { action: 'dismiss', note: 'again' }), 409)).error.code).toBe('INVALID_TRANSITION');
  });

  it('dismisses only the one report, and tells its reporter nothing was found', async () => {
    const { m } = await message('Hello, the keys are in the box.');
    const r = await report(reporter, 'message', m, 'spam');
    const done = await json(await resolve(r, { action: 'dismiss', note: 'An ordinary message.' }), 200);
    expect(done).toMatchObject({ status: 'dismissed', action: 'dismiss' });
    expect((await t.database.pool.query('select hidden_at from messages where id = $1', [m])).rows[0].hidden_at).toBeNull();
    expect((await notices(reporter.id, 'report_handled')).at(-1)).toMatchObject({ reportId: r, outcome: 'dismissed' });
  });

  it('hides a message: the conversation shows it removed', async () => {
    const { c, m } = await message();
    const r = await report(reporter, 'message', m, 'scam');
    await json(await resolve(r, { action: 'hide_message', note: 'Asks for payment outside Roost.' }), 200);
    const thread = await json(await reporter.a.fetch(`/api/v1/conversations/${c}`), 200);
    const shown = thread.messages.find((x: { id: string }) => x.id === m);
    expect(shown.body).toBe('This message was removed by the operator of this Roost.');
  });

  it('suspends a reported listing through its state machine', async () => {
    const l = await insertListing(t.database, host.id, { title: 'Suspicious loft near the sea' });
    const r = await report(reporter, 'listing', l.id, 'scam');
    await json(await resolve(r, { action: 'suspend_listing', note: 'Fake photos.' }), 200);
    expect((await t.database.pool.query('select status, status_reason from listings where id = $1', [l.id])).rows[0]).toEqual({ status: 'suspended', status_reason: 'Fake photos.' });
    expect((await audit(l.id)).map((e) => [e.action, e.details.from, e.details.to])).toEqual([['listing.suspend', 'published', 'suspended']]);
  });

  it('commits the action and its audit row together: when the audit write fails, nothing changes', async () => {
    const { m } = await message('Another rude message');
    const r = await report(reporter, 'message', m, 'inappropriate');
    await t.database.pool.query(`create function fail_report_audit() returns trigger language plpgsql as $$
      begin if new.action = 'report.hide_message' then raise exception 'audit refused'; end if; return new; end $$`);
    await t.database.pool.query('create trigger fail_report_audit before insert on audit_events for each row execute function fail_report_audit()');
    try {
      expect((await resolve(r, { action: 'hide_message', note: 'Rude.' })).status).toBe(500);
    } finally {
      await t.database.pool.query('drop trigger fail_report_audit on audit_events');
      await t.database.pool.query('drop function fail_report_audit()');
    }
    expect((await t.database.pool.query('select hidden_at from messages where id = $1', [m])).rows[0].hidden_at).toBeNull();
    expect((await t.database.pool.query('select status from reports where id = $1', [r])).rows[0].status).toBe('open');
    expect(await audit(m)).toEqual([]);
    expect((await notices(reporter.id, 'report_handled')).filter((p) => p.reportId === r)).toEqual([]);
  });
});
