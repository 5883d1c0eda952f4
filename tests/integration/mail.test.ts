import { Writable } from 'node:stream';
import { Hono } from 'hono';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/pool';
import { verifyEmail, resetPassword } from '../../src/server/features/mail/auth-emails';
import { createMailer, type Mailer } from '../../src/server/features/mail/mailer';
import { outboxRoutes } from '../../src/server/features/mail/outbox-routes';
import { securityHeaders } from '../../src/server/http/security';
import { engines, openTestDatabase, startTestApp } from './harness';
import { startSmtp } from './smtp';

/** A logger whose JSON lines the test can read. */
function captureLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      lines.push(JSON.parse(String(chunk)));
      cb();
    },
  });
  return { log: pino({ level: 'info' }, stream), lines };
}

const site = { siteName: 'Harbour Stays', publicUrl: 'https://stays.example.org' };

describe('mailer with SMTP_URL (a real SMTP server on loopback)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let mailer: Mailer;

  beforeAll(async () => {
    smtp = await startSmtp();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/roost-unused', SITE_NAME: 'Harbour Stays', SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Harbour Stays <hello@stays.example.org>' });
    // The database must not be touched in SMTP mode: a stand-in that throws proves it.
    const database = new Proxy({}, { get: () => { throw new Error('database used in SMTP mode'); } }) as Database;
    mailer = createMailer({ config, database, log: pino({ level: 'silent' }) });
  });
  afterAll(async () => {
    await mailer?.close();
    await smtp?.close();
  });

  it('delivers a multipart message with text and HTML, subject, sender and recipient', async () => {
    const url = 'https://stays.example.org/api/auth/verify-email?token=abc123&callbackURL=%2F';
    const mail = verifyEmail({ ...site, name: 'Ana', url });
    await mailer.send({ to: 'ana@example.org', ...mail });

    expect(smtp.received).toHaveLength(1);
    const { from, to, raw } = smtp.received[0];
    expect(from).toBe('hello@stays.example.org');
    expect(to).toEqual(['ana@example.org']);
    expect(raw).toMatch(/^To: ana@example\.org\r?$/m);
    expect(raw).toMatch(/^From: Harbour Stays <hello@stays\.example\.org>\r?$/m);
    expect(raw).toMatch(/^Subject: Confirm your email for Harbour Stays\r?$/m);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(raw).toMatch(/^Content-Type: text\/plain; charset=utf-8\r?$/m);
    expect(raw).toMatch(/^Content-Type: text\/html; charset=utf-8\r?$/m);
    // Parts may be quoted-printable: undo soft line breaks and =XX escapes before looking inside.
    const decoded = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    expect(decoded).toContain(url);
    expect(decoded).toContain('href="https://stays.example.org/api/auth/verify-email?token=abc123&amp;callbackURL=%2F"');
  });

  it('throws when the server refuses the message, so the caller can tell the person', async () => {
    const before = smtp.received.length;
    await expect(mailer.send({ to: 'refused@example.org', ...resetPassword({ ...site, name: 'X', url: 'https://stays.example.org/r' }) })).rejects.toThrow(/No such user/);
    expect(smtp.received).toHaveLength(before);
  });

  it('throws when no SMTP server answers', async () => {
    const down = await startSmtp();
    await down.close();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/roost-unused', SMTP_URL: `smtp://127.0.0.1:${down.port}?connectionTimeout=2000` });
    const m = createMailer({ config, database: {} as Database, log: pino({ level: 'silent' }) });
    await expect(m.send({ to: 'a@example.org', subject: 's', text: 't', html: '<p>h</p>' })).rejects.toThrow();
    await m.close();
  });
});

