import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestApp, type TestApp } from './harness';
import { signedInMember, type Member } from './members';

/** Issue 13 §6: a member's language is theirs to set (footer switcher, /account), and their session carries it. */
describe.each(engines())('a member’s language on %s', (engine) => {
  let t: TestApp;
  let m: Member;
  beforeAll(async () => {
    t = await startTestApp(engine);
    m = await signedInMember(t, { name: 'Lucía' });
  });
  afterAll(() => t.close());

  const patch = (body: unknown) => m.a.fetch('/api/v1/me', { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const session = async () => ((await (await m.a.fetch('/api/auth/get-session')).json()) as { user: { locale?: string | null } }).user;

  it('follows the browser until the member chooses (null), then keeps the choice', async () => {
    expect((await (await m.a.fetch('/api/v1/me')).json()).locale).toBeNull();
    const res = await patch({ locale: 'es' });
    expect(res.status).toBe(200);
    expect((await res.json()).locale).toBe('es');
    expect((await session()).locale).toBe('es');
    expect((await (await patch({ locale: null })).json()).locale).toBeNull();
  });

  it('mails a new member in the language of the page they signed up from', async () => {
    const email = `nueva.${Date.now().toString(36)}@example.test`;
    const a = t.agent();
    expect((await a.post('/api/auth/sign-up/email', { name: 'Nuria', email, password: 'correct horse battery' }, { 'accept-language': 'es-ES,es;q=0.9' })).status).toBe(200);
    const mail = await t.lastMail(email);
    expect(mail?.subject).toMatch(/^Confirma tu correo en /);
    expect(mail?.text).toContain('Hola, Nuria:');
    expect(mail?.html).toContain('<html lang="es">');
    expect(mail?.text).toContain('Enviado por ');
  });

  it('mails a member in their own language whatever the browser asking', async () => {
    await patch({ locale: 'es' });
    const a = t.agent();
    expect((await a.post('/api/auth/request-password-reset', { email: m.email }, { 'accept-language': 'en-US' })).status).toBe(200);
    expect((await t.lastMail(m.email))?.subject).toMatch(/^Restablece tu contraseña de /);
    await patch({ locale: null });
    expect((await a.post('/api/auth/request-password-reset', { email: m.email }, { 'accept-language': 'en-US' })).status).toBe(200);
    expect((await t.lastMail(m.email))?.subject).toMatch(/^Reset your /);
  });

  it('refuses a language the site does not have, naming the field', async () => {
    const res = await patch({ locale: 'fr' });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(body.error.details)).toContain('locale');
  });
});
