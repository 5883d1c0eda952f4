import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestApp, type Agent, type TestApp } from './harness';
import { insertListing, insertUser } from './factories';
import { MEMBER_PASSWORD } from './members';
import { decoded, startSmtp } from './smtp';
import { deliverNotificationEmails } from '../../src/server/features/notifications';

/**
 * Issue 13 §6: a member who never chose a language (locale null: follow the browser) gets
 * notification e-mails in the language of the pages they last signed in from, not English; their
 * own setting still wins. Delivered to a real SMTP server on loopback.
 */
describe.each(engines())('e-mails in the language a member last used, on %s', (engine) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp(engine, { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: 'Roost <no-reply@stays.example.org>' });
    t.setNow('2026-11-21T12:00:00Z');
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  let n = 0;
  const member = async (name: string) => insertUser(t.database, { password: MEMBER_PASSWORD, name, email: `m${++n}.${Date.now().toString(36)}@example.test` });
  const signIn = async (email: string, headers: Record<string, string>) => {
    const a = t.agent();
    expect((await a.post('/api/auth/sign-in/email', { email, password: MEMBER_PASSWORD }, headers)).status).toBe(200);
    return a;
  };
  const lastLocale = async (id: string) => (await t.database.pool.query('select last_locale from users where id = $1', [id])).rows[0].last_locale;
  /** A guest asks to book one of the host's listings; the host's e-mail copy is delivered and returned. */
  const requestFrom = async (guest: Agent, hostId: string, hostEmail: string) => {
    const l = await insertListing(t.database, hostId, { instantBook: false });
    const before = smtp.received.length;
    const res = await guest.post('/api/v1/bookings', { listingId: l.id, checkIn: '2026-12-10', checkOut: '2026-12-13', adults: 2, acceptRules: true });
    expect(res.status).toBe(201);
    await deliverNotificationEmails(t.deps);
    const mail = smtp.received.slice(before).find((m) => m.to.includes(hostEmail));
    expect(mail, `an e-mail reached ${hostEmail}`).toBeTruthy();
    return decoded(mail!.raw);
  };

  it('writes to a member in the language of the browser they signed in from', async () => {
    const host = await member('Hugo');
    await signIn(host.email, { 'accept-language': 'es-AR,es;q=0.9,en;q=0.5' });
    expect(await lastLocale(host.id)).toBe('es');
    const guest = await member('Gala');
    const mail = await requestFrom(await signIn(guest.email, { 'accept-language': 'en-US' }), host.id, host.email);
    expect(mail).toMatch(/^Subject: Nueva solicitud de Gala\r?$/m);
    expect(mail).toContain('Hola, Hugo:');
    expect(mail).toContain('<html lang="es">');
  });

  it('takes the footer switcher’s cookie over the browser, and keeps the last language when a sign-in says none', async () => {
    const host = await member('Héctor');
    await signIn(host.email, { 'accept-language': 'en-GB', cookie: 'roost_locale=es' });
    expect(await lastLocale(host.id)).toBe('es');
    await signIn(host.email, {});
    expect(await lastLocale(host.id)).toBe('es');
    await signIn(host.email, { 'accept-language': 'en-GB' });
    expect(await lastLocale(host.id)).toBe('en');
    const guest = await signIn((await member('Gil')).email, { 'accept-language': 'es' });
    expect(await requestFrom(guest, host.id, host.email)).toMatch(/^Subject: New request from Gil\r?$/m);
  });

  it('lets the member’s own setting win over the language they last used', async () => {
    const host = await member('Hanna');
    const a = await signIn(host.email, { 'accept-language': 'es' });
    const set = await a.fetch('/api/v1/me', { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ locale: 'en' }) });
    expect(set.status).toBe(200);
    const guest = await signIn((await member('Gert')).email, { 'accept-language': 'es' });
    expect(await requestFrom(guest, host.id, host.email)).toMatch(/^Subject: New request from Gert\r?$/m);
  });

  it('writes to a member who never said a language in English', async () => {
    const host = await member('Henry');
    await signIn(host.email, {});
    expect(await lastLocale(host.id)).toBeNull();
    const guest = await signIn((await member('Gus')).email, { 'accept-language': 'es' });
    expect(await requestFrom(guest, host.id, host.email)).toMatch(/^Subject: New request from Gus\r?$/m);
  });
});
