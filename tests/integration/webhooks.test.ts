import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { engines, startTestApp, type TestApp } from './harness';
import { signedInMember, type Member } from './members';
import { BOOKED_AT, COMPLETED, STAY, bookedStay, guestReview, hostReview, writeReview } from './review-stays';
import { json, send } from './hosting';
import { insertListing } from './factories';
import { startWebhookReceiver, type Received, type WebhookReceiver } from '../support/webhook-receiver';
import { deliverWebhooks, queueWebhookEvent } from '../../src/server/features/webhooks/index';

/**
 * Webhooks (issue 15 §3) against a real receiver on loopback, which the operator setting allows
 * (ICAL_ALLOW_PRIVATE_HOSTS=127.0.0.1; other private addresses stay refused). Every body that
 * arrives is verified with the standardwebhooks library and the endpoint's secret.
 */
describe.each(engines())('webhooks on %s', (engine) => {
  let t: TestApp;
  let rx: WebhookReceiver;
  let host: Member;
  let guest: Member;
  let admin: Member;

  beforeAll(async () => {
    t = await startTestApp(engine, { icalAllowPrivateHosts: ['127.0.0.1'], webhookTimeoutMs: 2000 }); // short for the hanging receiver, long enough that a receiver answering on a loaded machine is not taken for one
    rx = await startWebhookReceiver();
    [host, guest, admin] = [await signedInMember(t), await signedInMember(t), await signedInMember(t, { role: 'admin' })];
  });
  afterAll(async () => {
    await rx?.close();
    await t?.close();
  });
  beforeEach(() => {
    rx.received.length = 0;
    rx.answer = 200;
    t.setNow(BOOKED_AT);
  });

  const register = async (m: Member, path: string, eventTypes: string[], base = '/api/v1/host/webhooks') =>
    json<{ id: string; secret: string }>(await m.a.post(base, { url: rx.url(path), eventTypes }), 201);
  const verified = (r: Received, secret: string) => new Webhook(secret).verify(r.body, r.headers) as { type: string; timestamp: string; data: any };
  const at = (path: string) => rx.received.filter((r) => r.path === path);
  const deliveries = async (m: Member, id: string, base = '/api/v1/host/webhooks') =>
    (await json<{ items: any[] }>(await m.a.fetch(`${base}/${id}/deliveries`), 200)).items;

  it('refuses private, loopback-looking and link-local addresses the operator did not allow, and plain http for none', async () => {
    for (const url of ['http://10.0.0.5/hook', 'http://192.168.1.20/x', 'http://169.254.169.254/latest', 'http://[::1]:8080/', 'http://127.0.0.2/x']) {
      const res = await host.a.post('/api/v1/host/webhooks', { url, eventTypes: ['booking.confirmed'] });
      const body = await json(res, 400);
      expect(body.error.details, url).toEqual({ url: 'is a private or local address' });
    }
    const bad = await json(await host.a.post('/api/v1/host/webhooks', { url: 'ftp://example.org/x', eventTypes: [] }), 400);
    expect(Object.keys(bad.error.details).sort()).toEqual(['eventTypes', 'url']);
    const unknown = await json(await host.a.post('/api/v1/host/webhooks', { url: rx.url(), eventTypes: ['booking.confirmed'], secret: 'x' }), 400);
    expect(unknown.error.details).toEqual({ secret: 'is not a known field' });
  });

  it('sends a signed event after the booking commits, to its host and the operators, never to another host', async () => {
    const mine = await register(host, '/mine', ['booking.confirmed', 'booking.cancelled']);
    expect(mine.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const other = await signedInMember(t);
    await register(other, '/other', ['booking.confirmed']);
    const ops = await register(admin, '/ops', ['booking.confirmed'], '/api/v1/admin/webhooks');

    const stay = await bookedStay(t, host, guest);
    await deliverWebhooks(t.deps);
    expect(at('/other')).toEqual([]);
    const [got] = at('/mine');
    const event = verified(got!, mine.secret);
    expect(event.type).toBe('booking.confirmed');
    expect(event.timestamp).toBe(new Date(BOOKED_AT).toISOString());
    expect(event.data).toMatchObject({
      bookingId: stay.bookingId, listingId: stay.listingId, listingTitle: stay.title, status: 'confirmed', previousStatus: null,
      checkIn: STAY.checkIn, checkOut: STAY.checkOut, guests: { adults: 2, children: 0, infants: 0, pets: 0 }, currency: 'EUR', guestName: guest.name,
    });
    expect(got!.headers['webhook-id']).toMatch(/^msg_/);
    // The operators' endpoint hears the same event, with the same id, signed with its own secret.
    const [opsGot] = at('/ops');
    expect(verified(opsGot!, ops.secret).data.bookingId).toBe(stay.bookingId);
    expect(opsGot!.headers['webhook-id']).toBe(got!.headers['webhook-id']);
    expect(() => verified(opsGot!, mine.secret)).toThrow();

    const [d] = await deliveries(host, mine.id);
    expect(d).toMatchObject({ status: 'delivered', attempts: 1, eventType: 'booking.confirmed', payload: got!.body });
    expect(d.log).toEqual([expect.objectContaining({ statusCode: 200, error: null, errorCode: null, response: '{"ok":true}', byHand: false })]);

    // The guest cancels: the next event follows, with the transition in it.
    await json(await guest.a.post(`/api/v1/bookings/${stay.bookingId}/cancel`, { reason: 'Plans changed' }), 200);
    await deliverWebhooks(t.deps);
    expect(verified(at('/mine')[1]!, mine.secret).data).toMatchObject({ status: 'cancelled_by_guest', previousStatus: 'confirmed' });
    for (const path of ['/mine', '/other', '/ops']) await cleanUp(path);
  });

  it('queues nothing when the change rolls back', async () => {
    const mine = await register(host, '/rollback', ['listing.unlisted']);
    await expect(t.database.db.transaction().execute(async (trx) => {
      const queued = await queueWebhookEvent(trx, {
        type: 'listing.unlisted', hostId: host.id, at: t.deps.now(),
        data: { listingId: 'lst_x', title: 'x', status: 'unlisted', previousStatus: 'published', url: 'https://x' },
      });
      expect(queued).toBe(1);
      throw new Error('the change failed');
    })).rejects.toThrow('the change failed');
    await deliverWebhooks(t.deps);
    expect(rx.received).toEqual([]);
    expect(await deliveries(host, mine.id)).toEqual([]);
    await cleanUp('/rollback');
  });

  it('tells a host of unlisting their listing and of messages to them, not of messages they send', async () => {
    const mine = await register(host, '/life', ['listing.unlisted', 'listing.published', 'message.received']);
    const l = await insertListing(t.database, host.id, { title: 'Loft on the rambla' });
    const started = await json(await guest.a.post('/api/v1/conversations', { listingId: l.id, body: 'Is parking included?' }), 201);
    await json(await host.a.post(`/api/v1/conversations/${started.conversationId}/messages`, { body: 'Yes, one car.' }), 201);
    await json(await send(host.a, 'POST', `/api/v1/listings/${l.id}/unlist`), 200);
    await deliverWebhooks(t.deps);
    const events = at('/life').map((r) => verified(r, mine.secret));
    expect(events.map((e) => e.type)).toEqual(['message.received', 'listing.unlisted']);
    expect(events[0]!.data).toMatchObject({ senderId: guest.id, senderRole: 'guest', recipientId: host.id, body: 'Is parking included?' });
    expect(events[1]!.data).toMatchObject({ listingId: l.id, status: 'unlisted', previousStatus: 'published' });
    await cleanUp('/life');
  });

  it('tells of a completed stay and of both reviews once published', async () => {
    const mine = await register(host, '/stay', ['booking.completed', 'review.published']);
    const stay = await bookedStay(t, host, guest);
    t.setNow(COMPLETED);
    expect((await writeReview(guest, stay.bookingId, guestReview())).status).toBe(201); // completes the stay first
    await deliverWebhooks(t.deps);
    expect(at('/stay').map((r) => verified(r, mine.secret).type)).toEqual(['booking.completed']); // double-blind: not yet
    expect((await writeReview(host, stay.bookingId, hostReview())).status).toBe(201);
    await deliverWebhooks(t.deps);
    const reviews = at('/stay').slice(1).map((r) => verified(r, mine.secret));
    expect(reviews.map((e) => [e.type, e.data.direction]).sort()).toEqual([['review.published', 'guest_to_listing'], ['review.published', 'host_to_guest']]);
    expect(reviews[0]!.data).toMatchObject({ bookingId: stay.bookingId, listingId: stay.listingId });
    await cleanUp('/stay');
  });

  it('retries a receiver that answers 500 or never answers, with backoff, and gives up after a day with nothing lost', async () => {
    const mine = await register(host, '/down', ['booking.confirmed']);
    rx.answer = 500;
    await bookedStay(t, host, guest);
    await deliverWebhooks(t.deps);
    let [d] = await deliveries(host, mine.id);
    expect(d).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: '2026-11-21T12:00:05.000Z' });
    expect(d.log[0]).toMatchObject({ statusCode: 500, error: 'The endpoint answered 500.', errorCode: 'http_status', response: '{"error":"receiver is down"}' });

    t.setNow('2026-11-21T12:00:04Z');
    expect(await deliverWebhooks(t.deps)).toBe(0); // not yet due
    rx.answer = 'hang';
    t.setNow('2026-11-21T12:00:05Z');
    expect(await deliverWebhooks(t.deps)).toBe(1);
    [d] = await deliveries(host, mine.id);
    expect(d).toMatchObject({ status: 'pending', attempts: 2, nextAttemptAt: '2026-11-21T12:05:05.000Z' });
    expect(d.log[1]).toMatchObject({ statusCode: null, error: 'No answer within 2 seconds.', errorCode: 'timeout' });

    rx.answer = 500;
    while (d.status === 'pending') {
      t.setNow(d.nextAttemptAt);
      await deliverWebhooks(t.deps);
      [d] = await deliveries(host, mine.id);
    }
    expect(d.status).toBe('failed');
    expect(d.attempts).toBe(8);
    expect(d.log.at(-1).at).toBe('2026-11-22T12:00:00.000Z'); // the last try, a day after the first
    // Every try carried the same id and body, each signed afresh.
    const tries = at('/down');
    expect(tries).toHaveLength(8);
    expect(new Set(tries.map((r) => r.headers['webhook-id'])).size).toBe(1);
    for (const r of tries) expect(r.body).toBe(d.payload);

    // By hand: sent again now, and delivered once the receiver is back.
    rx.answer = 200;
    const other = await signedInMember(t);
    expect((await other.a.post(`/api/v1/host/webhooks/${mine.id}/deliveries/${d.id}/redeliver`)).status).toBe(404);
    const again = await json(await host.a.post(`/api/v1/host/webhooks/${mine.id}/deliveries/${d.id}/redeliver`), 200);
    expect(again.status).toBe('pending');
    await deliverWebhooks(t.deps);
    [d] = await deliveries(host, mine.id);
    expect(d).toMatchObject({ status: 'delivered', attempts: 9 });
    expect(d.log.at(-1)).toMatchObject({ statusCode: 200, byHand: true });
    expect(verified(at('/down').at(-1)!, mine.secret).type).toBe('booking.confirmed');
    await cleanUp('/down');
  });

  it("keeps each member's endpoints their own, and the operators' to admins (audited)", async () => {
    const mine = await register(host, '/own', ['booking.requested']);
    const other = await signedInMember(t);
    for (const [method, path] of [['GET', '/deliveries'], ['PATCH', ''], ['DELETE', ''], ['POST', '/rotate-secret'], ['POST', '/ping']] as const) {
      const res = await send(other.a, method, `/api/v1/host/webhooks/${mine.id}${path}`, method === 'PATCH' ? { enabled: false } : undefined);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await json(await other.a.fetch('/api/v1/host/webhooks'), 200)).endpoints).toEqual([]);
    // A host cannot reach operator endpoints through the host calls, nor call the admin ones.
    const ops = await register(admin, '/ops2', ['review.published'], '/api/v1/admin/webhooks');
    expect((await send(host.a, 'PATCH', `/api/v1/host/webhooks/${ops.id}`, { enabled: false })).status).toBe(404);
    expect((await host.a.fetch('/api/v1/admin/webhooks')).status).toBe(403);
    expect((await host.a.post('/api/v1/admin/webhooks', { url: rx.url(), eventTypes: ['booking.requested'] })).status).toBe(403);
    expect((await t.agent().fetch('/api/v1/host/webhooks')).status).toBe(401);

    // The host changes theirs; an operator's changes are audited, and no secret reaches the log.
    expect(await json(await send(host.a, 'PATCH', `/api/v1/host/webhooks/${mine.id}`, { enabled: false }), 200)).toMatchObject({ enabled: false });
    const rotated = await json(await admin.a.post(`/api/v1/admin/webhooks/${ops.id}/rotate-secret`), 200);
    expect(rotated.secret).not.toBe(ops.secret);
    const ping = await json(await admin.a.post(`/api/v1/admin/webhooks/${ops.id}/ping`), 201);
    await deliverWebhooks(t.deps);
    const pinged = verified(at('/ops2')[0]!, rotated.secret);
    expect(pinged).toMatchObject({ type: 'webhook.ping', data: { endpointId: ops.id } });
    expect(ping.eventId).toBe(at('/ops2')[0]!.headers['webhook-id']);
    const { rows } = await t.database.pool.query(`select actor_id, action, details::text from audit_events where target_type = 'webhook' and target_id = $1 order by id`, [ops.id]);
    expect(rows.map((r) => [r.actor_id, r.action])).toEqual([[admin.id, 'webhook.create'], [admin.id, 'webhook.rotate_secret']]);
    expect(rows.some((r) => r.details.includes('whsec_'))).toBe(false);
    await json(await send(admin.a, 'DELETE', `/api/v1/admin/webhooks/${ops.id}`), 200);
    await json(await send(host.a, 'DELETE', `/api/v1/host/webhooks/${mine.id}`), 200);
  });

  /** Deletes the endpoints at `path`, so later tests' events do not reach them. */
  async function cleanUp(path: string) {
    await t.database.pool.query(`delete from webhook_endpoints where url = $1`, [rx.url(path)]);
  }
});
