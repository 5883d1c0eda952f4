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

  it('refuses a language the site does not have, naming the field', async () => {
    const res = await patch({ locale: 'fr' });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(body.error.details)).toContain('locale');
  });
});
