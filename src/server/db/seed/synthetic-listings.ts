import type pg from 'pg';
import { approximateLocation } from '../../../domain/geo.js';
import { AMENITIES, PROPERTY_TYPES } from '../../../contract/common.js';
import type { Rng } from '../../features/photos/scenes/random.js';
import { syntheticSpot } from './synthetic-places.js';

const ADJ = ['Sunny', 'Quiet', 'Bright', 'Cosy', 'Airy', 'Charming', 'Calm', 'Leafy', 'Modern', 'Spacious'];
const NOUN: Record<string, string> = { apartment: 'flat', house: 'house', cabin: 'cabin', room: 'room', camping: 'tent', boat: 'houseboat', other: 'studio' };
const DAY = 86_400_000;

/** Each column's PostgreSQL type; `text[]` columns travel as array literals and are cast on the way in. */
const COLUMNS = {
  id: 'text', host_id: 'text', title: 'text', description: 'text', property_type: 'text', room_type: 'text',
  max_guests: 'int', bedrooms: 'int', beds: 'int', amenities: 'text[]', street: 'text', city: 'text', region: 'text',
  postal_code: 'text', country: 'text', location: 'point', approx_location: 'point', time_zone: 'text',
  nightly_price: 'int', cleaning_fee: 'int', min_nights: 'int', max_nights: 'int', instant_book: 'bool',
  cancellation_policy: 'text', status: 'text', rating_average: 'numeric', review_count: 'int', relevance: 'real',
  pets_allowed: 'bool', created_at: 'timestamptz', updated_at: 'timestamptz', published_at: 'timestamptz',
} as const;
type Column = keyof typeof COLUMNS;

/**
 * Listings `from` … `to − 1` of a synthetic marketplace, column by column (one array per column:
 * PostgreSQL reads a handful of big arrays far faster than thousands of JSON objects).
 */
export function syntheticListings(rng: Rng, o: { prefix: string; from: number; to: number; hostCount: number; now: Date; hubs?: number }) {
  const cols = Object.fromEntries(Object.keys(COLUMNS).map((c) => [c, [] as unknown[]])) as Record<Column, unknown[]>;
  const push = (row: Record<Column, unknown>) => { for (const c in row) cols[c as Column].push(row[c as Column]); };
  for (let i = o.from; i < o.to; i++) {
    const spot = syntheticSpot(rng, i, o.hubs);
    // Zero-padded, so ids sort as they are made: the primary keys' indexes fill in order.
    const id = `${o.prefix}-${String(i).padStart(7, '0')}`;
    const approx = approximateLocation(id, spot.lat, spot.lng);
    const type = rng.weighted(PROPERTY_TYPES.map((t) => [t, t === 'apartment' ? 6 : t === 'house' ? 2 : 1] as const));
    const bedrooms = rng.int(0, 4);
    const reviews = rng.int(0, 120);
    const rating = reviews ? Math.round(rng.float(3.6, 5) * 100) / 100 : null;
    const created = new Date(o.now.getTime() - rng.int(30, 1500) * DAY).toISOString();
    push({
      id, host_id: `${o.prefix}-h${1 + (i % o.hostCount)}`, title: `${rng.pick(ADJ)} ${NOUN[type]} in ${spot.hood}`,
      description: `A synthetic ${NOUN[type]} in ${spot.hood}, ${spot.city}, generated for benchmarks. It has ${bedrooms} bedroom(s) and sleeps up to ${bedrooms * 2 + 2}.`,
      property_type: type, room_type: type === 'room' ? 'private_room' : 'entire_place', max_guests: Math.min(16, bedrooms * 2 + 2), bedrooms, beds: Math.max(1, bedrooms),
      amenities: `{${AMENITIES.filter(() => rng.chance(0.35)).join(',')}}`, street: `${rng.pick(spot.streets)} ${rng.int(1, 3000)}`,
      city: spot.city, region: spot.region, postal_code: spot.postal(i), country: spot.country,
      location: `(${spot.lng.toFixed(6)},${spot.lat.toFixed(6)})`, approx_location: `(${approx.lng.toFixed(6)},${approx.lat.toFixed(6)})`,
      time_zone: spot.timeZone, nightly_price: Math.round(spot.price * rng.float(0.5, 2.5)) * 100, cleaning_fee: rng.int(0, 6) * 500,
      min_nights: rng.pick([1, 1, 2, 3]), max_nights: 90, instant_book: rng.chance(0.5), cancellation_policy: rng.pick(['flexible', 'moderate', 'strict']),
      status: 'published', rating_average: rating, review_count: reviews, relevance: Math.round(((rating ?? 4) * Math.log1p(reviews) + rng.next()) * 1000) / 1000,
      pets_allowed: rng.chance(0.2), created_at: created, updated_at: created, published_at: created,
    });
  }
  return cols;
}

/** One statement per batch: `insert … select from unnest(array, array, …)`. */
export async function insertListingColumns(client: pg.PoolClient, cols: Record<Column, unknown[]>): Promise<void> {
  const names = Object.keys(COLUMNS) as Column[];
  const types = names.map((c) => COLUMNS[c]);
  const unnest = types.map((t, i) => `$${i + 1}::${t === 'text[]' ? 'text' : t}[]`).join(', ');
  const select = names.map((c, i) => (types[i] === 'text[]' ? `u.${c}::text[]` : `u.${c}`)).join(', ');
  await client.query(
    `insert into listings (${names.join(', ')}) select ${select} from unnest(${unnest}) as u(${names.join(', ')})`,
    names.map((c) => cols[c]),
  );
}
