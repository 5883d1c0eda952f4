import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { openDatabase } from '../src/server/db/pool';
import { startThrowawayPostgres } from '../tools/throwaway-postgres';
import { withFresh } from './engines';
import { loadConfig } from '../src/server/config';
import { createDeps } from '../src/server/create-deps';
import { createApp } from '../src/server/app';
import type { Database } from '../src/server/db/pool';
import { addDays } from '../src/domain/dates';
import { insertListing, insertUser } from '../tests/integration/factories';
import { fmt, summarise, time } from './stats';

const PASSWORD = 'bench password 2026';

/**
 * POST /api/v1/bookings through the whole stack (session, rules, pricing, the transaction with
 * its EXCLUDE check and search-projection trigger): latency one at a time, then throughput with
 * 20 bookings in flight on different listings. `database` must be migrated and may be empty.
 */
export async function benchBooking(label: string, database: Database, n = 200, concurrency = 20) {
  const deps = await createDeps({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: 'true', DATA_DIR: '/tmp/roost-unused' }),
    database,
    log: pino({ level: 'silent' }),
    now: () => new Date('2026-11-21T12:00:00Z'),
  });
  const app = createApp(deps);
  const origin = deps.config.publicUrl;

  const host = await insertUser(database, { name: 'Bench Host' });
  const guest = await insertUser(database, { name: 'Bench Guest', password: PASSWORD });
  const listings: string[] = [];
  for (let i = 0; i < 2 * n; i++) listings.push((await insertListing(database, host.id, { instantBook: i % 2 === 0 })).id);

  const signIn = await app.request(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': '127.0.0.2' },
    body: JSON.stringify({ email: guest.email, password: PASSWORD }),
  });
  if (signIn.status !== 200) throw new Error(`bench sign-in answered ${signIn.status}`);
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

  const book = async (listingId: string, i: number) => {
    const checkIn = addDays('2026-12-01', i % 200);
    const res = await app.request(`${origin}/api/v1/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie, 'x-forwarded-for': '127.0.0.2', 'idempotency-key': `bench-${listingId}` },
      body: JSON.stringify({ listingId, checkIn, checkOut: addDays(checkIn, 3), adults: 2, acceptRules: true }),
    });
    if (res.status !== 201) throw new Error(`booking answered ${res.status}: ${await res.text()}`);
    await res.json();
  };

  // One at a time, on listings of their own (warm-up on the first few).
  for (let i = 0; i < 10; i++) await book(listings[i]!, i);
  const sequential: number[] = [];
  for (let i = 10; i < n; i++) sequential.push(await time(() => book(listings[i]!, i)));
  const seq = summarise(sequential);

  // `concurrency` workers share a queue of fresh listings.
  const queue = listings.slice(n);
  const underLoad: number[] = [];
  const t0 = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    for (let id = queue.pop(); id; id = queue.pop()) underLoad.push(await time(() => book(id, underLoad.length)));
  }));
  const seconds = (performance.now() - t0) / 1000;
  const load = summarise(underLoad);
  const perSecond = underLoad.length / seconds;

  console.log(`booking ${label}: sequential ${fmt(seq)}  → ${(1000 / seq.mean).toFixed(0)} bookings/s`);
  console.log(`booking ${label}: ${concurrency}-way ${fmt(load)}  → ${perSecond.toFixed(0)} bookings/s`);
  console.log(`booking ${label}: ${concurrency}-way/sequential throughput ratio ${(perSecond / (1000 / seq.mean)).toFixed(2)}×`);
  return { seq, load, perSecond };
}

/** `npm run bench` entry: the booking bench on a fresh PGlite and, unless skipped, a throwaway PostgreSQL. */
export async function benchBookings(opts: { postgres: boolean }) {
  const pglite = await withFresh(() => openDatabase({ inMemory: true }), (db) => benchBooking('pglite', db));
  if (!opts.postgres) return;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'roost-bench-booking-'));
  fs.chmodSync(tmp, 0o755);
  const server = startThrowawayPostgres(tmp);
  if (!server) {
    console.log('booking postgres: not installed here, skipped');
    return;
  }
  try {
    const pg = await withFresh(() => openDatabase({ databaseUrl: `${server.url}/postgres` }), (db) => benchBooking('postgres', db));
    console.log(`booking postgres/pglite: sequential p50 ratio ${(pg.seq.p50 / pglite.seq.p50).toFixed(2)}×, 20-way throughput ratio ${(pg.perSecond / pglite.perSecond).toFixed(2)}×`);
  } finally {
    server.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

