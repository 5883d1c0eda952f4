import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { extractLinks } from '../../src/server/features/mail/html';
import { SETTINGS_TTL_MS } from '../../src/server/features/settings';
import { openTestDatabase, type TestDatabase } from './harness';
import { insertListing } from './factories';
import { client, skipBasemap, startServerProcess, type Client, type ServerProcess } from './server-process';
import { parseExposition, valueOf } from './prometheus';

/**
 * Issue 13 §1: two real server processes on one PostgreSQL and one DATA_DIR serve one
 * marketplace. Everything goes through HTTP, as a load balancer would send it, to either process.
 * PostgreSQL only: PGlite is one process by design (its data directory is locked).
 */
const ORIGIN = 'http://roost.test';
const TOKEN = 'metrics-token-for-the-test';
const TICK_MS = 500;
const PASSWORD = 'correct horse battery';
const DAY = 24 * 3600_000;
const date = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

describe.skipIf(!inject('pgUrl'))('two server processes on one PostgreSQL', () => {
  let database: TestDatabase;
  let dataDir: string;
  let A: ServerProcess;
  let B: ServerProcess;
  let ips = 0;
  const browser = () => client(ORIGIN, `10.1.${Math.floor(++ips / 250)}.${ips % 250}`);

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roost-procs-'));
    // The map is not under test: a placeholder archive spares each process building one (~20 s).
    skipBasemap(dataDir);
    const env = {
      DATABASE_URL: database.url!, DATA_DIR: dataDir, PUBLIC_URL: ORIGIN, NODE_ENV: 'test', SEED_DEMO: 'false',
      LOG_LEVEL: 'warn', TRUST_PROXY: 'true', TEST_CLOCK: 'true', TEST_JOB_TICK_MS: String(TICK_MS), METRICS_TOKEN: TOKEN,
    };
    // Both at once, on a fresh database: the auth secret each makes must come out the same.
    [A, B] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  });
  afterAll(async () => {
    await Promise.all([A?.stop(), B?.stop()]);
    await database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const json = async (res: Response, status: number) => {
    const body = await res.text();
    expect(res.status, body.slice(0, 300)).toBe(status);
    return body ? JSON.parse(body) : null;
  };
  const lastLink = async (email: string) => {
    const { rows } = await database.pool.query('select text_body from outbox where to_address = $1 order by created_at desc limit 1', [email]);
    return extractLinks(rows[0].text_body)[0]!;
  };
  /** Signed up on `on`, verified (which signs in) on the other process. */
  const member = async (on: ServerProcess, name: string, role?: 'admin') => {
    const c = browser();
    const email = `${name.toLowerCase().replace(/\W/g, '')}.${Date.now().toString(36)}@example.test`;
    await json(await c.send(on.url, 'POST', '/api/auth/sign-up/email', { name, email, password: PASSWORD }), 200);
    const link = new URL(await lastLink(email));
    expect((await c.send(on === A ? B.url : A.url, 'GET', `/api/auth/verify-email${link.search}`)).status).toBe(200);
    const { user } = await json(await c.send(on.url, 'GET', '/api/auth/get-session'), 200);
    if (role) await database.pool.query('update users set role = $1 where id = $2', [role, user.id]);
    return { c, id: user.id as string, email };
  };
  const scrape = async (p: ServerProcess) => {
    const res = await fetch(`${p.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    return parseExposition(await res.text()).samples;
  };

  it('a session made on one process is valid on the other, and signing out on one ends it on both', async () => {
    const m = await member(A, 'Sol Session');
    const c = browser();
    await json(await c.send(A.url, 'POST', '/api/auth/sign-in/email', { email: m.email, password: PASSWORD }), 200);
    expect((await json(await c.send(B.url, 'GET', '/api/auth/get-session'), 200)).user.id).toBe(m.id);
    expect((await json(await c.send(B.url, 'GET', '/api/v1/bookings?as=guest'), 200)).bookings).toEqual([]);
    await json(await c.send(B.url, 'POST', '/api/auth/sign-out', {}), 200);
    c.cookies.clear();
    const stale = browser();
    await json(await stale.send(A.url, 'POST', '/api/auth/sign-in/email', { email: m.email, password: PASSWORD }), 200);
    const jar = new Map(stale.cookies);
    await json(await stale.send(B.url, 'POST', '/api/auth/sign-out', {}), 200);
    for (const [k, v] of jar) stale.cookies.set(k, v); // the old cookie, replayed on A
    expect(await json(await stale.send(A.url, 'GET', '/api/auth/get-session'), 200)).toBeNull();
  });

  it('rate limits count the attempts made on both processes', async () => {
    const m = await member(B, 'Rita Ratelimit');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      // Each attempt from a new address, so only the account's limit (5 failures in 15 minutes) counts.
      const res = await browser().send(i % 2 ? B.url : A.url, 'POST', '/api/auth/sign-in/email', { email: m.email, password: 'wrong password here' });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('a setting saved through one process applies on the other within its one-second cache', async () => {
    const admin = await member(A, 'Olga Operator', 'admin');
    const visitor = browser();
    expect((await json(await visitor.send(B.url, 'GET', '/api/v1/config'), 200)).siteName).toBe('Roost');
    await json(await admin.c.send(A.url, 'PATCH', '/api/v1/admin/settings', { siteName: 'Casa Dos' }), 200);
    const saved = performance.now();
    let seenAfter = Infinity;
    while (performance.now() - saved < 5000) {
      if ((await json(await visitor.send(B.url, 'GET', '/api/v1/config'), 200)).siteName === 'Casa Dos') {
        seenAfter = performance.now() - saved;
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    // The other process's cache lapses within SETTINGS_TTL_MS; one more request's time on a loaded machine.
    expect(seenAfter).toBeLessThan(SETTINGS_TTL_MS + 1000);
  });

  it('500 concurrent bookings of the same nights over both processes: one holds, the rest DATES_UNAVAILABLE, none a 500', async () => {
    const host = await member(A, 'Hugo Host');
    const listing = await insertListing(database, host.id, { instantBook: true });
    const guests = await Promise.all(['Gina', 'Gus', 'Greta', 'Gil', 'Gaia'].map((n, i) => member(i % 2 ? A : B, `${n} Guest`)));
    const body = { listingId: listing.id, checkIn: date(40), checkOut: date(43), adults: 2, children: 0, infants: 0, pets: 0, acceptRules: true };
    const t0 = performance.now();
    const answers = await Promise.all(Array.from({ length: 500 }, async (_, i) => {
      const res = await guests[i % guests.length]!.c.send(i % 2 ? B.url : A.url, 'POST', '/api/v1/bookings', body);
      const b = await res.json();
      return { status: res.status, code: b.error?.code as string | undefined };
    }));
    const ms = performance.now() - t0;
    const tally = new Map<string, number>();
    for (const a of answers) tally.set(`${a.status} ${a.code ?? ''}`.trim(), (tally.get(`${a.status} ${a.code ?? ''}`.trim()) ?? 0) + 1);
    expect(Object.fromEntries(tally)).toEqual({ 201: 1, '409 DATES_UNAVAILABLE': 499 });
    const { rows } = await database.pool.query(`select count(*)::int n from bookings where listing_id = $1 and status = 'confirmed'`, [listing.id]);
    expect(rows[0].n).toBe(1);
    console.info(`[several processes] 500 conflicting bookings over two processes answered in ${Math.round(ms)} ms`);
  }, 120_000); // a loaded two-core machine serves them in 5 to 20 s

  it('each scheduled job runs once per tick across both processes: one expiry, one transition, one e-mail', async () => {
    const host = await member(B, 'Hana Host');
    const guest = await member(A, 'Gert Guest');
    const listing = await insertListing(database, host.id, { instantBook: false });
    const requested = await json(await guest.c.send(B.url, 'POST', '/api/v1/bookings',
      { listingId: listing.id, checkIn: date(30), checkOut: date(32), adults: 1, children: 0, infants: 0, pets: 0, acceptRules: true }), 201);
    expect(requested.status).toBe('requested');

    const dbRuns = async () => new Map((await database.pool.query('select job, runs from job_runs')).rows.map((r) => [r.job as string, Number(r.runs)]));
    const before = { a: await scrape(A), b: await scrape(B), db: await dbRuns(), at: Date.now() };
    // Both processes' business clocks move past the request's 24 hours; only the jobs act on it.
    for (const p of [A, B]) await json(await fetch(`${p.url}/dev/clock`, { method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN }, body: JSON.stringify({ offsetMs: 25 * 3600_000 }) }), 200);
    const status = async () => (await database.pool.query('select status from bookings where id = $1', [requested.id])).rows[0].status;
    await expect.poll(status, { timeout: 10_000, interval: 100 }).toBe('expired');
    const mails = async () => (await database.pool.query(`select count(*)::int n from outbox where to_address = $1 and subject ilike '%expire%'`, [guest.email])).rows[0].n;
    await expect.poll(mails, { timeout: 10_000, interval: 100 }).toBe(1);
    await new Promise((r) => setTimeout(r, 6 * TICK_MS)); // more ticks, which must find nothing left to do
    const after = { a: await scrape(A), b: await scrape(B), db: await dbRuns(), at: Date.now() };

    const q = (sql: string) => database.pool.query(sql, [requested.id]).then((r) => r.rows[0].n);
    expect(await q(`select count(*)::int n from booking_events where booking_id = $1 and to_status = 'expired'`)).toBe(1);
    expect(await q(`select count(*)::int n from audit_events where target_id = $1 and action = 'booking.expire'`)).toBe(1);
    expect(await q(`select count(*)::int n from notifications where kind = 'booking_expired' and payload->>'bookingId' = $1`)).toBe(2); // guest and host
    expect(await mails()).toBe(1);

    // Every job ticked; no tick ran twice: the runs both processes counted are the claims the
    // database recorded, no more than the ticks that passed, while the other process skipped its turns.
    const ticks = Math.floor((after.at - before.at) / TICK_MS) + 2;
    for (const job of ['bookings', 'reviews', 'feed-sync', 'message-digests', 'mail', 'webhooks', 'housekeeping', 'search-upkeep']) {
      const ran = (s: typeof before) => valueOf(s.a, 'roost_job_runs_total', { job }) + valueOf(s.b, 'roost_job_runs_total', { job });
      const skipped = (s: typeof before) => valueOf(s.a, 'roost_job_ticks_skipped_total', { job }) + valueOf(s.b, 'roost_job_ticks_skipped_total', { job });
      const runs = ran(after) - ran(before);
      expect(after.db.get(job), job).toBeGreaterThan(0);
      // Equal up to a run in flight at either snapshot: only one can be, as a tick is claimed only once the last run ended.
      const claims = (after.db.get(job) ?? 0) - (before.db.get(job) ?? 0);
      expect(Math.abs(runs - claims), `${job}: runs both processes counted (${runs}) = claims in job_runs (${claims})`).toBeLessThanOrEqual(1);
      expect(runs, `${job}: at most one run per tick`).toBeLessThanOrEqual(ticks);
      expect(skipped(after) - skipped(before), `${job}: the other process left ticks alone`).toBeGreaterThan(0);
    }
    expect(valueOf(after.a, 'roost_job_failures_total') + valueOf(after.b, 'roost_job_failures_total'), A.output() + B.output()).toBe(0);
  }, 60_000);
});
