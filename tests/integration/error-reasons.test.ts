import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestApp, type TestApp } from './harness';
import { insertUser } from './factories';
import { MEMBER_PASSWORD, signInAs } from './members';

/**
 * Issue 13 §6: where an error's code alone would mislead a reader who does not get the server's
 * English sentence (a wrong password answers 401, "log in to continue"), the error names a finer
 * cause (`reason`), which the web words in the reader's language.
 */
describe.each(engines())('errors that name their cause, on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t?.close());

  const error = async (res: Response) => ((await res.json()) as { error: { code: string; reason?: string; details?: Record<string, string> } }).error;
  const user = () => insertUser(t.database, { password: MEMBER_PASSWORD, email: `r.${Math.random().toString(36).slice(2)}@example.test` });

  it('a wrong password at sign-in, and a suspended account', async () => {
    const u = await user();
    const wrong = await t.agent().post('/api/auth/sign-in/email', { email: u.email, password: 'not the password at all' });
    expect(wrong.status).toBe(401);
    expect(await error(wrong)).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'wrong_credentials' });
    await t.database.pool.query(`update users set status = 'banned' where id = $1`, [u.id]);
    const banned = await t.agent().post('/api/auth/sign-in/email', { email: u.email, password: MEMBER_PASSWORD });
    expect(banned.status).toBe(403);
    expect(await error(banned)).toMatchObject({ code: 'FORBIDDEN', reason: 'account_suspended' });
  });

  it('a wrong current password when changing it, and a common new one', async () => {
    const m = await signInAs(t, await user());
    const wrong = await m.a.post('/api/auth/change-password', { currentPassword: 'not my password at all', newPassword: 'a brand new passphrase' });
    expect(wrong.status).toBe(400);
    expect(await error(wrong)).toMatchObject({ code: 'VALIDATION_FAILED', reason: 'wrong_password', details: { currentPassword: expect.any(String) } });
    const common = await m.a.post('/api/auth/change-password', { currentPassword: MEMBER_PASSWORD, newPassword: 'password123' });
    expect(common.status).toBe(400);
    expect(await error(common)).toMatchObject({ code: 'VALIDATION_FAILED', reason: 'common_password' });
  });

  it('sign-ups closed by the operator', async () => {
    await t.database.pool.query(`insert into settings (key, value, updated_at) values ('signupsOpen', 'false', now())`);
    await new Promise((r) => setTimeout(r, 1100)); // the settings' cache
    const res = await t.agent().post('/api/auth/sign-up/email', { name: 'Nadia', email: 'nadia@example.test', password: 'correct horse battery' });
    expect(res.status).toBe(403);
    expect(await error(res)).toMatchObject({ code: 'FORBIDDEN', reason: 'signups_closed' });
  });
});
