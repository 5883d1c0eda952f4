import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/db/pool';
import { migrate } from '../src/server/db/migrate';
import { seedSynthetic } from '../src/server/db/seed/synthetic';
import { addDays } from '../src/domain/dates';
import { startThrowawayPostgres } from '../tools/throwaway-postgres';
import { insertUser } from '../tests/integration/factories';
import { client, skipBasemap, startServerProcess, type Client } from '../tests/integration/server-process';
import { fmt, summarise, time } from './stats';

/**
 * Where one booking's time goes (decision 0041): one server process under `node --cpu-prof` on a
 * throwaway PostgreSQL with pg_stat_statements, `n` bookings with `inFlight` at a time as in
 * booking-processes.ts. Prints the statements per booking (calls, rows, time), the server's CPU by
 * file and function, and PostgreSQL's CPU per booking. Run: `npx tsx bench/booking-profile.ts [n] [inFlight]`.
 */
const ORIGIN = 'http://roost.test';
const PASSWORD = 'bench password 2026';
const GUESTS = 25;
const n = Number(process.argv[2] ?? 600);
const inFlight = Number(process.argv[3] ?? 50);

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'roost-bench-profile-'));
fs.chmodSync(tmp, 0o755);
const pg = startThrowawayPostgres(tmp, ['shared_preload_libraries=pg_stat_statements', 'pg_stat_statements.track=all', 'pg_stat_statements.track_planning=on']);
if (!pg) throw new Error('PostgreSQL is not installed here');
const url = `${pg.url}/postgres`;
const database = await openDatabase({ databaseUrl: url });
const profDir = path.join(tmp, 'prof');
fs.mkdirSync(profDir);
fs.chmodSync(profDir, 0o777);
try {
  await migrate(database.pool);
  await database.pool.query('create extension if not exists pg_stat_statements');
  await seedSynthetic(database, { count: 10_000, seed: 7 });
  const { rows } = await database.pool.query<{ id: string }>(`select id from listings where status = 'published' order by md5(id) limit $1`, [n + 100]);
  const listings = rows.map((r) => r.id);
  const guests = [];
  for (let i = 0; i < GUESTS; i++) guests.push(await insertUser(database, { name: `Bench guest ${i}`, password: PASSWORD }));
  const dataDir = path.join(tmp, 'data');
  skipBasemap(dataDir);
  const server = await startServerProcess({
    DATABASE_URL: url, DATA_DIR: dataDir, PUBLIC_URL: ORIGIN, LOG_LEVEL: 'warn', TRUST_PROXY: 'true',
  }, ['--cpu-prof', `--cpu-prof-dir=${profDir}`, '--cpu-prof-interval=200']);
  const browsers: Client[] = [];
  for (const [i, g] of guests.entries()) {
    const c = client(ORIGIN, `10.9.0.${i + 1}`);
    const res = await c.send(server.url, 'POST', '/api/auth/sign-in/email', { email: g.email, password: PASSWORD });
    if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
    browsers.push(c);
  }
  const checkIn = addDays(new Date().toISOString().slice(0, 10), 200);
  let k = 0;
  const book = async (listingId: string) => {
    const i = k++;
    const res = await browsers[i % GUESTS]!.send(server.url, 'POST', '/api/v1/bookings',
      { listingId, checkIn: addDays(checkIn, i % 60), checkOut: addDays(checkIn, (i % 60) + 3), adults: 2, acceptRules: true });
    if (res.status !== 201) throw new Error(`booking answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    const body = await res.arrayBuffer();
    if (i === 0) console.log(`a booking's answer: ${body.byteLength} bytes, content-encoding ${res.headers.get('content-encoding')}`);
  };
  const run = async (queue: string[]) => {
    const latencies: number[] = [];
    const t0 = performance.now();
    await Promise.all(Array.from({ length: inFlight }, async () => {
      for (let id = queue.pop(); id; id = queue.pop()) latencies.push(await time(() => book(id)));
    }));
    return { stats: summarise(latencies), seconds: (performance.now() - t0) / 1000 };
  };
  await run(listings.splice(0, 100));
  await database.pool.query('select pg_stat_statements_reset()');
  const pgKinds0 = pgCpuByKind();
  const serverCpu0 = procCpuTicks(server.child.pid!);
  const r = await run(listings.splice(0, n));
  const pgKinds = pgCpuByKind();
  const pgTicks = sum(pgKinds) - sum(pgKinds0);
  const serverTicks = procCpuTicks(server.child.pid!) - serverCpu0;
  console.log(`${n} bookings, ${inFlight} in flight, 1 process: ${fmt(r.stats)} → ${(n / r.seconds).toFixed(0)} bookings/s`);
  const tick = 1000 / 100; // ms per clock tick (USER_HZ = 100)
  console.log(`CPU per booking: server process ${(serverTicks * tick / n).toFixed(2)} ms, PostgreSQL (all backends) ${(pgTicks * tick / n).toFixed(2)} ms`);
  console.log(`PostgreSQL CPU per booking by process: ${[...pgKinds].map(([kind, t]) => `${kind} ${((t - (pgKinds0.get(kind) ?? 0)) * tick / n).toFixed(2)} ms`).join(', ')}`);
  const stats = await database.pool.query<{ query: string; calls: number; rows: number; total: number; mean: number; plan: number }>(`
    select query, calls, rows, total_exec_time as total, mean_exec_time as mean, total_plan_time as plan from pg_stat_statements
    where query not like '%pg_stat_statements%' order by calls desc, total_exec_time desc`);
  const totalCalls = stats.rows.reduce((a, s) => a + s.calls, 0);
  const totalMs = stats.rows.reduce((a, s) => a + s.total, 0);
  const planMs = stats.rows.reduce((a, s) => a + s.plan, 0);
  const hot = await database.pool.query(`select relname, n_tup_upd, n_tup_hot_upd from pg_stat_user_tables where relname in ('listing_search', 'bookings', 'notifications')`);
  console.log('updates (HOT):', hot.rows.map((h) => `${h.relname} ${h.n_tup_upd} (${h.n_tup_hot_upd})`).join(', '));
  console.log(`statements: ${(totalCalls / n).toFixed(1)} per booking, ${(totalMs / n).toFixed(2)} ms of execution and ${(planMs / n).toFixed(2)} ms of planning per booking`);
  for (const s of stats.rows) {
    if (s.calls < n / 20) continue;
    console.log(`  ${(s.calls / n).toFixed(2).padStart(6)}/bk ${(s.total / n).toFixed(3).padStart(7)} ms/bk ${s.mean.toFixed(3).padStart(7)} ms/call ${(s.plan / n).toFixed(3).padStart(7)} ms plan/bk  ${s.query.replace(/\s+/g, ' ').slice(0, 160)}`);
  }
  if (process.env.EXPLAIN) {
    // The view's read of one booking, explained (auto_explain on a one-connection pool).
    const { rows: [b] } = await database.pool.query<{ id: string }>('select id from bookings order by created_at desc limit 1');
    const { findBooking } = await import('../src/server/features/bookings/repo');
    const one = await openDatabase({ databaseUrl: url });
    (one.pool.options as { max: number }).max = 1;
    await one.pool.query(`load 'auto_explain'`);
    await one.pool.query('set auto_explain.log_min_duration = 0; set auto_explain.log_analyze = on; set auto_explain.log_buffers = on');
    await findBooking(one.db, b!.id);
    await findBooking(one.db, b!.id);
    await one.close();
    const log = fs.readFileSync(path.join(tmp, 'pg', 'run', 'log'), 'utf8');
    console.log(log.slice(log.lastIndexOf('duration:') - 30));
  }
  await server.stop();
  const file = fs.readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
  if (file) {
    fs.copyFileSync(path.join(profDir, file), '/tmp/booking.cpuprofile');
    console.log('profile: /tmp/booking.cpuprofile (the whole process life, warm-up and start included)');
  }
} finally {
  await database.close();
  pg.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}

/** CPU ticks (user + system) of one process. */
function procCpuTicks(pid: number): number {
  const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(f[11]) + Number(f[12]);
}

/**
 * CPU ticks of this throwaway cluster by kind: the postmaster, and its live children by the title
 * PostgreSQL gives each (backends, walwriter, autovacuum…).
 */
function pgCpuByKind(): Map<string, number> {
  const postmaster = Number(fs.readFileSync(path.join(tmp, 'pg', 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const kinds = new Map<string, number>([['postmaster', procCpuTicks(postmaster)]]);
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const ppid = Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
      if (ppid !== postmaster) continue;
      const title = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      const kind = /postgres: postgres /.test(title) ? 'backends' : title.replace(/^postgres: /, '').split(' ')[0]!.trim();
      kinds.set(kind, (kinds.get(kind) ?? 0) + procCpuTicks(Number(pid)));
    } catch { /* gone */ }
  }
  return kinds;
}

/** All the ticks of a `pgCpuByKind` snapshot. */
function sum(kinds: Map<string, number>): number {
  return [...kinds.values()].reduce((a, b) => a + b, 0);
}
