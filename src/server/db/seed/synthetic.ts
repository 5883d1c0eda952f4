import tzlookup from '@photostructure/tz-lookup';
import { approximateLocation } from '../../../domain/geo.js';
import { AMENITIES, PROPERTY_TYPES } from '../../../contract/common.js';
import { createRng } from '../../features/photos/scenes/random.js';
import { demoStorageKey, SCENE_KINDS } from '../../features/photos/scenes/index.js';
import { renderScenePlaceholder } from '../../features/photos/scenes/render.js';
import type { Database } from '../pool.js';
import { ALL_CITIES, isOnMontevideoLand, MONTEVIDEO } from './cities.js';
import { insertRows } from './insert.js';

export type SyntheticOptions = { count: number; seed?: number; photosPerListing?: number; now?: Date };

const ADJ = ['Sunny', 'Quiet', 'Bright', 'Cosy', 'Airy', 'Charming', 'Calm', 'Leafy', 'Modern', 'Spacious'];
const NOUN: Record<string, string> = { apartment: 'flat', house: 'house', cabin: 'cabin', room: 'room', camping: 'tent', boat: 'houseboat', other: 'studio' };

/**
 * Fills a scratch database with `count` synthetic published listings over the demo cities, for
 * benchmarks: listings from JS in JSON batches; photos, bookings and blocks by set-based SQL.
 * Photos point at a handful of shared demo storage keys (rendered on first request like the demo's).
 */
