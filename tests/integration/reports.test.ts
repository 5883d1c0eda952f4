import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestApp, type TestApp } from './harness';
import { insertListing, insertUser } from './factories';
import { signedInMember, type Member } from './members';
import { deliverNotificationEmails } from '../../src/server/features/notifications/delivery';
import { COMPLETED, bookedStay, errorOf, guestReview, hostReview, writeReview } from './review-stays';

/** Issue 12 §5, §6: members report listings, members, reviews and messages; stored, acknowledged, once. */
describe.each(engines())('reports on %s', (engine) => {
  let t: TestApp;
  let host: Member;
  let guest: Member;
  let reporter: Member;
  beforeAll(async () => {
    t = await startTestApp(engine);
    host = await signedInMember(t, { name: 'Hana Host' });
    guest = await signedInMember(t, { name: 'Gus Guest' });
    reporter = await signedInMember(t, { name: 'Rita Reporter' });
  });
  afterAll(() => t.close());

  const report = (m: Member, body: Record<string, unknown>) => m.a.post('/api/v1/reports', { reason: 'spam', ...body });
  const stored = async (targetId: string) =>
    (await t.database.pool.query('select * from reports where target_id = $1 order by created_at, id', [targetId])).rows;

  /** A conversation between `guest` and `host` about a listing, with one message from `from`. */
  async function message(from: Member, body = 'Hello there') {
    const l = await insertListing(t.database, host.id);
    const c = `cv_${Math.random().toString(36).slice(2)}`;
    const m = `ms_${Math.random().toString(36).slice(2)}`;
    await t.database.pool.query('insert into conversations (id, listing_id, guest_id, host_id) values ($1, $2, $3, $4)', [c, l.id, guest.id, host.id]);
    await t.database.pool.query('insert into messages (id, conversation_id, sender_id, body) values ($1, $2, $3, $4)', [m, c, from.id, body]);
    return m;
  }

  it('stores a report, acknowledges it in the app and by e-mail, and answers a second one with the first', async () => {
    const l = await insertListing(t.database, host.id, { title: 'Too good to be true' });
    expect((await t.agent().post('/api/v1/reports', { targetType: 'listing', targetId: l.id, reason: 'scam' })).status).toBe(401);
    const res = await report(reporter, { targetType: 'listing', targetId: l.id, reason: 'scam', note: 'Asks for payment <b>outside</b> the site' });
    expect(res.status).toBe(201);
    const first = await res.json();
    expect(first).toEqual({
      id: expect.stringMatching(/^rp_/), targetType: 'listing', targetId: l.id, reason: 'scam',
      note: 'Asks for payment <b>outside</b> the site', status: 'open', createdAt: t.deps.now().toISOString(),
    });
    expect(await stored(l.id)).toMatchObject([{ id: first.id, reporter_id: reporter.id, target_type: 'listing', reason: 'scam', status: 'open' }]);

    const again = await report(reporter, { targetType: 'listing', targetId: l.id, reason: 'spam' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(first);
    expect(await stored(l.id)).toHaveLength(1);

    const acks = (await (await reporter.a.fetch('/api/v1/notifications')).json()).items
      .filter((n: { kind: string; payload: { reportId: string } }) => n.kind === 'report_received' && n.payload.reportId === first.id);
    expect(acks).toHaveLength(1);
    expect(acks[0].payload).toEqual({ reportId: first.id, targetType: 'listing', targetId: l.id, targetLabel: 'Too good to be true', targetName: 'Too good to be true', listingId: l.id, reason: 'scam' });
    await deliverNotificationEmails(t.deps);
    const mail = await t.lastMail(reporter.email);
    expect(mail?.subject).toBe('We received your report');
    expect(mail?.links).toContain(`${t.deps.config.publicUrl}/listings/${l.id}`);
    // The reported host hears nothing.
    expect((await (await host.a.fetch('/api/v1/notifications')).json()).items.filter((n: { kind: string }) => n.kind === 'report_received')).toEqual([]);

    // Once the operator closes it, the same member may report the same listing again.
    await t.database.pool.query(`update reports set status = 'resolved' where id = $1`, [first.id]);
    const later = await report(reporter, { targetType: 'listing', targetId: l.id });
    expect(later.status).toBe(201);
    expect((await later.json()).id).not.toBe(first.id);
  });

  it('takes members, published reviews and messages the reporter could see', async () => {
    expect((await report(reporter, { targetType: 'user', targetId: host.id, reason: 'unsafe' })).status).toBe(201);

    const s = await bookedStay(t, host, guest);
    t.setNow(COMPLETED);
    const reviewId = (await (await writeReview(guest, s.bookingId, guestReview())).json()).id as string;
    // Unpublished: only its author knows it exists.
    expect((await report(reporter, { targetType: 'review', targetId: reviewId })).status).toBe(404);
    expect((await report(host, { targetType: 'review', targetId: reviewId })).status).toBe(404);
    await writeReview(host, s.bookingId, hostReview());
    const r = await report(host, { targetType: 'review', targetId: reviewId, reason: 'discrimination' });
    expect(r.status).toBe(201);
    const ack = (await (await host.a.fetch('/api/v1/notifications?limit=50')).json()).items.find((n: { kind: string }) => n.kind === 'report_received');
    expect(ack.payload).toMatchObject({ targetType: 'review', targetLabel: `a review of ${s.title}`, listingId: s.listingId });

    const fromHost = await message(host, 'Pay me by wire');
    expect((await report(guest, { targetType: 'message', targetId: fromHost, reason: 'scam' })).status).toBe(201);
    expect((await report(reporter, { targetType: 'message', targetId: fromHost })).status).toBe(404);
  });

  it('refuses what does not exist or was never visible (404), one’s own things (400), and visitors (401)', async () => {
    const notFound = async (body: Record<string, unknown>) => expect(await errorOf(await report(reporter, body))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    await notFound({ targetType: 'listing', targetId: 'ls_nothing' });
    await notFound({ targetType: 'user', targetId: 'u_nobody' });
    await notFound({ targetType: 'review', targetId: 'rv_nothing' });
    await notFound({ targetType: 'message', targetId: 'ms_nothing' });
    const draft = await insertListing(t.database, host.id, { status: 'draft' });
    await notFound({ targetType: 'listing', targetId: draft.id });
    const gone = await insertUser(t.database, { name: 'Gone Member' });
    await t.database.pool.query('update users set deleted_at = now() where id = $1', [gone.id]);
    await notFound({ targetType: 'user', targetId: gone.id });
    const banned = await insertUser(t.database, { name: 'Banned Member' });
    await t.database.pool.query(`update users set status = 'banned' where id = $1`, [banned.id]);
    await notFound({ targetType: 'user', targetId: banned.id });

    const own = async (m: Member, body: Record<string, unknown>) => {
      const e = await errorOf(await report(m, body));
      expect(e).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
      expect(Object.keys(e.details)).toEqual(['targetId']);
    };
    const mine = await insertListing(t.database, host.id);
    await own(host, { targetType: 'listing', targetId: mine.id });
    await own(reporter, { targetType: 'user', targetId: reporter.id });
    await own(guest, { targetType: 'message', targetId: await message(guest) });
    expect((await t.agent().post('/api/v1/reports', { targetType: 'user', targetId: host.id, reason: 'spam' })).status).toBe(401);
  });

  it('checks the body, naming each field; `other` needs a note', async () => {
    const bad = async (body: Record<string, unknown>, ...fields: string[]) => {
      const e = await errorOf(await reporter.a.post('/api/v1/reports', body));
      expect(e).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
      expect(Object.keys(e.details).sort()).toEqual(fields.sort());
    };
    await bad({ targetType: 'user', targetId: host.id, reason: 'rude' }, 'reason');
    await bad({ targetType: 'booking', targetId: host.id, reason: 'spam' }, 'targetType');
    await bad({ targetType: 'user', targetId: '../etc', reason: 'spam' }, 'targetId');
    await bad({ targetType: 'user', targetId: host.id, reason: 'other' }, 'note');
    await bad({ targetType: 'user', targetId: host.id, reason: 'other', note: '   ' }, 'note');
    await bad({ targetType: 'user', targetId: host.id, reason: 'spam', note: 'x'.repeat(1001) }, 'note');
    await bad({ targetType: 'user', targetId: host.id, reason: 'spam', severity: 'high' }, 'severity');
  });

  it('lets unverified members report, and limits how many new reports a member sends', async () => {
    const fresh = await signedInMember(t, { verified: false });
    const targets: string[] = [];
    for (let i = 0; i < 10; i++) {
      const u = await insertUser(t.database, { name: `Target ${i}` });
      targets.push(u.id);
      expect((await report(fresh, { targetType: 'user', targetId: u.id })).status, `report ${i + 1}`).toBe(201);
    }
    const u = await insertUser(t.database, { name: 'One too many' });
    const limited = await report(fresh, { targetType: 'user', targetId: u.id });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Repeating an open report is an answer, not a new report: never limited.
    expect((await report(fresh, { targetType: 'user', targetId: targets[0] })).status).toBe(200);
    // An hour later the member may report again.
    t.setNow(new Date(t.deps.now().getTime() + 3600_000 + 1000));
    expect((await report(fresh, { targetType: 'user', targetId: u.id })).status).toBe(201);
  });
});
