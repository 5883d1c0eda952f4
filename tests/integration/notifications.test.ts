import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestApp, type TestApp } from './harness';
import { insertListing } from './factories';
import { signedInMember, type Member } from './members';
import { applyDueTransitions } from '../../src/server/features/bookings/due';
import { queueStayReminders } from '../../src/server/features/bookings/reminders';
import { deliverNotificationEmails } from '../../src/server/features/notifications/delivery';
import type { NotificationListResponse, NotificationView } from '../../src/contract/notifications';

/** Notices about a stay (booking and review kinds): they name their booking. */
type StayNotice = Extract<NotificationView, { payload: { bookingId: string } }>;

/** Issue 4 §7: the right side hears of every booking change, in the app and by e-mail. */
describe.each(engines())('notifications on %s', (engine) => {
  let t: TestApp;
  let host: Member;
  let guest: Member;
  let stranger: Member;
  const NOW = '2026-11-21T12:00:00Z';
  const STAY = { checkIn: '2026-12-10', checkOut: '2026-12-13' };
  beforeAll(async () => {
    t = await startTestApp(engine);
    t.setNow(NOW);
    host = await signedInMember(t, { name: 'Hana Host' });
    guest = await signedInMember(t, { name: 'Gus Guest' });
    stranger = await signedInMember(t, { name: 'Sam Stranger' });
  });
  afterAll(() => t.close());

  let listings = 0;
  async function book(o: Parameters<typeof insertListing>[2] = {}, dates = STAY) {
    const title = `Casa del Puerto ${++listings}`;
    const l = await insertListing(t.database, host.id, { title, ...o });
    const res = await guest.a.post('/api/v1/bookings', { listingId: l.id, ...dates, adults: 2, acceptRules: true });
    expect(res.status).toBe(201);
    return { ...(await res.json()), listingId: l.id, listingTitle: title } as { id: string; status: string; listingId: string; listingTitle: string };
  }
  const subjects = async (to: string) =>
    (await t.database.pool.query('select subject from outbox where to_address = $1', [to])).rows.map((r) => r.subject as string);
  /** Events of one test happen at one frozen instant, so their order is not asserted. */
  const kinds = (ns: { kind: string }[]) => ns.map((n) => n.kind).sort();
  const inbox = async (m: Member, q = '') => {
    const res = await m.a.fetch(`/api/v1/notifications${q}`);
    expect(res.status).toBe(200);
    return (await res.json()) as NotificationListResponse;
  };
  const about = async (m: Member, bookingId: string) =>
    (await inbox(m, '?limit=50')).items.filter((n): n is StayNotice => 'bookingId' in n.payload && n.payload.bookingId === bookingId);
  const clearAll = async (...ms: Member[]) => { for (const m of ms) expect((await m.a.post('/api/v1/notifications/read', {})).status).toBe(200); };

  it('a request tells the host, in the app and by e-mail, and not the guest', async () => {
    const b = await book({ instantBook: false });
    const [n, ...more] = await about(host, b.id);
    expect(more).toEqual([]);
    expect(n).toMatchObject({
      kind: 'booking_requested', readAt: null,
      payload: { bookingId: b.id, listingId: b.listingId, listingTitle: b.listingTitle, role: 'host', otherName: 'Gus Guest', ...STAY },
    });
    expect(await about(guest, b.id)).toEqual([]);
    await deliverNotificationEmails(t.deps);
    const mail = await t.lastMail(host.email);
    expect(mail?.subject).toBe('New request from Gus Guest');
    expect(mail?.text).toContain(b.listingTitle);
    expect(mail?.links).toContain(`${t.deps.config.publicUrl}/host/reservations/${b.id}`);
  });

  it('accept and decline tell the guest, with the host’s message', async () => {
    const a = await book({ instantBook: false });
    await host.a.post(`/api/v1/bookings/${a.id}/accept`, { message: 'Welcome!' });
    expect((await about(guest, a.id)).map((n) => [n.kind, n.payload.role, n.payload.otherName, n.payload.message]))
      .toEqual([['booking_accepted', 'guest', 'Hana Host', 'Welcome!']]);
    await deliverNotificationEmails(t.deps);
    const accepted = await t.lastMail(guest.email);
    expect(accepted?.subject).toBe(`Your stay at ${a.listingTitle} is confirmed`);
    expect(accepted?.links).toContain(`${t.deps.config.publicUrl}/trips/${a.id}`);

    const d = await book({ instantBook: false });
    await host.a.post(`/api/v1/bookings/${d.id}/decline`, { message: 'Sorry, family visiting' });
    expect((await about(guest, d.id)).map((n) => [n.kind, n.payload.message])).toEqual([['booking_declined', 'Sorry, family visiting']]);
    await deliverNotificationEmails(t.deps);
    expect((await t.lastMail(guest.email))?.text).toContain('Sorry, family visiting');
  });

  it('instant booking, withdrawal and cancellations tell the other side; a cancellation carries the refund', async () => {
    const instant = await book({ instantBook: true });
    expect((await about(host, instant.id)).map((n) => n.kind)).toEqual(['booking_confirmed']);
    const res = await guest.a.post(`/api/v1/bookings/${instant.id}/cancel`, {});
    const refund = (await res.json()).refundAmount;
    const hostSide = await about(host, instant.id);
    expect(hostSide.filter((n) => n.kind === 'booking_cancelled').map((n) => [n.payload.by, n.payload.refund])).toEqual([['guest', refund]]);
    expect(kinds(hostSide)).toEqual(['booking_cancelled', 'booking_confirmed']);
    expect(await about(guest, instant.id)).toEqual([]);

    const byHost = await book({ instantBook: true });
    await host.a.post(`/api/v1/bookings/${byHost.id}/cancel`, { reason: 'Burst pipe' });
    const guestSide = await about(guest, byHost.id);
    expect(guestSide.map((n) => [n.kind, n.payload.by, n.payload.message])).toEqual([['booking_cancelled', 'host', 'Burst pipe']]);
    expect(guestSide[0]!.payload.refund).toBeGreaterThan(0);

    const w = await book({ instantBook: false });
    await guest.a.post(`/api/v1/bookings/${w.id}/withdraw`);
    expect(kinds(await about(host, w.id))).toEqual(['booking_requested', 'booking_withdrawn']);
  });

  it('the bell counts an expiry that is due even before anything applied it', async () => {
    const b = await book({ instantBook: false });
    await clearAll(guest);
    // Every request of the guest still waiting (this one and earlier tests') expires a day later.
    const { rows } = await t.database.pool.query(`select count(*)::int as n from bookings where guest_id = $1 and status = 'requested'`, [guest.id]);
    expect(rows[0].n).toBeGreaterThanOrEqual(1);
    t.setNow('2026-11-22T12:00:01Z');
    try {
      const res = await guest.a.fetch('/api/v1/notifications/unread-count');
      expect(await res.json()).toEqual({ unreadCount: rows[0].n });
      expect((await about(guest, b.id)).map((n) => n.kind)).toEqual(['booking_expired']);
    } finally {
      t.setNow(NOW);
    }
  });

  it('an expired request tells both sides, once, whether a read or the job expires it', async () => {
    const b = await book({ instantBook: false });
    t.setNow('2026-11-22T12:00:01Z');
    try {
      await guest.a.fetch(`/api/v1/bookings/${b.id}`); // the read applies the due expiry
      await applyDueTransitions(t.deps);
      expect((await about(guest, b.id)).map((n) => n.kind)).toEqual(['booking_expired']);
      expect(kinds(await about(host, b.id))).toEqual(['booking_expired', 'booking_requested']);
      await deliverNotificationEmails(t.deps);
      expect(await subjects(guest.email)).toContain(`Your request for ${b.listingTitle} expired`);
      expect(await subjects(host.email)).toContain('A request from Gus Guest expired');
    } finally {
      t.setNow(NOW);
    }
  });

  it('reminds both sides two days before check-in, once, in the listing’s time zone', async () => {
    const b = await book({ instantBook: true }, { checkIn: '2026-12-20', checkOut: '2026-12-23' });
    const reminders = async () => (await about(guest, b.id)).filter((n) => n.kind === 'stay_reminder').length
      + (await about(host, b.id)).filter((n) => n.kind === 'stay_reminder').length;
    try {
      t.setNow('2026-12-17T12:00:00Z'); // three days ahead
      await queueStayReminders(t.deps);
      expect(await reminders()).toBe(0);
      t.setNow('2026-12-18T12:00:00Z');
      await queueStayReminders(t.deps);
      await queueStayReminders(t.deps);
      expect(await reminders()).toBe(2);
      const [g] = (await about(guest, b.id)).filter((n) => n.kind === 'stay_reminder');
      expect(g!.payload).toMatchObject({ role: 'guest', otherName: 'Hana Host', checkIn: '2026-12-20' });
      await deliverNotificationEmails(t.deps);
      expect((await t.lastMail(guest.email))?.subject).toMatch(/starts soon$/);
      expect((await t.lastMail(host.email))?.subject).toBe('Gus Guest arrives soon');
    } finally {
      t.setNow(NOW);
    }
  });

  it('counts unread, marks some or all read, and pages with a cursor', async () => {
    await clearAll(host);
    try {
      await readingAndPaging();
    } finally {
      t.setNow(NOW);
    }
  });

  async function readingAndPaging() {
    // A minute apart, so the newest-first order is known.
    for (let i = 0; i < 3; i++) {
      t.setNow(`2026-12-19T12:0${i + 1}:00Z`);
      await book({ instantBook: false }, { checkIn: `2027-01-${10 + i * 3}`, checkOut: `2027-01-${12 + i * 3}` });
    }
    const count = async () => ((await (await host.a.fetch('/api/v1/notifications/unread-count')).json()) as { unreadCount: number }).unreadCount;
    expect(await count()).toBe(3);
    const first = await inbox(host, '?limit=2');
    expect(first.unreadCount).toBe(3);
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).toBeTruthy();
    const second = await inbox(host, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((n) => n.id)).not.toContain(first.items[0]!.id);
    expect(first.items.map((n) => n.createdAt)).toEqual(['2026-12-19T12:03:00.000Z', '2026-12-19T12:02:00.000Z']);
    expect(second.items[0]!.createdAt).toBe('2026-12-19T12:01:00.000Z');

    const marked = await host.a.post('/api/v1/notifications/read', { ids: [first.items[0]!.id] });
    expect(await marked.json()).toEqual({ unreadCount: 2 });
    expect((await inbox(host, '?limit=1')).items[0]!.readAt).toBe(t.deps.now().toISOString());
    // Someone else's ids are ignored, not an error and not a leak.
    await stranger.a.post('/api/v1/notifications/read', { ids: [first.items[1]!.id] });
    expect(await count()).toBe(2);
    await host.a.post('/api/v1/notifications/read');
    expect(await count()).toBe(0);
  }

  it('refuses visitors, bad queries and bodies in the error shape', async () => {
    const visitor = t.agent();
    expect((await visitor.fetch('/api/v1/notifications')).status).toBe(401);
    expect((await visitor.fetch('/api/v1/notifications/unread-count')).status).toBe(401);
    expect((await visitor.post('/api/v1/notifications/read', {})).status).toBe(401);
    const bad = async (res: Response, field: string) => {
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { code: string; details: Record<string, string> } };
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.error.details)).toContain(field);
    };
    await bad(await host.a.fetch('/api/v1/notifications?limit=500'), 'limit');
    await bad(await host.a.fetch('/api/v1/notifications?cursor=nonsense'), 'cursor');
    await bad(await host.a.fetch('/api/v1/notifications?colour=blue'), 'colour');
    await bad(await host.a.post('/api/v1/notifications/read', { ids: [] }), 'ids');
    await bad(await host.a.post('/api/v1/notifications/read', { ids: 'all' }), 'ids');
  });

  it('keeps a failed e-mail pending and sends it on a later run', async () => {
    const send = t.deps.mailer.send;
    t.deps.mailer.send = async () => { throw new Error('SMTP server unreachable'); };
    let b: { id: string };
    try {
      b = await book({ instantBook: false });
      await deliverNotificationEmails(t.deps);
    } finally {
      t.deps.mailer.send = send;
    }
    const state = async () => (await t.database.pool.query(
      `select email_status, email_attempts from notifications where payload->>'bookingId' = $1`, [b.id])).rows[0];
    expect(await state()).toEqual({ email_status: 'pending', email_attempts: 1 });
    await deliverNotificationEmails(t.deps);
    expect((await state()).email_status).toBe('pending'); // not before its retry time
    t.setNow('2026-11-21T12:02:00Z');
    try {
      await deliverNotificationEmails(t.deps);
      expect(await state()).toEqual({ email_status: 'sent', email_attempts: 2 });
    } finally {
      t.setNow(NOW);
    }
  });
});
