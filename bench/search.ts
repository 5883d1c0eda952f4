import pino from 'pino';
import { loadConfig } from '../src/server/config';
import { createDeps } from '../src/server/create-deps';
import { createApp } from '../src/server/app';
import type { Database } from '../src/server/db/pool';
import { searchQuery } from '../src/server/features/listings/search-repo';
import { SearchQuerySchema } from '../src/contract/search';
import { addDays } from '../src/domain/dates';
import { fmt, measure } from './stats';

/** City-sized boxes (about 15 × 15 km) around the synthetic data's cities, with dates and guests. */
const CITIES: [number, number][] = [
  [-56.17, -34.89], [-9.14, 38.72], [2.17, 41.39], [2.35, 48.86], [135.77, 35.01], [-123.12, 49.28],
];

function queries(n: number): string[] {
  return Array.from({ length: n }, (_, i) => {
    const [lng, lat] = CITIES[i % CITIES.length];
    const checkin = addDays('2027-01-10', (i * 7) % 120);
    const checkout = addDays(checkin, 2 + (i % 5));
    const d = 0.07;
    return `bbox=${lng - d},${lat - d},${lng + d},${lat + d}&checkin=${checkin}&checkout=${checkout}&guests=${1 + (i % 4)}`;
  });
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
  const compiled = qs.map((q) => searchQuery(SearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(q))), 100).compile(database.db));
  let matches = 0;
  const direct = await measure(n, async (i) => {
    const r = await database.pool.query(compiled[i].sql, compiled[i].parameters as unknown[]);
    matches += r.rows[0].total;
  });
  const api = await measure(n, async (i) => {
    const res = await app.request(`/api/v1/listings?${qs[i]}`);
    if (res.status !== 200) throw new Error(`search answered ${res.status}: ${await res.text()}`);
    await res.json();
  });
  console.log(`search ${label}: API ${fmt(api)}`);
  console.log(`search ${label}: SQL ${fmt(direct)}   (mean ${Math.round(matches / (n + Math.min(20, n)))} matches per box)`);
  console.log(`search ${label}: API/SQL p95 ratio ${(api.p95 / direct.p95).toFixed(2)}×`);
  return { api, direct };
}
