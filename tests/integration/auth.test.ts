import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { engines, startTestApp, type Agent, type TestApp } from './harness';
import { quickSession } from '../../src/server/features/auth/session-check';

/** Sign-up, verification, sign-in, reset and sessions through /api/auth, on both engines. */
describe.each(engines())('accounts on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  const password = 'correct horse battery';
  let n = 0;
  const newEmail = () => `member${++n}.${engine}@example.test`;

  async function signUp(a: Agent, email: string, pw = password) {
    return a.post('/api/auth/sign-up/email', { name: 'Ana Pérez', email, password: pw });
  }
  async function verifyLink(email: string) {
    const mail = await t.lastMail(email);
    const link = mail?.links.find((l) => l.includes('/verify-email?token='));
    expect(link, `a verification link was mailed to ${email}`).toBeTruthy();
    return new URL(link!);
  }
  async function verifiedMember(a = t.agent()) {
    const email = newEmail();
    expect((await signUp(a, email)).status).toBe(200);
    const link = await verifyLink(email);
    expect((await a.fetch(`/api/auth/verify-email${link.search}`)).status).toBe(200);
    return { a, email };
  }
  const session = async (a: Agent) => (await (await a.fetch('/api/auth/get-session')).json()) as { user: { email: string; emailVerified: boolean } } | null;

  it('signs up without signing in, mails a link that verifies and signs in', async () => {
    const a = t.agent();
    const email = newEmail();
    const res = await signUp(a, email);
    expect(res.status).toBe(200);
    expect(await session(a)).toBeNull();

    const mail = await t.lastMail(email);
    expect(mail!.subject).toMatch(/confirm/i);
    expect(mail!.html).toContain('Roost');
    const link = await verifyLink(email);
    expect(link.origin).toBe(t.deps.config.publicUrl);
    expect(link.pathname).toBe('/verify-email');

    const verified = await a.fetch(`/api/auth/verify-email${link.search}`);
    expect(verified.status).toBe(200);
    const s = await session(a);
    expect(s?.user.email).toBe(email);
    expect(s?.user.emailVerified).toBe(true);
  });

  it('cookies are http-only, SameSite=Lax, and last seven days', async () => {
    const { email } = await verifiedMember();
    const b = t.agent();
    const res = await b.post('/api/auth/sign-in/email', { email, password });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token'))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=604800/);
    // NODE_ENV=test is "outside development": Secure.
    expect(cookie).toMatch(/Secure/);
  });

  it('a verification link works once', async () => {
    const a = t.agent();
    const email = newEmail();
    await signUp(a, email);
    const link = await verifyLink(email);
    expect((await a.fetch(`/api/auth/verify-email${link.search}`)).status).toBe(200);
    const again = await t.agent().fetch(`/api/auth/verify-email${link.search}`);
    expect(again.status).toBe(400);
    expect((await again.json()).error.code).toBe('LINK_INVALID');
  });

  it('a verification link expires after 24 hours', async () => {
    const a = t.agent();
    const email = newEmail();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-21T08:00:00Z'));
      await signUp(a, email);
      const link = await verifyLink(email);
      vi.setSystemTime(new Date('2026-11-22T08:00:01Z'));
      const res = await a.fetch(`/api/auth/verify-email${link.search}`);
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.error.code).toBe('LINK_EXPIRED');
      expect(body.error.requestId).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a sign-up for a known address answers like a new one and tells the owner by e-mail', async () => {
    const { email } = await verifiedMember();
    const first = await signUp(t.agent(), newEmail());
    const again = await signUp(t.agent(), email, 'another long passphrase');
    expect(again.status).toBe(first.status);
    const shape = (b: { user: Record<string, unknown> }) => Object.keys(b.user).sort();
    expect(shape(await again.json())).toEqual(shape(await first.json()));
    expect((await t.lastMail(email))!.subject).toMatch(/already have an? .*account/i);
  });

  it('refuses weak, common, short and malformed input with field details', async () => {
    const a = t.agent();
    const common = await a.post('/api/auth/sign-up/email', { name: 'X', email: newEmail(), password: 'password123' });
    expect(common.status).toBe(400);
    expect((await common.json()).error).toMatchObject({ code: 'VALIDATION_FAILED', details: { password: expect.any(String) } });

    const bad = await a.post('/api/auth/sign-up/email', { name: '', email: 'not-an-email', password: 'short' });
    const body = await bad.json();
    expect(bad.status).toBe(400);
    expect(Object.keys(body.error.details).sort()).toEqual(['email', 'name', 'password']);

    const extra = await a.post('/api/auth/sign-up/email', { name: 'Ana', email: newEmail(), password, role: 'admin' });
    expect(extra.status).toBe(400);
    expect((await extra.json()).error.details).toEqual({ role: 'is not a known field' });

    const long = await a.post('/api/auth/sign-up/email', { name: 'Ana', email: newEmail(), password: 'x'.repeat(129) });
    expect((await long.json()).error.details.password).toMatch(/128/);
  });

  it('signs in and out; wrong passwords and unknown accounts get the same 401', async () => {
    const { email } = await verifiedMember();
    const b = t.agent();
    const wrong = await b.post('/api/auth/sign-in/email', { email, password: 'not the password at all' });
    const unknown = await b.post('/api/auth/sign-in/email', { email: newEmail(), password: 'not the password at all' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [w, u] = [await wrong.json(), await unknown.json()];
    expect(w.error.code).toBe('UNAUTHENTICATED');
    expect(w.error.message).toBe(u.error.message);

    expect((await b.post('/api/auth/sign-in/email', { email, password })).status).toBe(200);
    expect((await session(b))?.user.email).toBe(email);
    expect((await b.post('/api/auth/sign-out', {})).status).toBe(200);
    expect(await session(b)).toBeNull();
  });

  it('an unverified member can sign in (a member, SPEC section 1) but is marked unverified', async () => {
    const a = t.agent();
    const email = newEmail();
    await signUp(a, email);
    expect((await a.post('/api/auth/sign-in/email', { email, password })).status).toBe(200);
    expect((await session(a))?.user.emailVerified).toBe(false);
    const me = await (await a.fetch('/api/v1/me')).json();
    expect(me).toMatchObject({ email, emailVerified: false, hasPassword: true, role: 'user' });
  });

  it('limits failed sign-ins to 5 per 15 minutes per account, across addresses, with Retry-After', async () => {
    const { email } = await verifiedMember();
    for (let i = 0; i < 5; i++) {
      const res = await t.agent().post('/api/auth/sign-in/email', { email, password: `wrong password ${i}` });
      expect(res.status).toBe(401);
    }
    const limited = await t.agent().post('/api/auth/sign-in/email', { email, password });
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.code).toBe('RATE_LIMITED');
    const retry = Number(limited.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(15 * 60);

    t.setNow(new Date(t.deps.now().getTime() + 15 * 60_000 + 1000));
    expect((await t.agent().post('/api/auth/sign-in/email', { email, password })).status).toBe(200);
  });

  it('limits failed sign-ins to 5 per 15 minutes per address, across accounts', async () => {
    const a = t.agent({ ip: '192.0.2.77' });
    for (let i = 0; i < 5; i++) {
      expect((await a.post('/api/auth/sign-in/email', { email: newEmail(), password: 'wrong password here' })).status).toBe(401);
    }
    const limited = await a.post('/api/auth/sign-in/email', { email: newEmail(), password: 'wrong password here' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    // Another address is not affected.
    expect((await t.agent({ ip: '192.0.2.78' }).post('/api/auth/sign-in/email', { email: newEmail(), password: 'wrong password here' })).status).toBe(401);
  });

  it('limits reset e-mails per account and sign-ups per address', async () => {
    const email = newEmail();
    for (let i = 0; i < 5; i++) {
      expect((await t.agent().post('/api/auth/request-password-reset', { email })).status).toBe(200);
    }
    expect((await t.agent().post('/api/auth/request-password-reset', { email })).status).toBe(429);

    const a = t.agent({ ip: '192.0.2.90' });
    for (let i = 0; i < 20; i++) expect((await signUp(a, newEmail())).status).toBe(200);
    const limited = await signUp(a, newEmail());
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });

  it('reset: same answer for unknown addresses, one-use 1-hour link, signs out every other session', async () => {
    const { a: first, email } = await verifiedMember();
    const second = t.agent();
    expect((await second.post('/api/auth/sign-in/email', { email, password })).status).toBe(200);

    const known = await t.agent().post('/api/auth/request-password-reset', { email });
    const unknown = await t.agent().post('/api/auth/request-password-reset', { email: newEmail() });
    expect(known.status).toBe(unknown.status);
    expect(await known.json()).toEqual(await unknown.json());

    const mail = await t.lastMail(email);
    expect(mail!.subject).toMatch(/reset/i);
    const link = new URL(mail!.links.find((l) => l.includes('/reset-password?token='))!);
    const token = link.searchParams.get('token')!;
    const reset = await t.agent().post('/api/auth/reset-password', { token, newPassword: 'a brand new passphrase' });
    expect(reset.status).toBe(200);

    // Every session signed in before the reset stops working on its next request.
    expect(await session(first)).toBeNull();
    expect(await session(second)).toBeNull();
    // The link worked once.
    const reuse = await t.agent().post('/api/auth/reset-password', { token, newPassword: 'yet another passphrase' });
    expect(reuse.status).toBe(400);
    expect((await reuse.json()).error.code).toBe('LINK_INVALID');
    // Old password refused, new one accepted.
    expect((await t.agent().post('/api/auth/sign-in/email', { email, password })).status).toBe(401);
    expect((await t.agent().post('/api/auth/sign-in/email', { email, password: 'a brand new passphrase' })).status).toBe(200);
  });

  it('a reset link expires after an hour', async () => {
    const { email } = await verifiedMember();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date(Date.now()));
      await t.agent().post('/api/auth/request-password-reset', { email });
      const token = new URL((await t.lastMail(email))!.links.find((l) => l.includes('/reset-password'))!).searchParams.get('token')!;
      vi.setSystemTime(new Date(Date.now() + 3600_000 + 1000));
      const res = await t.agent().post('/api/auth/reset-password', { token, newPassword: 'a brand new passphrase' });
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toMatch(/^LINK_(INVALID|EXPIRED)$/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lists my sessions and revokes one: it stops working on its next request', async () => {
    const { a, email } = await verifiedMember(t.agent({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0' }));
    const phone = t.agent({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1' });
    await phone.post('/api/auth/sign-in/email', { email, password });

    const list = (await (await a.fetch('/api/v1/me/sessions')).json()).sessions as { id: string; browser: string; device: string; current: boolean }[];
    expect(list).toHaveLength(2);
    expect(list.find((s) => s.current)).toMatchObject({ browser: 'Firefox', device: 'Windows' });
    const other = list.find((s) => !s.current)!;
    expect(other).toMatchObject({ browser: 'Safari', device: 'iPhone' });

    expect((await phone.fetch('/api/v1/me')).status).toBe(200);
    expect((await a.post(`/api/v1/me/sessions/${other.id}/revoke`)).status).toBe(200);
    const after = await phone.fetch('/api/v1/me');
    expect(after.status).toBe(401);
    expect((await after.json()).error.code).toBe('UNAUTHENTICATED');
    expect((await a.fetch('/api/v1/me')).status).toBe(200);

    // Nobody revokes another member's session by changing an id.
    const { a: stranger } = await verifiedMember();
    const mine = (await (await a.fetch('/api/v1/me/sessions')).json()).sessions[0].id;
    expect((await stranger.post(`/api/v1/me/sessions/${mine}/revoke`)).status).toBe(404);
    expect((await a.fetch('/api/v1/me')).status).toBe(200);
  });

  it('checks the signed cookie and reads the session on every request; a session due for refresh is extended', async () => {
    const { a } = await verifiedMember();
    expect((await a.fetch('/api/v1/me')).status).toBe(200);
    const [name, value] = [...a.cookies].find(([k]) => k.endsWith('session_token'))!;
    const token = decodeURIComponent(value).split('.')[0]!;
    // better-auth's own cookie passes the quick check (session-check.ts), which reads the member.
    const cookie = new Headers({ cookie: `${name}=${value}` });
    expect(await quickSession(t.deps, cookie)).toMatchObject({ user_id: expect.any(String), email_verified: true });

    // A changed signature or a changed token is a visitor, not the member.
    const forged = t.agent();
    forged.cookies.set(name, encodeURIComponent(`${token}.${'A'.repeat(43)}=`));
    expect((await forged.fetch('/api/v1/me')).status).toBe(401);
    const other = t.agent();
    const signature = decodeURIComponent(value).split('.').slice(1).join('.');
    other.cookies.set(name, encodeURIComponent(`${token.slice(0, -1)}${token.endsWith('a') ? 'b' : 'a'}.${signature}`));
    expect((await other.fetch('/api/v1/me')).status).toBe(401);

    // A session past better-auth's update age (one day of seven) is slid forward, as before.
    const db = t.deps.database.db;
    const soon = new Date(Date.now() + 2 * 24 * 3600 * 1000);
    await db.updateTable('sessions').set({ expires_at: soon }).where('token', '=', token).execute();
    expect(await quickSession(t.deps, cookie)).toBeUndefined(); // better-auth's case now
    expect((await a.fetch('/api/v1/me')).status).toBe(200);
    const after = await db.selectFrom('sessions').select('expires_at').where('token', '=', token).executeTakeFirstOrThrow();
    expect(new Date(after.expires_at).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);

    // An expired session counts for nothing, at once.
    await db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('token', '=', token).execute();
    expect((await a.fetch('/api/v1/me')).status).toBe(401);
  });

  it('signs out every other session', async () => {
    const { a, email } = await verifiedMember();
    const others = [t.agent(), t.agent()];
    for (const o of others) await o.post('/api/auth/sign-in/email', { email, password });
    expect((await a.post('/api/v1/me/sessions/revoke-others')).status).toBe(200);
    for (const o of others) expect((await o.fetch('/api/v1/me')).status).toBe(401);
    expect((await a.fetch('/api/v1/me')).status).toBe(200);
  });

  it('a banned member cannot sign in', async () => {
    const { email } = await verifiedMember();
    await t.database.pool.query(`update users set status = 'banned' where email = $1`, [email]);
    const res = await t.agent().post('/api/auth/sign-in/email', { email, password });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('FORBIDDEN');
  });

  it('changes the password (other sessions signed out) and checks the current one', async () => {
    const { a, email } = await verifiedMember();
    const other = t.agent();
    await other.post('/api/auth/sign-in/email', { email, password });
    const wrong = await a.post('/api/auth/change-password', { currentPassword: 'not my password', newPassword: 'my next passphrase' });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.details).toHaveProperty('currentPassword');
    const ok = await a.post('/api/auth/change-password', { currentPassword: password, newPassword: 'my next passphrase', revokeOtherSessions: true });
    expect(ok.status).toBe(200);
    expect((await other.fetch('/api/v1/me')).status).toBe(401);
    expect((await t.agent().post('/api/auth/sign-in/email', { email, password: 'my next passphrase' })).status).toBe(200);
  });

  it('changes the e-mail only once the new address is verified; a taken one is refused', async () => {
    const { a, email } = await verifiedMember();
    const { email: taken } = await verifiedMember();
    const refused = await a.post('/api/auth/change-email', { newEmail: taken });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.code).toBe('EMAIL_TAKEN');

    const next = newEmail();
    expect((await a.post('/api/auth/change-email', { newEmail: next })).status).toBe(200);
    expect((await (await a.fetch('/api/v1/me')).json()).email).toBe(email);
    const mail = await t.lastMail(next);
    expect(mail!.subject).toMatch(/new email|confirm/i);
    const link = new URL(mail!.links.find((l) => l.includes('/verify-email?token='))!);
    expect((await a.fetch(`/api/auth/verify-email${link.search}`)).status).toBe(200);
    expect(await (await a.fetch('/api/v1/me')).json()).toMatchObject({ email: next, emailVerified: true });
  });

  it('refuses state-changing requests from a foreign Origin', async () => {
    const a = t.agent();
    const res = await a.post('/api/auth/sign-up/email', { name: 'Eve', email: newEmail(), password }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    const v1 = await a.post('/api/v1/me/sessions/revoke-others', undefined, { origin: 'https://evil.example' });
    expect(v1.status).toBe(403);
    expect((await v1.json()).error.code).toBe('FORBIDDEN');
  });

  it('asks a write without an Origin for one when it carries a session, not for the site\'s preference cookies', async () => {
    // As a script would send them: no Origin, the cookies it kept.
    const post = (path: string, body: unknown, cookie: string) => t.get(path, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9', cookie }, body: JSON.stringify(body ?? {}),
    });
    // Only the language and time-zone cookies (decision 0056): no session to defend, so no Origin asked.
    const up = await post('/api/auth/sign-up/email', { name: 'Sam Script', email: newEmail(), password }, 'roost_locale=es; roost_tz=Asia/Tokyo');
    expect(up.status, await up.clone().text()).toBe(200);
    // A session cookie among them: better-auth still wants the Origin.
    const { a, email } = await verifiedMember();
    const kept = [...a.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const again = await post('/api/auth/sign-in/email', { email, password }, `roost_tz=Asia/Tokyo; ${kept}`);
    expect(again.status).toBe(403);
    expect((await again.json()).error.code).toBe('FORBIDDEN');
  });

  it('deletes my account: identity erased, bookings kept without it, sign-in impossible', async () => {
    const { a, email } = await verifiedMember();
    const wrong = await a.post('/api/v1/me/delete', { password: 'not my password' });
    expect(wrong.status).toBe(400);
    const me = await (await a.fetch('/api/v1/me')).json();
    expect((await a.post('/api/v1/me/delete', { password })).status).toBe(200);
    expect((await a.fetch('/api/v1/me')).status).toBe(401);
    const row = (await t.database.pool.query('select email, name, deleted_at from users where id = $1', [me.id])).rows[0];
    expect(row.email).not.toContain(email.split('@')[0]);
    expect(row.name).toBe('Former member');
    expect(row.deleted_at).toBeTruthy();
    expect((await t.agent().post('/api/auth/sign-in/email', { email, password })).status).toBe(401);
    // The address is free again.
    expect((await signUp(t.agent(), email)).status).toBe(200);
  });

  it('answers unknown auth endpoints with the JSON 404', async () => {
    const res = await t.agent().post('/api/auth/delete-user', {});
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('NOT_FOUND');
  });
});