export async function seedSynthetic(database: Database, opts: SyntheticOptions): Promise<{ listings: number; ms: number }> {
  const t0 = performance.now();
  const { pool } = database;
  const seed = opts.seed ?? 1;
  const rng = createRng(`synthetic:${seed}`);
  const now = opts.now ?? new Date();
  const prefix = `syn${seed}`;
  const hostCount = Math.max(1, Math.ceil(opts.count / 8));
  await pool.query(
    `insert into users (id, email, email_verified, name, is_demo)
     select $1 || '-h' || g, $1 || '-h' || g || '@synthetic.roost.test', true, 'Host ' || g, true from generate_series(1, $2::int) g
     on conflict do nothing`,
    [prefix, hostCount],
  );
  const zones = new Map(ALL_CITIES.map((c) => [c.name, tzlookup(c.hoods[0]!.lat, c.hoods[0]!.lng)]));
  const batch = 5000;
  for (let start = 0; start < opts.count; start += batch) {
    const rows: Record<string, unknown>[] = [];
    for (let i = start; i < Math.min(opts.count, start + batch); i++) {
      const city = rng.chance(0.3) ? MONTEVIDEO : rng.pick(ALL_CITIES);
      const hood = rng.pick(city.hoods);
      let lat = 0, lng = 0;
      do {
        const d = Math.sqrt(rng.next()) * hood.radiusM, a = rng.next() * 2 * Math.PI;
        lat = hood.lat + (d * Math.cos(a)) / 111_320;
        lng = hood.lng + (d * Math.sin(a)) / (111_320 * Math.cos((hood.lat * Math.PI) / 180));
      } while (city === MONTEVIDEO && !isOnMontevideoLand(lat, lng));
      const id = `${prefix}-${i}`;
      const approx = approximateLocation(id, lat, lng);
      const type = rng.weighted(PROPERTY_TYPES.map((t) => [t, t === 'apartment' ? 6 : t === 'house' ? 2 : 1] as const));
      const bedrooms = rng.int(0, 4);
      const reviews = rng.int(0, 120);
      const rating = reviews ? Math.round(rng.float(3.6, 5) * 100) / 100 : null;
      rows.push({
        id, host_id: `${prefix}-h${1 + (i % hostCount)}`, title: `${rng.pick(ADJ)} ${NOUN[type]} in ${hood.name}`,
        description: `A synthetic ${NOUN[type]} in ${hood.name}, ${city.name}, generated for benchmarks. It has ${bedrooms} bedroom(s) and sleeps up to ${bedrooms * 2 + 2}.`,
        property_type: type, room_type: type === 'room' ? 'private_room' : 'entire_place', max_guests: Math.min(16, bedrooms * 2 + 2), bedrooms, beds: Math.max(1, bedrooms),
        bathrooms: 1, amenities: AMENITIES.filter(() => rng.chance(0.35)), street: `${rng.pick(city.streets)} ${rng.int(1, 3000)}`, city: city.name, region: city.region,
        postal_code: city.postal(i), country: city.country, location: `(${lng.toFixed(6)},${lat.toFixed(6)})`, approx_location: `(${approx.lng.toFixed(6)},${approx.lat.toFixed(6)})`,
        time_zone: zones.get(city.name), nightly_price: Math.round(city.price * rng.float(0.5, 2.5)) * 100, cleaning_fee: rng.int(0, 6) * 500,
        min_nights: rng.pick([1, 1, 2, 3]), max_nights: 90, instant_book: rng.chance(0.5), cancellation_policy: rng.pick(['flexible', 'moderate', 'strict']),
        status: 'published', rating_average: rating, review_count: reviews, relevance: Math.round(((rating ?? 4) * Math.log1p(reviews) + rng.next()) * 1000) / 1000,
        pets_allowed: rng.chance(0.2),
      });
    }
    await insertRows(pool, 'listings', rows, batch);
  }
  const scenes = SCENE_KINDS.flatMap((kind, i) => [{ kind, seed: 7000 + i }, { kind, seed: 8000 + i }]);
  const keys = scenes.map((x) => demoStorageKey(x.kind, x.seed));
  const placeholders = await Promise.all(scenes.map((x) => renderScenePlaceholder(x.kind, x.seed)));
  const perListing = opts.photosPerListing ?? 5;
  // Photo rows, and a couple of future stays and a host block per listing, set-based.
  await pool.query(
    `insert into photos (id, listing_id, position, alt_text, caption, width, height, storage_key, variants, placeholder)
     select l.id || '-p' || g, l.id, g, 'Illustration', '', 1600, 1200, ($2::text[])[1 + (abs(hashtext(l.id)) + g) % $4::int],
            '{320,640,1024,1600}', ($3::text[])[1 + (abs(hashtext(l.id)) + g) % $4::int]
       from listings l cross join generate_series(0, $5::int - 1) g where l.id like $1 || '-%'`,
    [prefix, keys, placeholders, keys.length, perListing],
  );
  const today = now.toISOString().slice(0, 10);
  // Bulk stays and blocks go in with the per-row `busy` triggers off, then the search projection
  // is rebuilt once, set-based; one transaction, so the triggers can never stay off.
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('alter table bookings disable trigger bookings_busy');
    await client.query('alter table calendar_blocks disable trigger calendar_blocks_busy');
    await client.query(
      `insert into bookings (id, listing_id, guest_id, check_in, check_out, adults, status, currency, price, total)
       select l.id || '-b' || k, l.id, null, d.ci, d.ci + n.nights, 1, 'confirmed', 'EUR', '{}'::jsonb, l.nightly_price * n.nights
         from listings l cross join generate_series(0, 1) k
         cross join lateral (select $2::date + (abs(hashtext(l.id || k)) % 35) + k * 45 as ci) d
         cross join lateral (select 1 + abs(hashtext(l.id || 'n' || k)) % 6 as nights) n
        where l.id like $1 || '-%' and abs(hashtext(l.id || 'b' || k)) % 3 <> 0`,
      [prefix, today],
    );
    await client.query(
      `insert into calendar_blocks (id, listing_id, start_date, end_date, reason)
       select l.id || '-x', l.id, $2::date + 100 + abs(hashtext(l.id)) % 60, $2::date + 107 + abs(hashtext(l.id)) % 60, 'host'
         from listings l where l.id like $1 || '-%' and abs(hashtext(l.id || 'x')) % 2 = 0`,
      [prefix, today],
    );
    await client.query('alter table bookings enable trigger bookings_busy');
    await client.query('alter table calendar_blocks enable trigger calendar_blocks_busy');
    await client.query('select rebuild_listing_search()');
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
  return { listings: opts.count, ms: performance.now() - t0 };
}
