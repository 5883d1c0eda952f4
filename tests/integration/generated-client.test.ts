import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { engines, startTestApp, type Agent, type TestApp } from './harness';
import { signedInMember, type Member } from './members';
import { jpeg } from './images';
import { deliverWebhooks } from '../../src/server/features/webhooks/index';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';
import { generateClient, type GeneratedClient } from '../support/generated-client';

/**
 * Issue 15 §4: a client no one here wrote by hand. The served /api/openapi.json goes through
 * openapi-typescript; a small openapi-fetch module written against those types must pass tsc
 * (tests/support/generated-client.ts), and that same module then drives a host's whole journey
 * with API tokens, while a receiver on loopback gets the signed webhooks, verified with the
 * standardwebhooks library and the endpoint's secret.
 *
 * The client's fetch goes through the test app's agent (app.request, no socket), so every answer
 * is also checked against the document (tests/integration/openapi-responses.ts).
 */
describe.each(engines())('a generated client on %s', (engine) => {
  let t: TestApp;
  let dataDir: string;
  let rx: WebhookReceiver;
  let client: GeneratedClient;
  let api: any; // the generated module, imported at run time (its types were checked by tsc)
  let host: Member;
  let guest: Member;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roost-client-'));
    t = await startTestApp(engine, { dataDir, listingReview: 'auto', icalAllowPrivateHosts: ['127.0.0.1'], webhookTimeoutMs: 2000 });
    rx = await startWebhookReceiver();
    const served = await t.get('/api/openapi.json');
    expect(served.status).toBe(200);
    client = await generateClient(await served.json());
    api = await import(client.module);
    host = await signedInMember(t, { name: 'Hilda Host' });
    guest = await signedInMember(t, { name: 'Gael Guest' });
  });
  afterAll(async () => {
    client?.close();
    await rx?.close();
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** openapi-fetch's fetch, through an agent: a browser's session (host.a) or a fresh cookieless script. */
  const via = (a: Agent) => async (req: Request) => {
    const url = new URL(req.url);
    const body = req.method === 'GET' ? undefined : await req.arrayBuffer();
    return a.fetch(url.pathname + url.search, { method: req.method, headers: req.headers, body: body?.byteLength ? body : undefined });
  };
  const browser = (m: Member) => api.roost(t.deps.config.publicUrl, via(m.a));
  const script = (token: string) => api.roost(t.deps.config.publicUrl, via(t.agent()), token);
  const newToken = async (m: Member, name: string, scopes: string[]) => {
    const made = await browser(m).makeToken(name, scopes);
    expect(made.status, JSON.stringify(made.error)).toBe(201);
    return made as { secret: string; tokenId: string };
  };
  /** SPEC §8's error shape. */
  const refused = (r: { status: number; error: any }, status: number, code: string) => {
    expect(r.status, JSON.stringify(r.error)).toBe(status);
    expect(r.error).toEqual({ error: expect.objectContaining({ code, message: expect.any(String), requestId: expect.any(String) }) });
  };

  it('lists, photographs, publishes, blocks, is booked and accepts with tokens; the host hears each step, signed', async () => {
    const hook = await browser(host).registerWebhook(rx.url('/roost'), ['listing.published', 'booking.requested', 'booking.confirmed']);
    expect(hook.status, JSON.stringify(hook.error)).toBe(201);
    const events = async (count: number) => {
      await deliverWebhooks(t.deps);
      expect(rx.received).toHaveLength(count);
      return rx.received.map((r) => new Webhook(hook.secret).verify(r.body, r.headers) as { type: string; data: any });
    };
    const hosting = script((await newToken(host, 'Channel manager', ['listings:read', 'listings:write', 'bookings:read', 'bookings:write'])).secret);

    const draft = await hosting.createListing(api.LOFT);
    expect(draft.status, JSON.stringify(draft.error)).toBe(201);
    expect(draft.listingStatus).toBe('draft');
    const listingId: string = draft.listingId;
    const photo = new Blob([new Uint8Array(await jpeg(1200, 900))], { type: 'image/jpeg' });
    for (const caption of ['The long table', 'The port at dusk', 'Bedroom', 'Kitchen', 'Balcony']) {
      const up = await hosting.uploadPhoto(listingId, photo, caption);
      expect(up.status, JSON.stringify(up.error)).toBe(201);
      expect(up.data).toMatchObject({ caption, width: 1200, height: 900 });
    }
    const published = await hosting.submit(listingId);
    expect(published.status, JSON.stringify(published.error)).toBe(200);
    expect(published.listingStatus).toBe('published');
    const [listed] = await events(1);
    expect(listed).toMatchObject({ type: 'listing.published', data: { listingId, title: api.LOFT.title, status: 'published' } });

    expect((await hosting.block(listingId, '2026-12-24', '2026-12-27')).status).toBe(200);

    const travelling = script((await newToken(guest, 'Trips', ['bookings:read', 'bookings:write'])).secret);
    const overBlock = await travelling.book(listingId, '2026-12-23', '2026-12-26', 'Christmas?');
    expect(overBlock.status, 'the blocked nights are not for sale').toBe(409);
    const booked = await travelling.book(listingId, '2026-12-10', '2026-12-13', 'Two of us, arriving by ferry.');
    expect(booked.status, JSON.stringify(booked.error)).toBe(201);
    expect(booked.bookingStatus).toBe('requested');
    const requested = (await events(2))[1];
    expect(requested).toMatchObject({
      type: 'booking.requested',
      data: { bookingId: booked.bookingId, listingId, status: 'requested', checkIn: '2026-12-10', checkOut: '2026-12-13', guestName: guest.name },
    });

    const accepted = await hosting.accept(booked.bookingId, 'Welcome! The ferry terminal is a short walk.');
    expect(accepted.status, JSON.stringify(accepted.error)).toBe(200);
    expect(accepted.bookingStatus).toBe('confirmed');
    const confirmed = (await events(3))[2];
    expect(confirmed).toMatchObject({ type: 'booking.confirmed', data: { bookingId: booked.bookingId, status: 'confirmed', previousStatus: 'requested' } });
    // Each delivery is signed with this endpoint's secret only.
    expect(() => new Webhook(`whsec_${Buffer.from('not the secret').toString('base64')}`).verify(rx.received[2]!.body, rx.received[2]!.headers)).toThrow();
  }, 120_000);

  it('answers a call beyond the token’s scopes with 403 and a revoked token with 401, in SPEC’s error shape', async () => {
    const listingId = (await browser(host).createListing({ title: 'A draft for the scope test' })).listingId;
    const { secret: guestSecret } = await newToken(guest, 'Trips only', ['bookings:read', 'bookings:write']);
    refused(await script(guestSecret).rename(listingId, 'Not yours to rename'), 403, 'FORBIDDEN');
    const { secret, tokenId } = await newToken(host, 'Short lived', ['listings:read', 'listings:write']);
    // Host webhooks take a session only: the token cannot register one.
    refused(await script(secret).registerWebhook(rx.url('/sneaky'), ['booking.requested']), 403, 'FORBIDDEN');
    expect((await script(secret).myListings()).status).toBe(200);
    expect((await browser(host).revokeToken(tokenId)).status).toBe(200);
    refused(await script(secret).myListings(), 401, 'UNAUTHENTICATED');
    refused(await script(secret).rename(listingId, 'After revoking'), 401, 'UNAUTHENTICATED');
  });
});
