import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, dropDatabase, engines } from './harness';
import { insertListing, insertUser } from './factories';
import { MEMBER_PASSWORD } from './members';
import { jpeg } from './images';
import { freshPlace, type Place } from './durable-data';
import { httpAgent, startServerProcess, runScript } from './server-process';
import type { Database } from '../../src/server/db/pool';

/** Issue 13 §3: `npm run backup` of a serving marketplace under load, `npm run restore` elsewhere, compared table by table and photo by photo. */
const ports: Record<string, number> = { pglite: 3973, postgres: 3974 };

/** Every table's rows, each as a hash of its whole content, sorted. */
async function tableHashes(db: Database): Promise<Record<string, string[]>> {
  const { rows } = await db.pool.query(`select tablename from pg_tables where schemaname = 'public' order by 1`);
  const out: Record<string, string[]> = {};
  for (const { tablename } of rows) {
    const r = await db.pool.query(`select md5(t::text) as h from public.${tablename} t order by 1`);
    out[tablename] = r.rows.map((x) => x.h);
  }
  return out;
}

function photoFiles(dataDir: string): Record<string, string> {
  const root = path.join(dataDir, 'photos');
  const out: Record<string, string> = {};
  for (const key of fs.existsSync(root) ? fs.readdirSync(root) : []) {
    for (const f of fs.readdirSync(path.join(root, key))) out[`${key}/${f}`] = createHash('sha256').update(fs.readFileSync(path.join(root, key, f))).digest('hex');
  }
  return out;
}

