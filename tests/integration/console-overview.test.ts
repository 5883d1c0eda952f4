import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestApp, type TestApp } from './harness';
import { insertBooking, insertListing, insertUser } from './factories';
import { signedInMember, type Member } from './members';
import { json } from './hosting';

/**
 * Issue 14 Overview: the attention counts and the weekly figures, on a small dataset whose every
 * figure is worked out by hand below. The clock: Thursday 19 November 2026, so with weeks=2 the
 * window is the weeks of Monday 9 and Monday 16 November (UTC).
 */
describe.each(engines())('the console overview on %s', (engine) => {
  let t: TestApp;
  let admin: Member;
  let guest: Member;
  const q = (sqlText: string, params: unknown[] = []) => t.database.pool.query(sqlText, params);

  async function booking(listingId: string, checkIn: string, checkOut: string, status: string, o: {
    createdAt: string; total?: number; currency?: string; expiresAt?: string; answer?: { to: string; at: string };
  }) {
    const id = await insertBooking(t.database, listingId, guest.id, checkIn, checkOut, status);
    await q('update bookings set created_at = $2, total = $3, currency = $4, expires_at = $5 where id = $1',
      [id, o.createdAt, o.total ?? 1, o.currency ?? 'EUR', o.expiresAt ?? null]);
    if (o.answer) {
      await q(`insert into booking_events (booking_id, from_status, to_status, at) values ($1, 'requested', $2, $3)`, [id, o.answer.to, o.answer.at]);
    }
    return id;
  }

  beforeAll(async () => {
    t = await startTestApp(engine);
    t.setNow('2026-11-19T12:00:00Z');
    admin = await signedInMember(t, { role: 'admin' });
    guest = await signedInMember(t);
    // Everyone so far joined long before the window; then the members the figures count.
    await q(`update users set created_at = '2026-01-01T00:00:00Z'`);
    for (const at of ['2026-11-08T23:59:59Z', '2026-11-10T08:00:00Z', '2026-11-10T09:00:00Z', '2026-11-15T23:59:59Z', '2026-11-17T00:00:00Z', '2026-11-23T00:00:00Z']) {
      const u = await insertUser(t.database);
      await q('update users set created_at = $2 where id = $1', [u.id, at]);
    }
    const l1 = (await insertListing(t.database, admin.id)).id;
    const l2 = (await insertListing(t.database, admin.id)).id;
    await q(`update listings set published_at = '2026-11-01T10:00:00Z' where id = $1`, [l1]);
    await q(`update listings set published_at = '2026-11-18T10:00:00Z' where id = $1`, [l2]);
    const pending = (await insertListing(t.database, admin.id, { status: 'pending_review' })).id;
    await insertListing(t.database, admin.id, { status: 'draft' });
    await insertListing(t.database, admin.id, { status: 'suspended' });

    // Occupancy: l1 6 nights (4 in week 9, 2 in week 16), l2 two nights from its publication on the 18th.
    await booking(l1, '2026-11-12', '2026-11-18', 'confirmed', { createdAt: '2026-11-10T10:00:00Z', total: 60000 });
    await booking(l2, '2026-11-15', '2026-11-20', 'confirmed', { createdAt: '2026-11-17T10:00:00Z', total: 50000 });
    await booking(l1, '2026-11-20', '2026-11-22', 'cancelled_by_guest', { createdAt: '2026-11-17T11:00:00Z', total: 30000 });
    // Requests, with check-ins far off so they leave occupancy alone.
    await booking(l1, '2027-01-10', '2027-01-12', 'confirmed', {
      createdAt: '2026-11-11T10:00:00Z', total: 9900, currency: 'USD', expiresAt: '2026-11-12T10:00:00Z', answer: { to: 'confirmed', at: '2026-11-11T18:00:00Z' },
    });
    await booking(l1, '2027-01-14', '2027-01-16', 'declined', {
      createdAt: '2026-11-17T10:00:00Z', total: 20000, expiresAt: '2026-11-18T10:00:00Z', answer: { to: 'declined', at: '2026-11-17T20:00:00Z' },
    });
    await booking(l1, '2027-01-18', '2027-01-20', 'expired', {
      createdAt: '2026-11-16T09:00:00Z', expiresAt: '2026-11-17T09:00:00Z', answer: { to: 'expired', at: '2026-11-17T09:00:00Z' },
    });
    await booking(l1, '2027-01-22', '2027-01-24', 'withdrawn', {
      createdAt: '2026-11-16T10:00:00Z', expiresAt: '2026-11-17T10:00:00Z', answer: { to: 'withdrawn', at: '2026-11-16T12:00:00Z' },
    });
    await booking(l1, '2027-01-26', '2027-01-28', 'requested', { createdAt: '2026-11-19T00:00:00Z', expiresAt: '2026-11-20T00:00:00Z' });
    await booking(l1, '2027-02-01', '2027-02-03', 'requested', { createdAt: '2026-11-19T06:00:00Z', expiresAt: '2026-11-22T00:00:00Z' });

    for (const [i, status] of ['open', 'open', 'dismissed'].entries()) {
      await q(`insert into reports (id, reporter_id, target_type, target_id, reason, status, action) values ($1, $2, 'listing', $3, 'inappropriate', $4, $5)`,
        [`rp_ov${i}`, status === 'open' ? (i ? guest.id : admin.id) : guest.id, pending, status, status === 'open' ? null : 'dismiss']);
    }
    await q(`insert into calendar_feeds (id, listing_id, name, url, last_error) values ('cf_ov1', $1, 'Elsewhere', 'https://example.test/a.ics', 'HTTP 500')`, [l1]);
    await q(`insert into calendar_feeds (id, listing_id, name, url, last_synced_at) values ('cf_ov2', $1, 'Fine', 'https://example.test/b.ics', now())`, [l1]);
  });
  afterAll(() => t?.close());

  it('counts what needs attention, with where to handle it', async () => {
    const body = await json(await admin.a.fetch('/api/v1/admin/overview'), 200);
    expect(body.at).toBe('2026-11-19T12:00:00.000Z');
    expect(body.attention).toEqual([
      { kind: 'pendingListings', count: 1, href: '/admin/review' },
      { kind: 'openReports', count: 2, href: '/admin/reports' },
      { kind: 'expiringRequests', count: 1, href: '/admin/bookings?status=requested&sort=created&dir=asc' },
      { kind: 'failingFeeds', count: 1, href: '/admin/feeds' },
    ]);
    expect(body.listings).toEqual({ draft: 1, pending_review: 1, published: 2, unlisted: 0, suspended: 1 });
    expect(body.weeks).toHaveLength(12);
    expect(body.weeks.at(-1).week).toBe('2026-11-16');
    expect(body.weeks[0].week).toBe('2026-08-31');
  });

  it('gives the weekly figures, worked out by hand', async () => {
    const body = await json(await admin.a.fetch('/api/v1/admin/overview?weeks=2'), 200);
    expect(body.currencies).toEqual(['EUR', 'USD']);
    expect(body.weeks).toEqual([
      {
        week: '2026-11-09', newMembers: 3, bookings: 2, value: { EUR: 60000, USD: 9900 },
        occupancy: 4 / 7, requestsAnswered: 1, requestsDecided: 1, answeredShare: 1,
      },
      {
        week: '2026-11-16', newMembers: 1, bookings: 7, value: { EUR: 50000, USD: 0 },
        occupancy: 4 / 12, requestsAnswered: 1, requestsDecided: 2, answeredShare: 0.5,
      },
    ]);
  });

  it('follows the clock: a later week starts empty, and requests come within 24 h of expiring', async () => {
    t.setNow('2026-11-21T01:00:00Z');
    try {
      const body = await json(await admin.a.fetch('/api/v1/admin/overview?weeks=1'), 200);
      expect(body.weeks).toEqual([expect.objectContaining({ week: '2026-11-16', newMembers: 1, bookings: 7 })]);
      // The request expiring on the 20th is overdue (still requested until the job runs), the one on the 22nd within 24 h.
      expect(body.attention.find((a: { kind: string }) => a.kind === 'expiringRequests').count).toBe(2);
      t.setNow('2026-11-30T09:00:00Z');
      const later = await json(await admin.a.fetch('/api/v1/admin/overview?weeks=1'), 200);
      expect(later.weeks).toEqual([{
        week: '2026-11-30', newMembers: 0, bookings: 0, value: { EUR: 0 }, occupancy: 0, requestsAnswered: 0, requestsDecided: 0, answeredShare: null,
      }]);
    } finally {
      t.setNow('2026-11-19T12:00:00Z');
    }
  });

  it('refuses a bad query with 400 naming the field', async () => {
    for (const qs of ['weeks=0', 'weeks=53', 'weeks=two', 'week=3']) {
      const res = await admin.a.fetch(`/api/v1/admin/overview?${qs}`);
      const body = await json(res, 400);
      expect(body.error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('is for operators only', async () => {
    expect((await t.agent().fetch('/api/v1/admin/overview')).status).toBe(401);
    expect((await guest.a.fetch('/api/v1/admin/overview')).status).toBe(403);
  });
});
