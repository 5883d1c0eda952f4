import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { SearchQuery, Sort } from '../../../contract/search.js';
import { AMENITIES, type Bbox } from '../../../contract/common.js';
import { clusterCellDegrees, splitBbox, WORLD_BBOX } from '../../../domain/geo.js';
import { nightsBetween } from '../../../domain/dates.js';
import type { PhotoRow } from './repo.js';

/** Photos each card carries (its carousel). */
export const CARD_PHOTOS = 6;

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
  /** The card's first CARD_PHOTOS photos, in order. */
  photos: PhotoRow[];
  /** Price overrides that touch the searched stay (none without dates). */
  overrides: { start_date: string; end_date: string; nightly_price: number }[];
};

export type SearchResultRows = {
  total: number;
  /** False when the total and the clusters' counts are estimates from a sample. */
  exact: boolean;
  /** Every match, most relevant first, when there are no more than the pin limit; else none. */
  pins: { id: string; lat: number; lng: number; price: number }[];
  /** The matches by cell of the map's grid, largest first, when there are more; else none. */
  clusters: { count: number; lat: number; lng: number; bbox: Bbox }[];
  page: SearchRow[];
};

/** Pins and clusters come back column by column: a thousand JSON objects cost PGlite several milliseconds. */
type PinColumns = { id: string[]; lat: number[]; lng: number[]; price: number[] };
type ClusterColumns = { count: number[]; lat: number[]; lng: number[]; w: number[]; s: number[]; e: number[]; n: number[] };

/** What a card shows of a listing `l` (search results and wishlists). */
const CARD_COLUMNS = sql`l.id, l.title, l.property_type, l.room_type, l.city, l.region, l.country, l.max_guests,
                  l.bedrooms, l.beds, l.bathrooms, l.rating_average, l.review_count, l.nightly_price,
                  l.cleaning_fee, l.instant_book, l.approx_location[0] as lng, l.approx_location[1] as lat`;
/** A card's photos (its carousel), as JSON. */
const CARD_PHOTOS_JSON = sql`(select coalesce(json_agg(row_to_json(p) order by p.position), '[]')
                     from (select * from photos where listing_id = l.id order by position limit ${CARD_PHOTOS}) p)`;

/** The price overrides of `l` that touch a stay, as JSON (none without a stay). */
function stayOverrides(stay: { checkin: string; checkout: string } | null) {
  return stay
    ? sql`(select coalesce(json_agg(json_build_object('start_date', o.start_date, 'end_date', o.end_date, 'nightly_price', o.nightly_price)), '[]')
             from price_overrides o
             where o.listing_id = l.id and daterange(o.start_date, o.end_date) && daterange(${stay.checkin}::date, ${stay.checkout}::date))`
    : sql`'[]'::json`;
}

/** A card's row for any listing, whatever its status, with what a stay check needs. */
export type CardRowById = SearchRow & {
  status: string; time_zone: string; min_nights: number; max_nights: number;
  /** A held booking or a block touches a night of the stay (false without a stay). */
  busy: boolean;
};

/** Card rows of the given listings, in the given order (missing ids and incomplete drafts are left out). */
export async function cardRowsByIds(db: Kysely<DB>, ids: string[], stay: { checkin: string; checkout: string } | null) {
  if (!ids.length) return [];
  // listing_busy() (migration 002) is the one definition of the nights a listing cannot sell.
  const busy = stay ? sql`listing_busy(l.id) && daterange(${stay.checkin}::date, ${stay.checkout}::date)` : sql`false`;
  const { rows } = await sql<CardRowById>`
    select ${CARD_COLUMNS}, l.status, l.time_zone, l.min_nights, l.max_nights,
           ${CARD_PHOTOS_JSON} as photos, ${stayOverrides(stay)} as overrides, ${busy} as busy
    from unnest(${ids}::text[]) with ordinality as u(id, ord)
    join listings l on l.id = u.id
    -- A card needs a price and a place; only a draft lacks them (a restored or rejected listing).
    where l.nightly_price is not null and l.approx_location is not null
    order by u.ord`.execute(db);
  return rows;
}

