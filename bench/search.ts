import { constants, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import pino from 'pino';
import type { CompiledQuery } from 'kysely';
import { loadConfig } from '../src/server/config';
import { createDeps } from '../src/server/create-deps';
import { createApp } from '../src/server/app';
import type { Database } from '../src/server/db/pool';
import { probeQuery, searchQuery } from '../src/server/features/listings/search-repo';
import { MAX_PINS, SearchQuerySchema } from '../src/contract/search';
import { addDays } from '../src/domain/dates';
import { fmt, measure, type Stats } from './stats';
import type { ListingPatch } from '../src/contract/hosting';
import { patchColumns } from '../src/server/features/hosting/columns';
import { updateListing } from '../src/server/features/hosting/repo';
import { keepSearchInPlace } from '../src/server/features/listings/search-upkeep';

/** City-sized boxes (about 15 × 15 km) around the synthetic data's cities, with dates and guests. */
export const CITIES: [number, number][] = [
  [-56.17, -34.89], [-9.14, 38.72], [2.17, 41.39], [2.35, 48.86], [135.77, 35.01], [-123.12, 49.28],
];

export function queries(n: number): string[] {
  return Array.from({ length: n }, (_, i) => {
    const [lng, lat] = CITIES[i % CITIES.length];
    const checkin = addDays('2027-01-10', (i * 7) % 120);
    const checkout = addDays(checkin, 2 + (i % 5));
    const d = 0.07;
    return `bbox=${lng - d},${lat - d},${lng + d},${lat + d}&checkin=${checkin}&checkout=${checkout}&guests=${1 + (i % 4)}`;
  });
}

/**
 * This process's garbage-collection pauses from now until `stop()`, summed up: young-generation
 * ones (scavenges) stand out in a search's p95 (decision 0048).
 */
function gcPauses() {
  const seen: { kind: number; ms: number }[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.push({ kind: (e as PerformanceEntry & { detail: { kind: number } }).detail.kind, ms: e.duration });
  });
  observer.observe({ entryTypes: ['gc'] });
  return {
    stop() {
      observer.disconnect();
      const isYoung = (g: (typeof seen)[number]) => g.kind === constants.NODE_PERFORMANCE_GC_MINOR;
      const young = seen.filter(isYoung);
      const others = seen.filter((g) => !isYoung(g));
      const sum = (gs: typeof seen) => gs.reduce((a, g) => a + g.ms, 0).toFixed(0);
      const longest = Math.max(0, ...young.map((g) => g.ms)).toFixed(1);
      return `${young.length} young-generation pauses, ${sum(young)} ms in all (longest ${longest} ms); ${others.length} others, ${sum(others)} ms`;
    },
  };
}

/** Search through the whole API stack vs. the same SQL straight on the pool, in the same run. */
export async function benchSearch(label: string, database: Database, n = 200) {
  const deps = await createDeps({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    database,
    log: pino({ level: 'silent' }),
    now: () => new Date('2026-11-21T12:00:00Z'),
  });
  const app = createApp(deps);
  const qs = queries(n);
  // The same two statements the API runs: the probe, then the statement it chose.
  const compiled: [CompiledQuery, CompiledQuery][] = [];
  for (const q of qs) {
    const query = SearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(q)));
    const probe = probeQuery(query, 100).compile(database.db);
    const found = (await database.pool.query(probe.sql, probe.parameters as unknown[])).rows[0];
    compiled.push([probe, searchQuery(query, 100, { pinLimit: MAX_PINS }, found).compile(database.db)]);
  }
  let matches = 0;
  const direct = await measure(n, async (i) => {
    const [probe, main] = compiled[i]!;
    await database.pool.query(probe.sql, probe.parameters as unknown[]);
    const r = await database.pool.query(main.sql, main.parameters as unknown[]);
    matches += r.rows[0].total;
  });
  const gcs = gcPauses();
  const api = await measure(n, async (i) => {
    const res = await app.request(`/api/v1/listings?${qs[i]}`);
    if (res.status !== 200) throw new Error(`search answered ${res.status}: ${await res.text()}`);
    await res.json();
  });
  const pauses = gcs.stop();
  console.log(`search ${label}: API ${fmt(api)}`);
  console.log(`search ${label}: SQL ${fmt(direct)}   (mean ${Math.round(matches / (n + Math.min(20, n)))} matches per box)`);
  console.log(`search ${label}: API/SQL p95 ratio ${(api.p95 / direct.p95).toFixed(2)}×`);
  console.log(`search ${label}: garbage collection during the API's ${n} searches: ${pauses}`);
  return { api, direct };
}