describe.each(engines())('backup and restore on %s', (engine) => {
  const cleanup: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const c of cleanup.reverse()) await c();
  });

  it('backs up a serving marketplace under load and restores every table and photo elsewhere; refuses a non-empty target', async () => {
    const source: Place = await freshPlace(engine, 'backup-src');
    cleanup.push(() => source.drop());
    const seed = await source.open();
    const host = await insertUser(seed, { password: MEMBER_PASSWORD, name: 'Hana Host' });
    const guest = await insertUser(seed, { password: MEMBER_PASSWORD, name: 'Gus Guest' });
    const stays: string[] = [];
    for (let i = 0; i < 3; i++) stays.push((await insertListing(seed, host.id, { instantBook: true })).id);
    await seed.close();

    const server = await startServerProcess({ PORT: ports[engine]!, DATA_DIR: source.dataDir, DATABASE_URL: source.databaseUrl });
    cleanup.push(() => void server.kill('SIGKILL'));
    const hostAgent = httpAgent(server.url, '10.4.0.1');
    expect((await hostAgent.post('/api/auth/sign-in/email', { email: host.email, password: MEMBER_PASSWORD })).status).toBe(200);
    const guestAgent = httpAgent(server.url, '10.4.0.2');
    expect((await guestAgent.post('/api/auth/sign-in/email', { email: guest.email, password: MEMBER_PASSWORD })).status).toBe(200);
    const picture = await jpeg(900, 600);
    for (let i = 0; i < 4; i++) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'room.jpg');
      expect((await hostAgent.fetch(`/api/v1/listings/${stays[i % 3]}/photos`, { method: 'POST', body: form })).status).toBe(201);
    }
    // Load while the backup runs: bookings, and a photo deleted (its files must still reach the archive if its row did).
    let loading = true;
    let k = 0;
    const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
    const load = (async () => {
      while (loading) {
        const n = k++;
        await guestAgent.post('/api/v1/bookings', {
          listingId: stays[n % 3], checkIn: day(20 + n), checkOut: day(21 + n), adults: 1, children: 0, infants: 0, pets: 0, acceptRules: true,
        }).catch(() => {});
      }
    })();
    await new Promise((r) => setTimeout(r, 300));
    const archive = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'roost-archive-')), 'roost.backup.tar');
    cleanup.push(() => fs.rmSync(path.dirname(archive), { recursive: true, force: true }));
    const env = { DATA_DIR: source.dataDir, DATABASE_URL: source.databaseUrl };
    const backup = await runScript('backup', [archive], env);
    expect(backup.code, backup.out).toBe(0);
    const answeredDuringBackup = k;
    await new Promise((r) => setTimeout(r, 300));
    loading = false;
    await load;
    expect(answeredDuringBackup, 'bookings were served while the backup ran').toBeGreaterThan(1);
    expect(await server.kill('SIGTERM')).toEqual({ code: 0, signal: null });

    // Restore into an empty place elsewhere.
    const targetDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roost-restored-'));
    cleanup.push(() => fs.rmSync(targetDir, { recursive: true, force: true }));
    const targetUrl = engine === 'postgres' ? await createDatabase() : undefined;
    if (targetUrl) cleanup.push(() => dropDatabase(targetUrl));
    const restored = await runScript('restore', [archive], { DATA_DIR: targetDir, DATABASE_URL: targetUrl });
    expect(restored.code, restored.out).toBe(0);

    // The same tables, rows and photo files as the source, except the bookings the load made after
    // the snapshot (and what they wrote: history, audit, sessions touched): the restored rows are all the source's.
    const src = await source.open();
    const dst = await openPlace(engine, targetDir, targetUrl);
    try {
      const a = await tableHashes(src);
      const b = await tableHashes(dst);
      expect(Object.keys(b)).toEqual(Object.keys(a));
      const grew = new Set<string>();
      for (const [table, rows] of Object.entries(a)) {
        const have = new Set(rows);
        const strangers = b[table]!.filter((h) => !have.has(h));
        if (b[table]!.length !== rows.length || strangers.length) grew.add(table);
      }
      // Only what the load touches may differ; everything else is identical row for row.
      expect([...grew].filter((t) => !LOAD_TOUCHES.has(t))).toEqual([]);
      const booked = (await src.pool.query('select count(*)::int as n from bookings')).rows[0].n;
      const kept = (await dst.pool.query('select count(*)::int as n from bookings')).rows[0].n;
      expect(kept).toBeGreaterThan(0);
      expect(kept).toBeLessThanOrEqual(booked);
      // Consistent: every restored booking whole, every restored photo row with its files, and no file without a row.
      expect((await dst.pool.query(`select id from bookings b where not exists (select 1 from booking_events e where e.booking_id = b.id)`)).rows).toEqual([]);
      const files = photoFiles(targetDir);
      const rows = (await dst.pool.query('select storage_key, variants from photos')).rows;
      const wanted = rows.flatMap((r) => (r.variants as number[]).map((w) => `${r.storage_key}/${w}.webp`)).sort();
      expect(Object.keys(files).sort()).toEqual(wanted);
      const originals = photoFiles(source.dataDir);
      for (const [f, h] of Object.entries(files)) expect(h, f).toBe(originals[f]);
    } finally {
      await src.close();
      await dst.close();
    }

    // A target that holds data is refused, unless --force.
    const again = await runScript('restore', [archive], { DATA_DIR: targetDir, DATABASE_URL: targetUrl });
    expect(again.code, again.out).toBe(3);
    expect(again.out).toMatch(/not empty.*--force/s);
    const forced = await runScript('restore', [archive, '--force'], { DATA_DIR: targetDir, DATABASE_URL: targetUrl });
    expect(forced.code, forced.out).toBe(0);
  }, 300_000);
});

/** Tables a booking request writes to (and the session it refreshes). */
// What the booking load writes, and `job_runs`, where the serving process records each scheduled tick (jobs/).
const LOAD_TOUCHES = new Set(['job_runs', 'bookings', 'booking_events', 'audit_events', 'sessions', 'notifications', 'outbox', 'idempotency_keys', 'rate_limit_hits', 'webhook_deliveries', 'listing_search', 'listing_search_displaced', 'conversations', 'messages']);

async function openPlace(engine: string, dataDir: string, url?: string) {
  const { openDatabase } = await import('../../src/server/db/pool');
  return engine === 'postgres' ? openDatabase({ databaseUrl: url }) : openDatabase({ dataDir });
}
