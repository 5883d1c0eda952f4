import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The server sends the built web app from `dist/web` under its working directory, which API tests
// do not build. This file's process works from a folder holding the page the build starts from
// (src/web/index.html: the same <title>) so the served HTML can be read; the static header `/` is
// painted with is the real one (src/server/web/landing-shell.html). Set before the app is imported.
const cwd = await vi.hoisted(async () => {
  const fs = await import('node:fs');
  const os = await import('node:os');
  const path = await import('node:path');
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'roost-site-name-'));
  fs.mkdirSync(path.join(root, 'dist/web/assets'), { recursive: true });
  fs.copyFileSync(path.resolve('src/web/index.html'), path.join(root, 'dist/web/index.html'));
  const was = process.cwd();
  process.chdir(root);
  return { was, root };
});

const { engines, startTestApp } = await import('./harness');
const { insertUser } = await import('./factories');
const { MEMBER_PASSWORD, signInAs } = await import('./members');
const { decoded, startSmtp } = await import('./smtp');
type TestApp = Awaited<ReturnType<typeof startTestApp>>;

afterAll(async () => {
  process.chdir(cwd.was);
  (await import('node:fs')).rmSync(cwd.root, { recursive: true, force: true });
});

/**
 * Issue 14, settings: the site's name is the operator's setting, shown everywhere without a
 * restart — in sign-in e-mails (received by a real SMTP server on loopback), their sender, the
 * authenticator app's label, and the HTML the server sends — in this process at once and in
 * another process on the same database within the settings' one-second cache.
 */
describe.each(engines())('the site’s name as the operator sets it, on %s', (engine) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  let other: TestApp;
  let admin: Awaited<ReturnType<typeof signInAs>>;

  beforeAll(async () => {
    smtp = await startSmtp();
    const config = { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, siteName: 'Roost', mailFrom: 'Roost <no-reply@stays.example.org>' };
    t = await startTestApp(engine, config);
    other = await startTestApp(engine, config, { sameDatabaseAs: t });
    const user = await insertUser(t.database, { password: MEMBER_PASSWORD, name: 'Olga Operator' });
    await t.database.pool.query(`update users set role = 'admin' where id = $1`, [user.id]);
    admin = await signInAs(t, user);
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
    await smtp?.close();
  });

  const page = async (app: TestApp, path: string) => {
    const res = await app.get(`http://127.0.0.1${path}`, { headers: { 'accept-language': 'en' } });
    expect(res.status).toBe(200);
    return res.text();
  };
  const mailTo = async (to: string) => {
    for (let i = 0; i < 50; i++) {
      const m = smtp.received.find((r) => r.to.includes(to));
      if (m) return m;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no e-mail reached ${to}`);
  };

  it('starts with the name it was started with', async () => {
    expect(await page(t, '/')).toMatch(/<title>Roost — /);
    // Both processes have read the settings, so the other one holds them in its cache.
    expect(await page(other, '/about')).toMatch(/<title>Roost — /);
  });

  it('after a save, sends pages, sign-up e-mails and the authenticator label under the new name', async () => {
    const saved = await admin.a.fetch('/api/v1/admin/settings', {
      method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ siteName: 'Casa Norte' }),
    });
    expect(saved.status).toBe(200);

    const landing = await page(t, '/');
    expect(landing).toMatch(/<title>Casa Norte — /);
    // The static header `/` is painted with: its wordmark and its link's name.
    expect(landing).toMatch(/<span class="[^"]*wordmark[^"]*">Casa Norte<\/span>/);
    expect(landing).toContain('aria-label="Casa Norte home"');
    expect(landing).not.toMatch(/>Roost<\/span>/);
    expect(await page(t, '/help')).toMatch(/<title>Casa Norte — /);

    const email = `nueva.${Date.now().toString(36)}@example.test`;
    expect((await t.agent().post('/api/auth/sign-up/email', { name: 'Nora', email, password: 'correct horse battery' })).status).toBe(200);
    const mail = decoded((await mailTo(email)).raw);
    expect(mail).toMatch(/^Subject: Confirm your email for Casa Norte\r?$/m);
    expect(mail).toMatch(/^From: Casa Norte <no-reply@stays\.example\.org>\r?$/m);
    expect(mail).toContain('to finish setting up your Casa Norte account');
    expect(mail).toContain('Sent by Casa Norte');
    expect(mail).not.toContain('Roost');

    const enabled = await admin.a.post('/api/auth/two-factor/enable', { password: MEMBER_PASSWORD });
    expect(enabled.status).toBe(200);
    const uri = new URL(((await enabled.json()) as { totpURI: string }).totpURI);
    expect(uri.searchParams.get('issuer')).toBe('Casa Norte');
    expect(decodeURIComponent(uri.pathname)).toMatch(/Casa Norte:/);
  });

  it('and another process on the same database follows within a second, without a restart', async () => {
    await new Promise((r) => setTimeout(r, 1100));
    expect(await page(other, '/about')).toMatch(/<title>Casa Norte — /);
    const email = `otra.${Date.now().toString(36)}@example.test`;
    expect((await other.agent().post('/api/auth/sign-up/email', { name: 'Otto', email, password: 'correct horse battery' })).status).toBe(200);
    expect(decoded((await mailTo(email)).raw)).toMatch(/^Subject: Confirm your email for Casa Norte\r?$/m);
  });
});