/**
 * How the pins and the page are found: `scan` reads every match and sorts; `walk` reads an index
 * in the wanted order, stops when it has enough and falls back to the scan when its bounded walk
 * comes up short; `auto` picks one by the count (tests force each).
 */
export type SearchPath = 'auto' | 'scan' | 'walk';

/** Sort keys on `listing_search s`; each has a matching index (migration 006) for the walk. */
const ORDER: Record<Sort, RawBuilder<unknown>> = {
  relevance: sql`s.relevance desc, s.listing_id`,
  price_asc: sql`s.nightly_price asc, s.listing_id`,
  price_desc: sql`s.nightly_price desc, s.listing_id`,
  rating: sql`s.rating_average desc nulls last, s.review_count desc, s.listing_id`,
};
/** The same orders on the rows `top()` returns. */
const ORDER_OUT: Record<Sort, RawBuilder<unknown>> = {
  relevance: sql`relevance desc, id`,
  price_asc: sql`nightly_price asc, id`,
  price_desc: sql`nightly_price desc, id`,
  rating: sql`rating_average desc nulls last, review_count desc, id`,
};

/**
 * Walk when it reads fewer rows than the scan. To find `need` matches the walk reads about
 * need × rows / total rows, each an index probe and a heap fetch; the scan reads every candidate
 * and sorts the matches. Measured on PGlite and PostgreSQL (bench/search.ts), a walked row costs
 * about 1.5 scanned matches, so: walk when total² > 1.5 × need × rows.
 */
const WALK_FACTOR = 1.5;

/** The amenity flags of migration 007's `amenity_bits()`: bit i is AMENITIES[i]. */
export function amenityBits(names: readonly string[]): number {
  return names.reduce((bits, name) => {
    const i = (AMENITIES as readonly string[]).indexOf(name);
    return i < 0 ? bits : bits | (1 << i);
  }, 0);
}

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
  if (q.amenities?.length) {
    const mask = amenityBits(q.amenities);
    where.push(sql`s.amenity_bits & ${mask}::int = ${mask}::int`);
  }
  if (q.instant) where.push(sql`s.instant_book`);
  if (q.checkin && q.checkout) {
    const nights = nightsBetween(q.checkin, q.checkout);
    where.push(sql`${nights}::int between s.min_nights and s.max_nights`);
    // Free for every night: `busy` holds the ranges of bookings that hold dates and of blocks.
    where.push(sql`not (s.busy && daterange(${q.checkin}::date, ${q.checkout}::date))`);
  }
  return sql.join(where, sql` and `);
}

/** What the map gets: at most `pinLimit` pins, else clusters; and how the page is found. */
export type SearchOptions = { pinLimit: number; path?: SearchPath };

/**
 * The samples of migration 027, sparsest first: the listings whose fixed number (0–1023) is below
 * `below`, one in `scale`. A box's clusters and total come from the sparsest sample holding at
 * least SAMPLE_MIN of its matches (about ±3 % on the total), else from all of them: a search
 * reads at most about four times SAMPLE_MIN rows to count, however big its box.
 */
const SAMPLES = [
  { below: 1, scale: 1024 }, { below: 4, scale: 256 }, { below: 16, scale: 64 }, { below: 64, scale: 16 }, { below: 256, scale: 4 },
] as const;
export const SAMPLE_MIN = 1024;

/**
 * One statement (docs/decisions/0003-search-query.md, revised in 0037):
 * 1. The box's matches among each sample, sparsest first, grouped by cell of the map's grid
 *    (domain/geo.ts clusterCellDegrees), until one holds SAMPLE_MIN of them: its cells, scaled up,
 *    are the clusters and their sum the total, both estimates.
 * 2. When none does (fewer than about 4 000 matches), `first`: up to `pinLimit` + 1 matches. No
 *    more than `pinLimit` means they are all the matches: they are the pins and their number the
 *    total, and the page is sorted from them. Otherwise every match, by cell, gives the clusters
 *    and the exact total.
 * 3. For many matches the page is found by the cheaper of two paths, chosen at run time from the
 *    total: *scan* reads the matches and keeps the top; *walk* reads the sort order's index and
 *    stops at the page.
 * Each step is behind one-time filters: the branches not needed are never started. Card details
 * come from `listings` for the page's rows only, with their photos and the price overrides of the
 * stay (in the same statement: on PGlite each extra round trip costs milliseconds).
 */
