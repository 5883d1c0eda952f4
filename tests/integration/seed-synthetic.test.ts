import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, openTestDatabase, type TestDatabase } from './harness';
import { seedSynthetic } from '../../src/server/db/seed/synthetic';
import { ALL_CITIES } from '../../src/server/db/seed/cities';
import { distanceMeters } from '../../src/domain/geo';

// The synthetic marketplace of the benchmarks (docs/decisions/0037-search-at-a-million.md), small:
// 200 listings over the demo's cities, 200 over the world's towns.
const COUNT = 400;
const LOADED = ['users', 'listings', 'photos', 'price_overrides', 'bookings', 'calendar_blocks', 'listing_search'];

describe.each(engines())('synthetic seed on %s', (engine) => {
  let db: TestDatabase;
  let schemaBefore: string[];
  const q = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) => (await db.pool.query(text, params)).rows as T[];
  /** Every index, constraint and enabled trigger of the loaded tables. */
  const schema = async () => (await q<{ x: string }>(
    `select indexrelid::regclass::text || ' ' || pg_get_indexdef(indexrelid) as x from pg_index where indrelid = any($1::regclass[])
     union all select conname || ' ' || pg_get_constraintdef(oid) from pg_constraint where conrelid = any($1::regclass[])
     union all select tgname || ' ' || tgenabled::text from pg_trigger where tgrelid = any($1::regclass[]) and not tgisinternal
     order by 1`, [LOADED])).map((r) => r.x);

  beforeAll(async () => {
    db = await openTestDatabase(engine);
    schemaBefore = await schema();
    await seedSynthetic(db, { count: COUNT, hubs: COUNT / 2, seed: 5, now: new Date('2026-11-21T12:00:00Z') });
  }, 120_000);
  afterAll(() => db?.close());

  it('leaves every index, constraint and trigger as it found them', async () => {
    expect(await schema()).toEqual(schemaBefore);
  });

  it('publishes the listings, half in the demo cities and half over the world, each within 500 m of its public point', async () => {
    const rows = await q<{ id: string; city: string; country: string; lat: number; lng: number; alat: number; alng: number; status: string }>(
      `select id, city, country, status, location[1] as lat, location[0] as lng, approx_location[1] as alat, approx_location[0] as alng from listings order by id`);
    expect(rows).toHaveLength(COUNT);
    expect(rows[0]!.id).toBe('syn5-0000000');
    expect(rows.every((r) => r.status === 'published')).toBe(true);
    const demo = new Set(ALL_CITIES.map((c) => c.name));
    expect(rows.slice(0, COUNT / 2).every((r) => demo.has(r.city))).toBe(true);
    expect(new Set(rows.slice(COUNT / 2).map((r) => r.country)).size).toBeGreaterThan(15);
    for (const r of rows) expect(distanceMeters({ lat: r.lat, lng: r.lng }, { lat: r.alat, lng: r.alng })).toBeLessThanOrEqual(500);
  });

  it('gives each listing 5 to 12 photos of the shared illustrated scenes', async () => {
    const counts = await q<{ n: number; demo: boolean }>(
      `select count(*)::int as n, bool_and(storage_key like 'demo-%') as demo from photos group by listing_id`);
    expect(counts).toHaveLength(COUNT);
    expect(counts.every((c) => c.n >= 5 && c.n <= 12 && c.demo)).toBe(true);
  });

  it('fills calendars in realistic proportions, priced as the app prices them', async () => {
    const [b] = await q<{ n: number; held: number; past: number; requested: number; blocks: number; seasons: number }>(
      `select count(*)::int as n,
              count(*) filter (where status in ('requested', 'confirmed') and check_out > '2026-11-21')::int as held,
              count(*) filter (where check_out <= '2026-11-21')::int as past,
              count(*) filter (where status = 'requested')::int as requested,
              (select count(*)::int from calendar_blocks) as blocks, (select count(*)::int from price_overrides) as seasons
       from bookings`);
    expect(b!.n / COUNT).toBeGreaterThan(2);
    expect(b!.n / COUNT).toBeLessThan(5);
    expect(b!.held / COUNT).toBeGreaterThan(1);
    expect(b!.past / COUNT).toBeGreaterThan(1);
    expect(b!.requested).toBeGreaterThan(0);
    expect(b!.blocks).toBeGreaterThan(0);
    expect(b!.seasons / COUNT).toBeGreaterThan(0.05);
    // Each booking's price: one entry per night at the base or season price, plus cleaning.
    const wrong = await q(
      `select b.id from bookings b join listings l on l.id = b.listing_id left join price_overrides o on o.listing_id = b.listing_id
        where jsonb_array_length(b.price->'nights') <> b.check_out - b.check_in
           or b.total <> (select sum(case when d >= o.start_date and d < o.end_date then o.nightly_price else l.nightly_price end)
                            from generate_series(b.check_in, b.check_out - 1, interval '1 day') d)::int + l.cleaning_fee`);
    expect(wrong).toEqual([]);
  });

  it('rebuilds the search projection with every listing and its busy nights', async () => {
    const [p] = await q<{ n: number; mismatched: number }>(
      `select count(*)::int as n, count(*) filter (where busy <> listing_busy(listing_id))::int as mismatched from listing_search`);
    expect(p).toEqual({ n: COUNT, mismatched: 0 });
  });
});
