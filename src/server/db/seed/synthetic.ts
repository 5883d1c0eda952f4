import { createRng } from '../../features/photos/scenes/random.js';
import { demoStorageKey, describeScene, SCENE_KINDS } from '../../features/photos/scenes/index.js';
import { renderScenePlaceholder } from '../../features/photos/scenes/render.js';
import type { Database } from '../pool.js';
import { withoutIndexes } from './bulk-load.js';
import { insertBlocks, insertBookings, insertPhotos, insertPriceSeasons, type CalendarOptions } from './synthetic-calendar.js';
import { insertListingColumns, syntheticListings } from './synthetic-listings.js';

export type SyntheticOptions = {
  count: number; seed?: number; now?: Date; onProgress?: (step: string, ms: number) => void;
  /** How many go to the demo's cities before the world's towns (default HUB_LISTINGS; tests use fewer). */
  hubs?: number;
};
export type SyntheticResult = { listings: number; ms: number; rows: Record<string, number> };

/** Listings per statement: each carries one array per column. */
const BATCH = 20_000;
/** The tables the seed fills; their indexes are made once, after the load. */
const LOADED = ['users', 'listings', 'photos', 'price_overrides', 'bookings', 'calendar_blocks'];

/**
 * Fills a scratch database with `count` synthetic published listings and their hosts, guests,
 * photos (rows pointing at a shared set of illustrated scenes, drawn on first request as the
 * demo's are), price seasons, bookings and host blocks, for benchmarks (synthetic-places.ts says
 * where they stand, synthetic-calendar.ts how full their calendars are). One transaction: the
 * loaded tables' indexes, constraints and triggers are set aside and made again after the load
 * (bulk-load.ts), then the search projection is rebuilt once, set-based. A million listings take
 * minutes on PostgreSQL; PGlite handles the benchmark's 100 000.
 */
export async function seedSynthetic(database: Database, opts: SyntheticOptions): Promise<SyntheticResult> {
  const t0 = performance.now();
  let last = t0;
  const step = (name: string) => {
    const t = performance.now();
    opts.onProgress?.(name, t - last);
    last = t;
  };
  const seed = opts.seed ?? 1;
  const rng = createRng(`synthetic:${seed}`);
  const now = opts.now ?? new Date();
  const prefix = `syn${seed}`;
  const hostCount = Math.max(1, Math.ceil(opts.count / 8));
  const guestCount = Math.max(1, Math.ceil(opts.count / 4));
  const cal: CalendarOptions = { prefix, seed, today: now.toISOString().slice(0, 10), now, guestCount };
  const scenes = SCENE_KINDS.flatMap((kind, i) => [{ kind, seed: 7000 + i }, { kind, seed: 8000 + i }]);
  const shared = {
    keys: scenes.map((x) => demoStorageKey(x.kind, x.seed)),
    placeholders: await Promise.all(scenes.map((x) => renderScenePlaceholder(x.kind, x.seed))),
    alts: scenes.map((x) => describeScene(x.kind, x.seed).alt),
    captions: scenes.map((x) => describeScene(x.kind, x.seed).caption),
  };

  const client = await database.pool.connect();
  try {
    await client.query('begin');
    if (database.engine === 'postgres') await client.query(`set local maintenance_work_mem = '256MB'`);
    const { rebuildMs } = await withoutIndexes(client, LOADED, async () => {
      await client.query(
        `insert into users (id, email, email_verified, name, is_demo)
         select $1 || '-h' || g, $1 || '-h' || g || '@synthetic.roost.test', true, 'Host ' || g, true from generate_series(1, $2::int) g
         union all
         select $1 || '-g' || g, $1 || '-g' || g || '@synthetic.roost.test', true, 'Guest ' || g, true from generate_series(1, $3::int) g`,
        [prefix, hostCount, guestCount],
      );
      step('users');
      // The next batch is made while the database stores the last one.
      let storing: Promise<void> = Promise.resolve();
      for (let from = 0; from < opts.count; from += BATCH) {
        const batch = syntheticListings(rng, { prefix, from, to: Math.min(opts.count, from + BATCH), hostCount, now, hubs: opts.hubs });
        await storing;
        storing = insertListingColumns(client, batch);
      }
      await storing;
      step('listings');
      await insertPhotos(client, cal, shared);
      step('photos');
      await insertPriceSeasons(client, cal);
      await insertBookings(client, cal);
      await insertBlocks(client, cal);
      step('calendars');
    });
    step(`indexes and constraints (${(rebuildMs / 1000).toFixed(1)} s)`);
    // The search projection, once for all (its triggers were off), with its own indexes made after.
    await withoutIndexes(client, ['listing_search'], async () => {
      await client.query('select rebuild_listing_search()');
    });
    step('search projection');
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
  await database.pool.query('analyze');
  step('analyze');
  const rows: Record<string, number> = {};
  for (const table of LOADED) rows[table] = (await database.pool.query(`select count(*)::int as n from ${table}`)).rows[0].n;
  return { listings: opts.count, ms: performance.now() - t0, rows };
}
