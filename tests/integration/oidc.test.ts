import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestApp, type Agent, type TestApp } from './harness';
import { startOidcProvider, type OidcTestProvider } from '../support/oidc-provider';
import { signedInMember } from './members';

/**
 * "Continue with <provider>" against a real OpenID provider: the Roost side runs in-process through
 * the harness agent, the provider side over real HTTP with its own cookie jar.
 */
describe.each(engines())('OpenID Connect sign-in on %s', (engine) => {
  const publicUrl = 'http://127.0.0.1:3913';
  const providerId = 'test-idp';
  const password = 'correct horse battery';
  let idp: OidcTestProvider;
  let t: TestApp;
  let n = 0;
  const person = (over: { email_verified?: boolean; email?: string } = {}) => {
    const sub = `person-${++n}-${engine}`;
    const user = { sub, email: `${sub}@idp.example.test`, email_verified: true, name: `Person ${n}`, ...over };
    idp.users.set(sub, user);
    return user;
  };

  beforeAll(async () => {
    idp = await startOidcProvider({ redirectUris: [`${publicUrl}/api/auth/oauth2/callback/${providerId}`] });
    t = await startTestApp(engine, {
      publicUrl,
      oidcProviders: [{ id: providerId, name: 'Test IdP', issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret }],
    });
  });
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  /** Starts the flow at Roost, logs in and consents at the provider, and returns where it sends the browser back. */
  async function throughProvider(a: Agent, sub: string) {
    const start = await a.post('/api/auth/sign-in/oauth2', { providerId, callbackURL: '/', errorCallbackURL: '/login' });
    expect(start.status).toBe(200);
    const { url } = (await start.json()) as { url: string };
    expect(url.startsWith(`${idp.issuer}/`)).toBe(true);

    const jar = new Map<string, string>();
    let next = new URL(url);
    let init: RequestInit = {};
    for (let hop = 0; hop < 20; hop++) {
      const headers = new Headers(init.headers);
      if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
      const res = await fetch(next, { ...init, headers, redirect: 'manual' });
      for (const line of res.headers.getSetCookie()) {
        const [pair, ...attrs] = line.split(';');
        const [name, value] = [pair!.slice(0, pair!.indexOf('=')).trim(), pair!.slice(pair!.indexOf('=') + 1).trim()];
        if (!value || attrs.some((x) => /expires=Thu, 01 Jan 1970/i.test(x))) jar.delete(name);
        else jar.set(name, value);
      }
      if (res.status >= 300 && res.status < 400) {
        next = new URL(res.headers.get('location')!, next);
        init = {};
        if (next.origin === publicUrl) return next;
        continue;
      }
      const html = await res.text();
      expect(res.status, html).toBe(200);
      // The provider's pages: a login form, then a consent form.
      const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
      const prompt = html.match(/name="prompt" value="([a-z]+)"/)?.[1];
      expect(action && prompt, 'a login or consent form').toBeTruthy();
      const form: Record<string, string> = prompt === 'login' ? { prompt, login: sub, password: 'not checked' } : { prompt: prompt! };
      next = new URL(action!.replace(/&amp;/g, '&'), next);
      init = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() };
    }
    throw new Error('the provider never sent the browser back to Roost');
  }

  /** The whole round trip; returns Roost's answer to the callback. */
  async function signInWithProvider(a: Agent, sub: string) {
    const back = await throughProvider(a, sub);
    expect(back.pathname).toBe(`/api/auth/oauth2/callback/${providerId}`);
    expect(back.searchParams.get('code')).toBeTruthy();
    return a.fetch(`${back.pathname}${back.search}`);
  }

  const session = async (a: Agent) => (await (await a.fetch('/api/auth/get-session')).json()) as { user: { id: string; email: string } } | null;
  const me = async (a: Agent) => (await a.fetch('/api/v1/me')).json();
  const accounts = async (userId: string) =>
    (await t.database.pool.query('select provider_id, account_id from accounts where user_id = $1 order by provider_id', [userId])).rows as { provider_id: string; account_id: string }[];

  async function verifiedPasswordMember(email: string) {
    const a = t.agent();
    expect((await a.post('/api/auth/sign-up/email', { name: 'Ana Pérez', email, password })).status).toBe(200);
    const link = (await t.lastMail(email))!.links.find((l) => l.includes('/verify-email?token='))!;
    expect((await a.fetch(`/api/auth/verify-email${new URL(link).search}`)).status).toBe(200);
    return (await me(a)) as { id: string };
  }

  it('lists the provider in the public config', async () => {
    const config = await (await t.get('/api/v1/config')).json();
    expect(config.authProviders).toEqual([{ id: providerId, name: 'Test IdP' }]);
  });

  it('a first sign-in creates a verified member with the provider’s name and e-mail, and signs in', async () => {
    const p = person();
    const a = t.agent();
    const res = await signInWithProvider(a, p.sub);
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get('location')!, publicUrl).pathname).toBe('/');
    expect(res.headers.getSetCookie().some((c) => c.includes('session_token'))).toBe(true);

    const m = await me(a);
    expect(m).toMatchObject({ email: p.email, name: p.name, emailVerified: true, hasPassword: false });
    expect(await accounts(m.id)).toEqual([{ provider_id: providerId, account_id: p.sub }]);
  });

  it('refuses a first sign-in while sign-ups are closed (console settings), and still lets a member in', async () => {
    const known = person();
    expect((await signInWithProvider(t.agent(), known.sub)).status).toBe(302);
    const admin = await signedInMember(t, { role: 'admin' });
    const setOpen = async (signupsOpen: boolean) =>
      expect((await admin.a.fetch('/api/v1/admin/settings', { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ signupsOpen }) })).status).toBe(200);
    await setOpen(false);
    try {
      const stranger = person();
      const a = t.agent();
      const res = await signInWithProvider(a, stranger.sub);
      expect(res.status).toBe(302);
      const to = new URL(res.headers.get('location')!, publicUrl);
      expect(to.pathname).toBe('/login');
      expect(to.searchParams.get('error')).toBeTruthy();
      expect(await session(a)).toBeNull();
      expect((await t.database.pool.query('select 1 from users where email = $1', [stranger.email])).rowCount).toBe(0);

      const back = await signInWithProvider(t.agent(), known.sub);
      expect(new URL(back.headers.get('location')!, publicUrl).pathname).toBe('/');
    } finally {
      await setOpen(true);
    }
  });

  it('a second sign-in reuses the same member', async () => {
    const p = person();
    const first = t.agent();
    expect((await signInWithProvider(first, p.sub)).status).toBe(302);
    const id = (await me(first)).id;

    const second = t.agent();
    expect((await signInWithProvider(second, p.sub)).status).toBe(302);
    expect((await me(second)).id).toBe(id);
    expect(await accounts(id)).toHaveLength(1);
    const { rows } = await t.database.pool.query('select count(*)::int as n from users where lower(email) = lower($1)', [p.email]);
    expect(rows[0].n).toBe(1);
  });

  it('links to an existing verified password account when the provider asserts the same e-mail as verified', async () => {
    const p = person();
    const existing = await verifiedPasswordMember(p.email);

    const a = t.agent();
    const res = await signInWithProvider(a, p.sub);
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get('location')!, publicUrl).pathname).toBe('/');
    expect((await me(a)).id).toBe(existing.id);
    expect((await accounts(existing.id)).map((r) => r.provider_id)).toEqual(['credential', providerId]);
    // The password still works too.
    expect((await t.agent().post('/api/auth/sign-in/email', { email: p.email, password })).status).toBe(200);
  });

  it('does not link when the provider says the e-mail is unverified: back to the login page with an error, no session', async () => {
    const p = person({ email_verified: false });
    const existing = await verifiedPasswordMember(p.email);

    const a = t.agent();
    const res = await signInWithProvider(a, p.sub);
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get('location')!, publicUrl);
    expect(to.pathname).toBe('/login');
    expect(to.searchParams.get('error')).toBeTruthy();
    expect(res.headers.getSetCookie().some((c) => c.includes('session_token=') && !/max-age=0/i.test(c))).toBe(false);
    expect(await session(a)).toBeNull();
    expect((await a.fetch('/api/v1/me')).status).toBe(401);
    expect((await accounts(existing.id)).map((r) => r.provider_id)).toEqual(['credential']);
  });

  it('does not link to an account whose owner never verified the address, even when the provider vouches for it', async () => {
    // Someone may have signed up with another person's address; the real owner must not inherit that password.
    const p = person();
    expect((await t.agent().post('/api/auth/sign-up/email', { name: 'Squatter', email: p.email, password })).status).toBe(200);
    const squatter = (await t.database.pool.query('select id from users where lower(email) = lower($1)', [p.email])).rows[0].id as string;

    const a = t.agent();
    const res = await signInWithProvider(a, p.sub);
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get('location')!, publicUrl).pathname).toBe('/login');
    expect(await session(a)).toBeNull();
    expect((await accounts(squatter)).map((r) => r.provider_id)).toEqual(['credential']);
  });

  it('uses PKCE with S256, and the provider (which requires it) accepts the code exchange', async () => {
    const p = person();
    const a = t.agent();
    const before = idp.authorizationRequests.length;
    expect((await signInWithProvider(a, p.sub)).status).toBe(302);
    const request = idp.authorizationRequests[before]!;
    expect(request.get('code_challenge_method')).toBe('S256');
    expect(request.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(request.get('response_type')).toBe('code');
    expect(request.get('scope')?.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
    expect(request.get('redirect_uri')).toBe(`${publicUrl}/api/auth/oauth2/callback/${providerId}`);
    expect(await session(a)).not.toBeNull();

    // …and the test provider really does refuse an authorization request without it.
    const bare = new URL(`${idp.issuer}/auth`);
    for (const k of ['client_id', 'response_type', 'redirect_uri', 'scope', 'state']) bare.searchParams.set(k, request.get(k)!);
    const refused = await fetch(bare, { redirect: 'manual' });
    const answer = new URL(refused.headers.get('location')!).searchParams;
    expect(answer.get('error')).toBe('invalid_request');
    expect(answer.get('error_description')).toMatch(/PKCE/);
  });

  it('a callback Roost cannot place (no state) lands on the login page with an error, not on an API 404', async () => {
    const a = t.agent();
    const res = await a.fetch(`/api/auth/oauth2/callback/${providerId}?code=forged`);
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get('location')!, publicUrl);
    expect(to.origin + to.pathname).toBe(`${publicUrl}/login`);
    expect(to.searchParams.get('error')).toBeTruthy();
    expect(await session(a)).toBeNull();
  });

  it('refuses a callback that arrives in another browser (no state cookie): no session', async () => {
    const p = person();
    const back = await throughProvider(t.agent(), p.sub);
    const other = t.agent();
    const res = await other.fetch(`${back.pathname}${back.search}`);
    expect(res.status).toBe(302);
    expect(res.headers.getSetCookie().some((c) => c.includes('session_token=') && !/max-age=0/i.test(c))).toBe(false);
    expect(await session(other)).toBeNull();
  });
});