describe.each(engines())('mailer without SMTP_URL: outbox on %s', (engine) => {
  let database: Database;
  let app: Hono;
  let logged: ReturnType<typeof captureLog>;
  let mailer: Mailer;
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/roost-unused', SITE_NAME: 'Harbour Stays' });

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    logged = captureLog();
    mailer = createMailer({ config, database, log: logged.log });
    const deps = { config, database }; // all the outbox pages need
    app = new Hono();
    app.use('*', securityHeaders(config));
    app.route('/dev/outbox', outboxRoutes(deps));
  });
  afterEach(() => {
    logged.lines.length = 0;
  });
  afterAll(async () => {
    await mailer?.close();
    await database?.close();
  });

  it('stores the message and logs its links', async () => {
    const url = 'https://stays.example.org/api/auth/verify-email?token=first&callbackURL=%2F';
    await mailer.send({ to: 'Ana@Example.org', ...verifyEmail({ ...site, name: 'Ana', url }) });

    const { rows } = await database.pool.query('select to_address, subject, text_body, html_body, sent_at from outbox');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ to_address: 'Ana@Example.org', subject: 'Confirm your email for Harbour Stays', sent_at: null });
    expect(rows[0].text_body).toContain(url);
    expect(rows[0].html_body).toContain('<!DOCTYPE html>');

    const line = logged.lines.find((l) => l.msg === 'mail to outbox');
    expect(line).toMatchObject({ level: 30, to: 'Ana@Example.org', subject: 'Confirm your email for Harbour Stays' });
    expect(line!.links).toEqual([url, 'https://stays.example.org/']);
  });

  it('serves the messages newest first as JSON, filtered by recipient in any case', async () => {
    await mailer.send({ to: 'bo@example.org', ...resetPassword({ ...site, name: 'Bo', url: 'https://stays.example.org/reset?token=bo1' }) });
    await mailer.send({ to: 'ana@example.org', ...resetPassword({ ...site, name: 'Ana', url: 'https://stays.example.org/reset?token=ana2' }) });

    const all = await (await app.request('/dev/outbox/messages.json')).json();
    expect(all.messages.map((m: { to: string }) => m.to)).toEqual(['ana@example.org', 'bo@example.org', 'Ana@Example.org']);

    const res = await app.request('/dev/outbox/messages.json?to=ANA@example.ORG');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { messages } = await res.json();
    expect(messages).toHaveLength(2);
    const [newest, oldest] = messages;
    expect(newest).toMatchObject({ to: 'ana@example.org', subject: 'Reset your Harbour Stays password' });
    expect(newest.links[0]).toBe('https://stays.example.org/reset?token=ana2');
    expect(newest.text).toContain('https://stays.example.org/reset?token=ana2');
    expect(newest.html).toContain('Reset your password');
    expect(Object.keys(newest).sort()).toEqual(['createdAt', 'html', 'id', 'links', 'subject', 'text', 'to']);
    expect(Date.parse(newest.createdAt)).toBeGreaterThanOrEqual(Date.parse(oldest.createdAt));
    expect(oldest.links[0]).toContain('token=first');

    const none = await (await app.request('/dev/outbox/messages.json?to=nobody@example.org')).json();
    expect(none.messages).toEqual([]);
  });

  it('renders an HTML page listing each message with its links as plain anchors, no scripts', async () => {
    const res = await app.request('/dev/outbox?to=bo@example.org');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<h1>Outbox</h1>');
    expect(html).toContain('Reset your Harbour Stays password');
    expect(html).toContain('<a href="https://stays.example.org/reset?token=bo1">https://stays.example.org/reset?token=bo1</a>');
    expect(html).not.toContain('token=ana2');
    expect(html).not.toMatch(/<script|<iframe/i);
    // Each message's HTML part opens on its own page, as the recipient would see it.
    const view = /href="(\/dev\/outbox\/messages\/[^"]+)"/.exec(html)![1]!;
    const message = await app.request(view);
    expect(message.headers.get('content-type')).toMatch(/^text\/html/);
    const newest = (await (await app.request('/dev/outbox/messages.json?to=bo@example.org')).json()).messages[0];
    expect(view).toBe(`/dev/outbox/messages/${newest.id}`);
    expect(await message.text()).toBe(newest.html);
    expect((await app.request('/dev/outbox/messages/nope')).status).toBe(404);
    expect(html).toContain('href="/dev/outbox/messages.json?to=bo%40example.org"');

    const empty = await (await app.request('/dev/outbox?to=nobody@example.org')).text();
    expect(empty).toContain('No messages to nobody@example.org yet');
  });

  it('keeps a hostile subject or body from becoming markup on the page', async () => {
    await mailer.send({ to: 'eve@example.org', subject: '<script>alert(1)</script>', text: 'see https://x.example/"><script>', html: '<p>"><script>alert(2)</script></p>' });
    const html = await (await app.request('/dev/outbox?to=eve@example.org')).text();
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('the outbox inside the whole app', () => {
  it('is mounted at /dev/outbox outside production, under the app CSP, and shows what the app mailer stored', async () => {
    const t = await startTestApp('pglite');
    try {
      await t.deps.mailer.send({ to: 'cy@example.org', ...verifyEmail({ ...site, name: 'Cy', url: 'https://stays.example.org/verify-email?token=cy' }) });
      const res = await t.get('/dev/outbox');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(await res.text()).toContain('<a href="https://stays.example.org/verify-email?token=cy">');
    } finally {
      await t.close();
    }
  });

  it('is not there in production', async () => {
    const t = await startTestApp('pglite', { env: 'production' });
    try {
      const res = await t.get('/dev/outbox/messages.json');
      expect(res.headers.get('content-type') ?? '').not.toContain('application/json');
    } finally {
      await t.close();
    }
  });
});
