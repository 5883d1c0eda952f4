import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { SearchQuery, Sort } from '../../../contract/search.js';
import { MAX_PINS } from '../../../contract/search.js';
import { splitBbox } from '../../../domain/geo.js';
import { nightsBetween } from '../../../domain/dates.js';

export type SearchRow = {
  id: string;
  title: string;
  property_type: string;
  room_type: string;
  city: string;
  region: string;
  country: string;
  max_guests: number;
  bedrooms: number;
  beds: number;
  bathrooms: number;
  rating_average: number | null;
  review_count: number;
  nightly_price: number;
  cleaning_fee: number;
  instant_book: boolean;
  lng: number;
  lat: number;
};

export type SearchResultRows = {
  total: number;
  pins: { id: string; lat: number; lng: number; price: number }[];
  page: SearchRow[];
};

const ORDER: Record<Sort, RawBuilder<unknown>> = {
  relevance: sql`relevance desc, id`,
  price_asc: sql`nightly_price asc, id`,
  price_desc: sql`nightly_price desc, id`,
  rating: sql`rating_average desc nulls last, review_count desc, id`,
};

/** The SQL conditions a search puts on published listings. */
export function searchConditions(q: SearchQuery, minorPerMajor: number): RawBuilder<unknown> {
  const where: RawBuilder<unknown>[] = [sql`l.status = 'published'`];
  if (q.bbox) {
    const boxes = splitBbox(q.bbox).map(([w, s, e, n]) => sql`l.approx_location <@ box(point(${w}, ${s}), point(${e}, ${n}))`);
    where.push(boxes.length === 1 ? boxes[0] : sql`(${sql.join(boxes, sql` or `)})`);
  }
  if (q.guests) where.push(sql`l.max_guests >= ${q.guests}`);
  if (q.priceMin !== undefined) where.push(sql`l.nightly_price >= ${q.priceMin * minorPerMajor}`);
  if (q.priceMax !== undefined) where.push(sql`l.nightly_price <= ${q.priceMax * minorPerMajor}`);
  if (q.types?.length) where.push(sql`l.property_type = any(${q.types}::text[])`);
  if (q.amenities?.length) where.push(sql`l.amenities @> ${q.amenities}::text[]`);
  if (q.instant) where.push(sql`l.instant_book`);
  if (q.checkin && q.checkout) {
    const nights = nightsBetween(q.checkin, q.checkout);
    where.push(sql`${nights}::int between l.min_nights and l.max_nights`);
    // Free for every night: `busy` (kept by triggers, see migration 002) holds the ranges of
    // bookings that hold dates and of calendar blocks.
    where.push(sql`not (l.busy && daterange(${q.checkin}::date, ${q.checkout}::date))`);
  }
  return sql.join(where, sql` and `);
}

/**
 * One round trip: the number of matches, the pins of every match (capped), and one page of
 * listings in the chosen order.
 */
export function searchQuery(q: SearchQuery, minorPerMajor: number) {
  const offset = (q.page - 1) * q.pageSize;
  // Matches are materialised narrow (what count, pins and ordering need); card details are
  // read for the one page only.
  return sql<{ total: number; pins: SearchResultRows['pins'] | null; page: SearchRow[] | null }>`
    with m as materialized (
      select l.id, l.nightly_price, l.relevance, l.rating_average, l.review_count,
             l.approx_location[0] as lng, l.approx_location[1] as lat
      from listings l
      where ${searchConditions(q, minorPerMajor)}
    )
    select
      (select count(*)::int from m) as total,
      (select json_agg(json_build_object('id', id, 'lat', lat, 'lng', lng, 'price', nightly_price))
         from (select id, lat, lng, nightly_price from m order by relevance desc, id limit ${MAX_PINS + 1}) p) as pins,
      (select json_agg(row_to_json(r) order by r.ord)
         from (
           select u.ord, l.id, l.title, l.property_type, l.room_type, l.city, l.region, l.country, l.max_guests,
                  l.bedrooms, l.beds, l.bathrooms, l.rating_average, l.review_count, l.nightly_price,
                  l.cleaning_fee, l.instant_book, l.approx_location[0] as lng, l.approx_location[1] as lat
           from unnest(array(select id from m order by ${ORDER[q.sort]} limit ${q.pageSize} offset ${offset}))
                with ordinality as u(id, ord)
           join listings l on l.id = u.id
         ) r) as page
  `;
}

export async function searchListings(db: Kysely<DB>, q: SearchQuery, minorPerMajor: number): Promise<SearchResultRows> {
  const result = await searchQuery(q, minorPerMajor).execute(db);
  const row = result.rows[0];
  return { total: row.total, pins: row.pins ?? [], page: row.page ?? [] };
}
