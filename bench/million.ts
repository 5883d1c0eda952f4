import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../src/server/db/pool';
import { migrate } from '../src/server/db/migrate';
import { seedSynthetic } from '../src/server/db/seed/synthetic';
import { startThrowawayPostgres } from '../tools/throwaway-postgres';
import { skipBasemap, startServerProcess, type ServerProcess } from '../tests/integration/server-process';
import { benchSearch, queries } from './search';
import { fmt, measure } from './stats';

/** Whole-country and whole-map boxes: far more matches than pins, so the answer carries clusters. */
const WIDE: [string, string][] = [
  ['contiguous United States', 'bbox=-125,24,-66,50'],
  ['contiguous United States, with dates and guests', 'bbox=-125,24,-66,50&checkin=2027-01-12&checkout=2027-01-15&guests=2'],
  ['whole map', 'bbox=-180,-85,180,85'],
];
/** What a PostgreSQL server for a million listings would be given: a quarter of a small machine's memory. */
const SETTINGS = ['shared_buffers=1GB', 'max_wal_size=4GB'];

/** The resident memory of a process, in MB, from /proc (Linux). */
function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

/** Samples a process's memory every 50 ms; `peak()` is the highest since the last `reset()`. */
function rssSampler(pid: number) {
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  return { peak: () => Math.max(peak, rssMb(pid)), reset: () => (peak = 0), stop: () => clearInterval(timer) };
}

/**
 * `npm run bench -- --million` (issue 13 §5): seeds 1 000 000 synthetic listings into a throwaway
 * PostgreSQL (or uses `--database-url`: seeded there first if it holds no listing) and measures
 * the benchmark's city boxes with dates and guests through the API stack beside the same SQL on
 * the pool; then, from a real server process on it over HTTP, the same boxes, whole-country and
 * whole-map boxes (time and answer size), and the server process's memory meanwhile.
 */
export async function benchMillion(o: { count: number; databaseUrl?: string }) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'roost-bench-million-'));
  fs.chmodSync(tmp, 0o755);
  const pg = o.databaseUrl ? undefined : startThrowawayPostgres(tmp, SETTINGS);
  if (!o.databaseUrl && !pg) {
    console.log('million: PostgreSQL not installed here, skipped');
    return;
  }
  const url = o.databaseUrl ?? `${pg!.url}/postgres`;
  let server: ServerProcess | undefined;
  const database = await openDatabase({ databaseUrl: url });
  try {
    await migrate(database.pool);
    let have = (await database.pool.query('select count(*)::int as n from listing_search')).rows[0].n as number;
    if (!have) {
      await seed(database, o.count, pg ? ` (${SETTINGS.join(', ')})` : '');
      have = o.count;
    }
    const label = `postgres @${have.toLocaleString('en')}`;
    // Through the whole API stack in this process, beside the same SQL on the pool (as the 100 000 figures).
    await benchSearch(`${label}, city boxes with dates and guests`, database);
    const dataDir = path.join(tmp, 'data');
    skipBasemap(dataDir);
    server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: url, LOG_LEVEL: 'warn' });
    const rss = rssSampler(server.child.pid!);
    const idle = rssMb(server.child.pid!);

    const qs = queries(200);
    rss.reset();
    const get = async (q: string) => {
      const res = await fetch(`${server!.url}/api/v1/listings?${q}`);
      const body = await res.text();
      if (res.status !== 200) throw new Error(`search answered ${res.status}: ${body.slice(0, 300)}`);
      return body;
    };
    const http = await measure(qs.length, (i) => get(qs[i]!));
    const cityPeak = rss.peak();
    console.log(`million search ${label}, city boxes with dates and guests: over HTTP from another process ${fmt(http)} (a server process, gzip, one at a time)`);

    rss.reset();
    for (const [name, q] of WIDE) {
      let body = '';
      const s = await measure(10, async () => (body = await get(q)), 2);
      const answer = JSON.parse(body) as { total: number; pins: unknown[]; clusters: unknown[] };
      console.log(`million search ${label}, ${name}: over HTTP ${fmt(s)}; ${answer.total.toLocaleString('en')} matches → ${answer.clusters.length} clusters, ` +
        `${answer.pins.length} pins, answer ${(Buffer.byteLength(body) / 1024).toFixed(1)} KB`);
    }
    console.log(`million server RSS: ${idle.toFixed(0)} MB idle after start, up to ${cityPeak.toFixed(0)} MB serving city boxes, up to ${rss.peak().toFixed(0)} MB serving the wide boxes`);
    rss.stop();
  } finally {
    await server?.stop();
    await database.close();
    pg?.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

async function seed(database: Database, count: number, settings: string) {
  const res = await seedSynthetic(database, { count, seed: 42, onProgress: (step, ms) => console.log(`million seed: ${step} ${(ms / 1000).toFixed(1)} s`) });
  const rows = Object.entries(res.rows).map(([t, n]) => `${n.toLocaleString('en')} ${t}`).join(', ');
  console.log(`million seed: ${count.toLocaleString('en')} listings in ${(res.ms / 1000).toFixed(0)} s on PostgreSQL${settings}; the tables hold ${rows}`);
}