describe('OpenID Connect discovery', () => {
  it('an identity provider that is down when Roost starts works once it is up, without a restart', async () => {
    const publicUrl = 'http://127.0.0.1:3914';
    const redirectUris = [`${publicUrl}/api/auth/oauth2/callback/late-idp`];
    // Learn a free port, then leave it empty while Roost starts.
    const probe = await startOidcProvider({ redirectUris });
    const { issuer, clientId, clientSecret } = probe;
    await probe.close();
    const t = await startTestApp('pglite', { publicUrl, oidcProviders: [{ id: 'late-idp', name: 'Late', issuer, clientId, clientSecret }] });
    let idp: OidcTestProvider | undefined;
    try {
      const a = t.agent();
      const body = { providerId: 'late-idp', callbackURL: '/', errorCallbackURL: '/login' };
      const down = await a.post('/api/auth/sign-in/oauth2', body);
      expect(down.status).toBeGreaterThanOrEqual(400);
      expect((await down.json()).error.code).toBeTruthy();

      idp = await startOidcProvider({ port: Number(new URL(issuer).port), redirectUris, clientId, clientSecret });
      const up = await a.post('/api/auth/sign-in/oauth2', body);
      expect(up.status).toBe(200);
      expect((await up.json()).url.startsWith(`${issuer}/auth?`)).toBe(true);
    } finally {
      await t.close();
      await idp?.close();
    }
  });
});
