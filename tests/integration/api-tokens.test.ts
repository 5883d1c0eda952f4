import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestApp, type TestApp } from './harness';
import { signedInMember, type Member } from './members';
import { insertListing } from './factories';
import { createDraft, json } from './hosting';
import { setStatus } from '../../src/server/features/admin/operators';

/** Issue 15 §2: personal API tokens: made, listed and revoked in the account; honoured as Bearer, within their scopes. */
describe.each(engines())('personal API tokens on %s', (engine) => {
  let t: TestApp;
  let host: Member;
  let other: Member;
  let admin: Member;
  let listingId: string;
  const LIMIT = 12;
  beforeAll(async () => {
    t = await startTestApp(engine, { apiTokenRequestsPerMinute: LIMIT });
    host = await signedInMember(t, { name: 'Hana Host' });
    other = await signedInMember(t, { name: 'Otto Other' });
    admin = await signedInMember(t, { role: 'admin' });
    listingId = (await createDraft(host.a, { title: 'Token draft of Hana' })).id;
  });
  afterAll(() => t?.close());

  const create = async (m: Member, body: Record<string, unknown>) => json(await m.a.post('/api/v1/account/tokens', body), 201);
  /** Calls made by a script: a fresh client without cookies, the token in Authorization. */
  const bearer = (secret: string, extra: Record<string, string> = {}) => {
    const a = t.agent();
    return (method: string, path: string, body?: unknown) => a.fetch(path, {
      method,
      headers: { authorization: `Bearer ${secret}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...extra },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  };
  const auditOf = async (tokenId: string) =>
    (await json(await admin.a.fetch(`/api/v1/admin/audit?targetType=api_token&targetId=${tokenId}`), 200)).items as { action: string; actor: { id: string }; details: any }[];

  it('creates a token whose secret is shown once and kept only as a hash; lists and revokes it, audited', async () => {
    const made = await create(host, { name: 'Channel manager', scopes: ['listings:read', 'listings:write'], expiresInDays: 30 });
    expect(made.secret).toMatch(/^roost_pat_[A-Za-z0-9_-]{43}$/);
    expect(made.token).toMatchObject({
      name: 'Channel manager', scopes: ['listings:read', 'listings:write'], hint: made.secret.slice(0, 14),
      createdAt: '2026-11-21T12:00:00.000Z', lastUsedAt: null, expiresAt: '2026-12-21T12:00:00.000Z',
    });
    const { rows } = await t.database.pool.query('select * from api_tokens where id = $1', [made.token.id]);
    expect(JSON.stringify(rows)).not.toContain(made.secret);
    expect(rows[0].token_hash).toBe(createHash('sha256').update(made.secret).digest('hex'));

    const listed = await json(await host.a.fetch('/api/v1/account/tokens'), 200);
    expect(listed.tokens.map((x: { id: string }) => x.id)).toContain(made.token.id);
    expect(JSON.stringify(listed)).not.toContain(made.secret);
    expect(JSON.stringify(await json(await other.a.fetch('/api/v1/account/tokens'), 200))).not.toContain(made.token.id);

    // Another member cannot revoke it; its owner can, once.
    expect((await json(await other.a.post(`/api/v1/account/tokens/${made.token.id}/revoke`), 404)).error.code).toBe('NOT_FOUND');
    expect(await json(await host.a.post(`/api/v1/account/tokens/${made.token.id}/revoke`), 200)).toEqual({ ok: true });
    expect((await json(await host.a.post(`/api/v1/account/tokens/${made.token.id}/revoke`), 404)).error.code).toBe('NOT_FOUND');
    expect((await json(await host.a.fetch('/api/v1/account/tokens'), 200)).tokens.map((x: { id: string }) => x.id)).not.toContain(made.token.id);
    expect((await auditOf(made.token.id)).map((e) => [e.action, e.actor.id])).toEqual([['api_token.revoke', host.id], ['api_token.create', host.id]]);
    expect((await auditOf(made.token.id))[1]!.details).toMatchObject({ name: 'Channel manager', scopes: ['listings:read', 'listings:write'] });
  });

  it('validates the request strictly; only operators may grant the admin scope; visitors get 401', async () => {
    const bad = await json(await host.a.post('/api/v1/account/tokens', { name: '', scopes: ['listings:read', 'listings:read', 'all'], owner: 'x' }), 400);
    expect(Object.keys(bad.error.details).sort()).toEqual(['name', 'owner', 'scopes.2'].sort());
    expect((await json(await host.a.post('/api/v1/account/tokens', { name: 'x', scopes: [] }), 400)).error.details).toHaveProperty('scopes');
    expect((await json(await host.a.post('/api/v1/account/tokens', { name: 'x', scopes: ['admin'] }), 403)).error.code).toBe('FORBIDDEN');
    expect((await json(await t.agent().fetch('/api/v1/account/tokens'), 401)).error.code).toBe('UNAUTHENTICATED');
    const op = await create(admin, { name: 'Moderation bot', scopes: ['admin'] });
    expect((await json(await bearer(op.secret)('GET', '/api/v1/admin/audit?limit=1'), 200)).items).toHaveLength(1);
  });

  it('works as its member on a read and a write call, stamps last use, and audits the write', async () => {
    const { token, secret } = await create(host, { name: 'Sync', scopes: ['listings:read', 'listings:write'] });
    const call = bearer(secret);
    const mine = await json(await call('GET', '/api/v1/host/listings'), 200);
    expect(mine.listings.map((l: { id: string }) => l.id)).toContain(listingId);
    t.setNow('2026-11-21T12:00:30Z');
    const edited = await json(await call('PATCH', `/api/v1/listings/${listingId}`, { title: 'Renamed through the API' }), 200);
    expect(edited.title).toBe('Renamed through the API');
    // A token is not a browser's cookie: a write from another origin is not refused as cross-site.
    expect((await bearer(secret, { origin: 'https://elsewhere.example' })('PATCH', `/api/v1/listings/${listingId}`, { beds: 2 })).status).toBe(200);
    const cookieFromElsewhere = await host.a.fetch(`/api/v1/listings/${listingId}`, {
      method: 'PATCH', headers: { origin: 'https://elsewhere.example', 'content-type': 'application/json' }, body: JSON.stringify({ beds: 3 }),
    });
    expect(cookieFromElsewhere.status).toBe(403);
    // …and a made-up Bearer header does not carry the cookie past that check.
    const forged = await host.a.fetch(`/api/v1/listings/${listingId}`, {
      method: 'PATCH', headers: { origin: 'https://elsewhere.example', authorization: 'Bearer x', 'content-type': 'application/json' }, body: JSON.stringify({ beds: 3 }),
    });
    expect(forged.status).toBe(401);
    const listed = (await json(await host.a.fetch('/api/v1/account/tokens'), 200)).tokens.find((x: { id: string }) => x.id === token.id);
    expect(listed.lastUsedAt).toBe('2026-11-21T12:00:30.000Z');
    const audit = await auditOf(token.id);
    expect(audit.map((e) => e.action)).toEqual(['api_token.write', 'api_token.write', 'api_token.create']);
    expect(audit[0]!.details).toEqual({ method: 'PATCH', path: `/api/v1/listings/${listingId}`, status: 200 });
    t.setNow('2026-11-21T12:00:00Z');
  });

  it('books and reads bookings with the bookings scopes', async () => {
    const stay = await insertListing(t.database, host.id, { instantBook: true });
    const { secret } = await create(other, { name: 'Trips', scopes: ['bookings:read', 'bookings:write'] });
    const call = bearer(secret);
    const booked = await json(await call('POST', '/api/v1/bookings', {
      listingId: stay.id, checkIn: '2026-12-10', checkOut: '2026-12-12', adults: 2, children: 0, infants: 0, pets: 0, acceptRules: true,
    }), 201);
    expect(booked).toMatchObject({ status: 'confirmed', guest: { id: other.id } });
    expect((await json(await call('GET', `/api/v1/bookings/${booked.id}`), 200)).id).toBe(booked.id);
    expect((await json(await call('POST', `/api/v1/bookings/${booked.id}/cancel`, { reason: 'Plans changed' }), 200)).status).toBe('cancelled_by_guest');
  });

  it('refuses calls beyond its scopes, and every call no scope covers, with 403', async () => {
    const read = bearer((await create(host, { name: 'Read only', scopes: ['listings:read'] })).secret);
    expect((await json(await read('GET', `/api/v1/host/listings/${listingId}`), 200)).id).toBe(listingId);
    for (const [method, path, body] of [
      ['PATCH', `/api/v1/listings/${listingId}`, { title: 'Not allowed to do this' }],
      ['POST', `/api/v1/listings/${listingId}/calendar/block`, { from: '2026-12-01', to: '2026-12-02' }],
      ['GET', `/api/v1/listings/${listingId}/calendar/export`],
      ['GET', '/api/v1/bookings?as=host'],
      ['GET', '/api/v1/admin/audit'],
      ['GET', '/api/v1/me'],
      ['GET', '/api/v1/account/tokens'],
      ['POST', '/api/v1/account/tokens', { name: 'A token making tokens', scopes: ['listings:read'] }],
      ['GET', '/api/v1/conversations'],
      ['GET', '/api/v1/wishlists'],
      ['POST', '/api/auth/sign-out'],
    ] as const) {
      const res = await read(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect((await res.json()).error.code).toBe('FORBIDDEN');
    }
    expect((await json(await host.a.fetch(`/api/v1/host/listings/${listingId}`), 200)).title).not.toBe('Not allowed to do this');
  });

  it("finds another member's listing as hosting does: 404", async () => {
    const call = bearer((await create(other, { name: 'Snoop', scopes: ['listings:read', 'listings:write'] })).secret);
    for (const [method, path, body] of [
      ['GET', `/api/v1/host/listings/${listingId}`],
      ['PATCH', `/api/v1/listings/${listingId}`, { title: 'Taken over by Otto Other' }],
      ['DELETE', `/api/v1/listings/${listingId}`],
      ['GET', `/api/v1/listings/${listingId}/calendar?from=2026-12-01&to=2026-12-31`],
    ] as const) {
      const res = await call(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect((await res.json()).error.code).toBe('NOT_FOUND');
    }
  });

  it('answers 401 to a malformed, unknown, expired or revoked token, even beside a valid session cookie', async () => {
    const expiring = await create(host, { name: 'Short lived', scopes: ['listings:read'], expiresInDays: 1 });
    const revoked = await create(host, { name: 'Revoked', scopes: ['listings:read'] });
    await json(await host.a.post(`/api/v1/account/tokens/${revoked.token.id}/revoke`), 200);
    const unknown = `roost_pat_${'A'.repeat(43)}`;
    const check = async (authorization: string, at?: string) => {
      if (at) t.setNow(at);
      const res = await host.a.fetch('/api/v1/host/listings', { headers: { authorization } });
      t.setNow('2026-11-21T12:00:00Z');
      expect(res.status, authorization).toBe(401);
      expect((await res.json()).error).toMatchObject({ code: 'UNAUTHENTICATED', requestId: expect.any(String) });
    };
    expect((await bearer(expiring.secret)('GET', '/api/v1/host/listings')).status).toBe(200);
    await check(`Bearer ${expiring.secret}`, '2026-11-22T12:00:00Z');
    await check(`Bearer ${revoked.secret}`);
    await check(`Bearer ${unknown}`);
    await check('Bearer not-a-token');
    await check(`Bearer ${expiring.secret.slice(0, -1)}`);
    await check('Bearer');
    await check(`Basic ${Buffer.from('a:b').toString('base64')}`);
  });

  it("stops a banned member's tokens at once", async () => {
    const banned = await signedInMember(t);
    const call = bearer((await create(banned, { name: 'Mine', scopes: ['listings:read'] })).secret);
    expect((await call('GET', '/api/v1/host/listings')).status).toBe(200);
    await setStatus(t.database, banned.email, 'banned');
    expect((await json(await call('GET', '/api/v1/host/listings'), 401)).error.code).toBe('UNAUTHENTICATED');
  });

  it(`limits each token to ${LIMIT} requests a minute, with Retry-After`, async () => {
    const call = bearer((await create(host, { name: 'Busy', scopes: ['listings:read'] })).secret);
    const fresh = bearer((await create(host, { name: 'Quiet', scopes: ['listings:read'] })).secret);
    t.setNow('2026-11-21T12:10:00Z');
    for (let i = 0; i < LIMIT; i++) expect((await call('GET', '/api/v1/destinations')).status).toBe(200);
    t.setNow('2026-11-21T12:10:20Z');
    const limited = await call('GET', '/api/v1/destinations');
    expect((await json(limited, 429)).error.code).toBe('RATE_LIMITED');
    expect(limited.headers.get('retry-after')).toBe('40');
    expect((await fresh('GET', '/api/v1/destinations')).status).toBe(200);
    t.setNow('2026-11-21T12:11:01Z');
    expect((await call('GET', '/api/v1/destinations')).status).toBe(200);
    t.setNow('2026-11-21T12:00:00Z');
  });
});