/**
 * Edits 10 % of the listings through the editor's own statement (hosting's patchColumns and
 * updateListing, as PATCH /api/v1/listings/:id runs them), in turn: price, title, amenities, and
 * a pin nudged by up to ~150 m.
 */
async function editListings(database: Database, share: number) {
  const { rows } = await database.pool.query<{ id: string; lat: number; lng: number; price: number; amenities: string[] }>(
    `select id, location[1] as lat, location[0] as lng, nightly_price as price, amenities from listings
     where status = 'published' order by md5(id) limit (select ceil(count(*) * $1::float8) from listings)`, [share]);
  const t0 = performance.now();
  for (const [i, r] of rows.entries()) {
    const patch: ListingPatch = [
      { nightlyPrice: Math.round((r.price * 1.1) / 100) * 100 },
      { title: `Freshly renovated place ${i}` },
      { amenities: [...new Set([...r.amenities.filter((a) => a !== 'tv'), 'workspace'])] as ListingPatch['amenities'] },
      { location: { lat: r.lat + ((i % 7) - 3) * 0.0004, lng: r.lng + ((i % 5) - 2) * 0.0005 } },
    ][i % 4];
    await updateListing(database.db, r.id, { ...patchColumns(r.id, patch), updated_at: new Date() });
  }
  return { ids: rows.map((r) => r.id), ms: performance.now() - t0 };
}

/**
 * The heap pages the rows of a bench box sit on (mean over the cities): what a search's bitmap
 * scan reads, and what edits that move rows away from their place make grow. Independent of the
 * machine's load, unlike the timings.
 */
async function pagesPerBox(database: Database) {
  let pages = 0;
  for (const [lng, lat] of CITIES) {
    const d = 0.07;
    const { rows } = await database.pool.query(
      'select count(distinct tid_block(ctid))::int as pages from listing_search where location <@ box(point($1, $2), point($3, $4))',
      [lng - d, lat - d, lng + d, lat + d]);
    pages += rows[0].pages;
  }
  return Math.round(pages / CITIES.length);
}

/**
 * Search before and after 10 % of the listings were edited, and after the projection's upkeep
 * restored its order by place; then, for comparison, the same listings rewritten as every edit
 * did before migration 008 (delete and re-insert at the end of the table). Each beside the same
 * SQL measured straight on the pool in the same run.
 */
export async function benchSearchAfterEdits(label: string, database: Database, before: { api: Stats; direct: Stats }) {
  const count = async (q: string) => Number((await database.pool.query(q)).rows[0].n);
  const pages = [await pagesPerBox(database)];
  const edits = await editListings(database, 0.1);
  const out = await count('select count(distinct listing_id) as n from listing_search_displaced');
  console.log(`edits ${label}: ${edits.ids.length} listings edited through the editor's update in ${(edits.ms / 1000).toFixed(1)} s (${(edits.ms / edits.ids.length).toFixed(2)} ms each); ${out} projection rows out of place`);
  const edited = await benchSearch(`${label} after 10 % edited`, database);
  pages.push(await pagesPerBox(database));
  const upkeep = await keepSearchInPlace({ database }, { force: true });
  console.log(`upkeep ${label}: projection re-ordered by place in ${upkeep.ms} ms (${upkeep.rows} rows; search waits meanwhile)`);
  const kept = await benchSearch(`${label} after upkeep`, database);
  pages.push(await pagesPerBox(database));
  for (const id of edits.ids) await database.pool.query('select sync_listing_search($1)', [id]);
  const old = await benchSearch(`${label} same edits, rows rewritten as before migration 008`, database);
  pages.push(await pagesPerBox(database));
  console.log(`layout ${label}: a city box's rows sit on ${pages[0]} heap pages before edits, ${pages[1]} after, ${pages[2]} after upkeep, ${pages[3]} with the old rewrite`);
  const line = (name: string, s: { api: Stats; direct: Stats }) =>
    `${name} API ${s.api.p95.toFixed(1)} / SQL ${s.direct.p95.toFixed(1)} ms (${(s.api.p95 / s.direct.p95).toFixed(2)}×)`;
  console.log(`search ${label} p95: ${line('before edits', before)}; ${line('after 10 % edited', edited)}; ${line('after upkeep', kept)}; ${line('old rewrite', old)}`);
}