export function searchQuery(q: SearchQuery, minorPerMajor: number, opts: SearchOptions) {
  const { pinLimit, path = 'auto' } = opts;
  const offset = (q.page - 1) * q.pageSize;
  const where = searchConditions(q, minorPerMajor);
  const cell = clusterCellDegrees(q.bbox ?? WORLD_BBOX);
  const cols = sql`s.listing_id as id, s.nightly_price, s.relevance, s.rating_average, s.review_count,
                   s.location[0] as lng, s.location[1] as lat`;
  const out = sql`id, nightly_price, relevance, rating_average, review_count, lng, lat`;
  /** The matches (of one sample, or all) by cell: count, mean position and extent. */
  const cells = (sample: RawBuilder<unknown>, when: RawBuilder<unknown>) => sql`
      select count(*)::int as n, avg(s.location[0]) as lng, avg(s.location[1]) as lat,
             min(s.location[0]) as w, min(s.location[1]) as s, max(s.location[0]) as e, max(s.location[1]) as nn
      from listing_search s where ${where} ${sample} and ${when}
      group by floor((s.location[0] + 180) / ${cell}::float8), floor((s.location[1] + 90) / ${cell}::float8)`;
  const names = SAMPLES.map((x) => `sample${x.scale}`);
  const held = (i: number) => sql`(select coalesce(sum(n), 0) from ${sql.raw(names[i]!)})`;
  /** The first `k` samples (sparsest first) each held fewer than SAMPLE_MIN matches. */
  const sparse = (k: number) => (k ? sql`(${sql.join(names.slice(0, k).map((_, i) => sql`${held(i)} < ${SAMPLE_MIN}`), sql` and `)})` : sql`true`);
  // The sparsest sample estimates how many matches the box holds: denser samples expected to hold
  // fewer than SAMPLE_MIN of them are skipped (a city goes straight to the one that fits it).
  const expected = (i: number) => (i ? sql` and ${sql.lit(SAMPLES[i]!.scale)} <= ${held(0)}` : sql``);
  const samples = sql.join(SAMPLES.map((x, i) => sql`${sql.raw(names[i]!)} as materialized (${cells(sql`and s.sample < ${sql.lit(x.below)}`, sql`${sparse(i)}${expected(i)}`)})`), sql`,\n    `);
  const grid = sql`grid as (
      ${sql.join(SAMPLES.map((x, i) => sql`select n * ${sql.lit(x.scale)} as n, lng, lat, w, s, e, nn from ${sql.raw(names[i]!)} where ${held(i)} >= ${SAMPLE_MIN}`), sql` union all `)}
      union all select * from every_match
    )`;

  /**
   * `limit` rows after `skip` in `sort` order among many matches, as two CTEs: `name` and its walk
   * `name_walk`. The walk reads the sort-order index, at most `budget` rows (4 × what an even
   * spread needs), and is kept only if it found the whole page (with an exact total, every row
   * there is): where the matches sit late in that order (price follows place), it gives up and
   * the scan answers. Planned as an index walk only if the planner does not take the box for a
   * handful of rows (it always does: `<@` on points has no statistics) and sort them: so the
   * conditions become a column behind the inner `limit`, a filter it cannot push down and takes
   * for one row in two.
   */
  const top = (name: string, sort: Sort, limit: number, skip: number) => {
    const need = skip + limit;
    const walk = path === 'auto'
      ? sql`total::float8 * total > ${WALK_FACTOR * need}::float8 * greatest(rows, total)`
      : sql.raw(String(path === 'walk'));
    const walked = sql.raw(`${name}_walk`);
    const wanted = sql`(select case when few then 0 when exact then least(${limit}, greatest(total - ${skip}, 0)) else ${limit} end from n)`;
    return sql`
    ${walked} as materialized (
      select ${out} from (
        select ${cols}, (${where}) as matches from listing_search s order by ${ORDER[sort]}
        limit (select ceil(4 * ${need}::float8 * greatest(rows, total) / greatest(total, 1))::bigint + ${need} from n)
      ) w
      where matches and (select not few and ${walk} from n) limit ${limit} offset ${skip}
    ),
    ${sql.raw(name)} as (
      select * from ${walked} where (select count(*) from ${walked}) = ${wanted}
      union all
      (select ${cols} from listing_search s
        where ${where} and (select count(*) from ${walked}) < ${wanted}
        order by ${ORDER[sort]} limit ${limit} offset ${skip})
    )`;
  };
  const byRelevance = sql`order by relevance desc, id`;
  const byCount = sql`order by n desc, lat, lng`;
  const overrides = stayOverrides(q.checkin && q.checkout ? { checkin: q.checkin, checkout: q.checkout } : null);
  return sql<{ total: number; exact: boolean; pins: PinColumns | null; clusters: ClusterColumns | null; page: SearchRow[] | null }>`
    with ${samples},
    first as materialized (
      select ${cols} from listing_search s where ${where} and ${sparse(SAMPLES.length)} limit ${pinLimit + 1}
    ),
    few as (select count(*)::int as n, ${sparse(SAMPLES.length)} and count(*) <= ${pinLimit} as yes from first),
    every_match as materialized (${cells(sql``, sql`(select not yes from few) and ${sparse(SAMPLES.length)}`)}),
    ${grid},
    n as (
      select f.yes as few,
             case when f.yes then f.n else (select coalesce(sum(g.n), 0)::int from grid g) end as total,
             f.yes or exists (select 1 from every_match) as exact,
             -- rows now: pages now × rows per page at the last analyze (or a typical 25)
             (select case when c.relpages > 0 and c.reltuples > 0 then c.reltuples / c.relpages else 25 end
                     * pg_relation_size(c.oid) / 8192
                from pg_class c where c.oid = 'listing_search'::regclass) as rows
      from few f
    ),
    ${top('paged', q.sort, q.pageSize, offset)}
    select
      (select total from n) as total,
      (select exact from n) as exact,
      (select json_build_object('id', array_agg(id ${byRelevance}), 'lat', array_agg(lat ${byRelevance}),
                                'lng', array_agg(lng ${byRelevance}), 'price', array_agg(nightly_price ${byRelevance}))
         from first where (select yes from few)) as pins,
      (select json_build_object('count', array_agg(n ${byCount}), 'lng', array_agg(lng ${byCount}), 'lat', array_agg(lat ${byCount}),
                                'w', array_agg(w ${byCount}), 's', array_agg(s ${byCount}),
                                'e', array_agg(e ${byCount}), 'n', array_agg(nn ${byCount}))
         from grid) as clusters,
      (select json_agg(row_to_json(r) order by r.ord)
         from (
           select u.ord, ${CARD_COLUMNS}, ${CARD_PHOTOS_JSON} as photos, ${overrides} as overrides
           from unnest(
                  array(select id from first where (select yes from few) order by ${ORDER_OUT[q.sort]} limit ${q.pageSize} offset ${offset})
                  || array(select id from paged order by ${ORDER_OUT[q.sort]})
                ) with ordinality as u(id, ord)
           join listings l on l.id = u.id
         ) r) as page
  `;
}

export async function searchListings(db: Kysely<DB>, q: SearchQuery, minorPerMajor: number, opts: SearchOptions): Promise<SearchResultRows> {
  const result = await searchQuery(q, minorPerMajor, opts).execute(db);
  const row = result.rows[0];
  const p = row.pins;
  const pins = p?.id ? p.id.map((id, i) => ({ id, lat: p.lat[i], lng: p.lng[i], price: p.price[i] })) : [];
  const c = row.clusters;
  const clusters = c?.count ? c.count.map((count, i) => ({ count, lat: c.lat[i], lng: c.lng[i], bbox: [c.w[i], c.s[i], c.e[i], c.n[i]] as Bbox })) : [];
  return { total: row.total, exact: row.exact, pins, clusters, page: row.page ?? [] };
}
