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

/** The SQL conditions a search puts on `listing_search` (published listings, see migration 002). */
export function searchConditions(q: SearchQuery, minorPerMajor: number): RawBuilder<unknown> {
  const where: RawBuilder<unknown>[] = [sql`true`];
  if (q.bbox) {
    const boxes = splitBbox(q.bbox).map(([w, s, e, n]) => sql`s.location <@ box(point(${w}, ${s}), point(${e}, ${n}))`);
    where.push(boxes.length === 1 ? boxes[0] : sql`(${sql.join(boxes, sql` or `)})`);
  }
  if (q.guests) where.push(sql`s.max_guests >= ${q.guests}`);
  if (q.priceMin !== undefined) where.push(sql`s.nightly_price >= ${q.priceMin * minorPerMajor}`);
  if (q.priceMax !== undefined) where.push(sql`s.nightly_price <= ${q.priceMax * minorPerMajor}`);
  if (q.types?.length) where.push(sql`s.property_type = any(${q.types}::text[])`);
  if (q.amenities?.length) where.push(sql`s.amenities @> ${q.amenities}::text[]`);
  if (q.instant) where.push(sql`s.instant_book`);
  if (q.checkin && q.checkout) {
    const nights = nightsBetween(q.checkin, q.checkout);
    where.push(sql`${nights}::int between s.min_nights and s.max_nights`);
    // Free for every night: `busy` holds the ranges of bookings that hold dates and of blocks.
    where.push(sql`not (s.busy && daterange(${q.checkin}::date, ${q.checkout}::date))`);
  }
  return sql.join(where, sql` and `);
}

/**
 * One round trip: the number of matches, the pins of every match (capped), and one page of
 * listings in the chosen order. Matches come from the narrow `listing_search` projection; card
 * details are read from `listings` for the one page only.
 */
export function searchQuery(q: SearchQuery, minorPerMajor: number) {
  const offset = (q.page - 1) * q.pageSize;
  const pageIds = q.sort === 'relevance' && offset + q.pageSize <= MAX_PINS
    ? sql`select id from ranked limit ${q.pageSize} offset ${offset}`
    : sql`select id from m order by ${ORDER[q.sort]} limit ${q.pageSize} offset ${offset}`;
  return sql<{ total: number; pins: SearchResultRows['pins'] | null; page: SearchRow[] | null }>`
    with m as materialized (
      select s.listing_id as id, s.nightly_price, s.relevance, s.rating_average, s.review_count,
             s.location[0] as lng, s.location[1] as lat
      from listing_search s
      where ${searchConditions(q, minorPerMajor)}
    ),
    -- Pins are the most relevant matches; by relevance, the page is a slice of them (one sort).
    ranked as materialized (
      select id, lat, lng, nightly_price from m order by relevance desc, id limit ${MAX_PINS + 1}
    )
    select
      (select count(*)::int from m) as total,
      (select json_agg(json_build_object('id', id, 'lat', lat, 'lng', lng, 'price', nightly_price))
         from ranked) as pins,
      (select json_agg(row_to_json(r) order by r.ord)
         from (
           select u.ord, l.id, l.title, l.property_type, l.room_type, l.city, l.region, l.country, l.max_guests,
                  l.bedrooms, l.beds, l.bathrooms, l.rating_average, l.review_count, l.nightly_price,
                  l.cleaning_fee, l.instant_book, l.approx_location[0] as lng, l.approx_location[1] as lat
           from unnest(array(${pageIds}))
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
