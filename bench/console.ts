import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../src/server/db/pool';
import { migrate } from '../src/server/db/migrate';
import { startThrowawayPostgres } from '../tools/throwaway-postgres';
import { encodeCursor } from '../src/server/http/cursor';
import { asOperator } from './admin-app';
import { fmt, summarise, time } from './stats';

/**
 * Fills `n` members, `n` listings and `n` bookings in SQL (generate_series; triggers off, as in a
 * restore: the search projection is not what these lists read), so 100 000 of each take seconds.
 */
async function fill(database: Database, n: number) {
  const q = (text: string) => database.pool.query(text);
  await q('begin');
  await q("set local session_replication_role = replica");
  await q(`insert into users (id, email, name, email_verified, created_at, updated_at)
    select 'bu' || i, 'member' || i || '@bench.test', (array['Ana','Bruno','Carla','Diego','Elena','Felipe','Gabi','Hugo'])[1 + i % 8] || ' ' || (array['Silva','Pereira','Rodríguez','Costa','Méndez'])[1 + (i / 8) % 5] || ' ' || i,
           true, timestamptz '2024-01-01' + i * interval '5 minutes', timestamptz '2024-01-01' + i * interval '5 minutes'
    from generate_series(1, ${n}) i`);
  await q(`insert into listings (id, host_id, title, property_type, room_type, max_guests, city, region, country, nightly_price, status, created_at, updated_at)
    select 'bl' || i, 'bu' || (1 + (i::bigint * 7919) % ${n}),
           (array['Bright flat','Quiet house','Cabin','Loft','Room with a view','Beach house'])[1 + i % 6] || ' near ' || (array['the rambla','the park','the old town','the port'])[1 + (i / 6) % 4] || ' ' || i,
           'apartment', 'entire_place', 4,
           (array['Montevideo','Colonia del Sacramento','Punta del Este','Salto','Paysandú','Rocha','Minas','Florida'])[1 + i % 8],
           'Region ' || (i % 19), (array['UY','AR','BR','CL'])[1 + i % 4], 5000 + i % 20000,
           (array['published','published','published','draft','pending_review','unlisted','suspended'])[1 + i % 7],
           timestamptz '2024-01-01' + i * interval '5 minutes', timestamptz '2024-06-01' + ((i * 31) % ${n}) * interval '5 minutes'
    from generate_series(1, ${n}) i`);
  await q(`insert into bookings (id, listing_id, guest_id, check_in, check_out, adults, status, currency, price, total, created_at, updated_at)
    select 'bb' || i, 'bl' || i, 'bu' || (1 + (i::bigint * 104729) % ${n}), date '2025-01-01' + (i % 700), date '2025-01-01' + (i % 700) + 1 + i % 6, 2,
           (array['requested','confirmed','completed','completed','cancelled_by_guest','declined','expired','withdrawn'])[1 + i % 8],
           'EUR', '{}'::jsonb, 10000 + (i * 37) % 90000,
           timestamptz '2024-06-01' + i * interval '3 minutes', timestamptz '2024-06-01' + i * interval '3 minutes'
    from generate_series(1, ${n}) i`);
  await q('commit');
  await q('vacuum analyze');
}

/**
 * Issue 14: p95 of the console's members, listings and bookings lists with `n` rows each, through
 * the whole app (session, validation, SQL, JSON), beside the same signed-in admin's `GET /me` in
 * the same run (the fixed cost of any call), samples interleaved so noise falls on both alike.
 */
async function benchLists(database: Database, n: number, samples = 100) {
  const { get } = await asOperator(database, () => new Date());
  // A keyset cursor halfway down the members (their list pages by cursor, not by number).
  const mid = (await database.pool.query('select id, created_at from users order by created_at desc, id desc offset $1 limit 1', [Math.floor(n / 2)])).rows[0];
  const deep = Math.floor(n / 2 / 25);
  const calls: [string, string][] = [
    ['members, first page', '/api/v1/admin/members?limit=25'],
    ['members, by name', '/api/v1/admin/members?q=pereira%2012&limit=25'],
    ['members, halfway (cursor)', `/api/v1/admin/members?limit=25&cursor=${encodeCursor({ at: mid.created_at, id: mid.id })}`],
    ['listings, first page', '/api/v1/admin/listings'],
    ['listings, place + status', '/api/v1/admin/listings?place=colonia&status=published&sort=title&dir=asc'],
    ['listings, by host', '/api/v1/admin/listings?host=ana%20silva%2040'],
    [`listings, page ${deep}`, `/api/v1/admin/listings?page=${deep}`],
    ['bookings, first page', '/api/v1/admin/bookings'],
    ['bookings, by guest', `/api/v1/admin/bookings?q=${encodeURIComponent('carla rodríguez 42')}`],
    ['bookings, by id', '/api/v1/admin/bookings?q=bb4242'],
    ['bookings, status by total', '/api/v1/admin/bookings?status=confirmed&sort=total'],
    [`bookings, page ${deep}`, `/api/v1/admin/bookings?page=${deep}&sort=checkIn&dir=asc`],
    ['one booking', '/api/v1/admin/bookings/bb4242'],
  ];
  for (const [label, p] of calls) {
    for (let i = 0; i < 5; i++) { await get(p); await get('/api/v1/me'); }
    const a: number[] = [];
    const b: number[] = [];
    for (let i = 0; i < samples; i++) {
      if (i % 2) { a.push(await time(() => get(p))); b.push(await time(() => get('/api/v1/me'))); } else { b.push(await time(() => get('/api/v1/me'))); a.push(await time(() => get(p))); }
    }
    const s = summarise(a);
    const base = summarise(b);
    console.log(`console postgres @${n}: ${label.padEnd(28)} ${fmt(s)}  = ${(s.p95 / base.p95).toFixed(1)}× GET /me (p95 ${base.p95.toFixed(2)} ms)`);
  }
}

/** `npm run bench` (skip with --skip-console): the console's lists on a throwaway PostgreSQL. */
export async function benchConsole(n = 100_000) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'roost-bench-console-'));
  fs.chmodSync(tmp, 0o755);
  const pg = startThrowawayPostgres(tmp);
  if (!pg) {
    console.log('console postgres: not installed here, skipped');
    return;
  }
  try {
    const database = await openDatabase({ databaseUrl: `${pg.url}/postgres` });
    try {
      await migrate(database.pool);
      const t = performance.now();
      await fill(database, n);
      console.log(`console postgres: ${n} members, listings and bookings filled in ${((performance.now() - t) / 1000).toFixed(1)} s`);
      await benchLists(database, n);
    } finally {
      await database.close();
    }
  } finally {
    pg.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

// Run alone: `npx tsx bench/console.ts [count]`.
if (import.meta.url === `file://${process.argv[1]}`) await benchConsole(Number(process.argv[2]) || 100_000);
