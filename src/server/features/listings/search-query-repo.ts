import { sql, type RawBuilder } from 'kysely';
import type { SearchQuery, Sort } from '../../../contract/search.js';
import { AMENITIES } from '../../../contract/common.js';
import { clusterCellDegrees, splitBbox, WORLD_BBOX } from '../../../domain/geo.js';
import { nightsBetween } from '../../../domain/dates.js';
import { CARD_COLUMNS, CARD_PHOTOS_JSON, stayOverrides, type SearchRow } from './search-cards-repo.js';

/** The statements of a search (docs/decisions/0003-search-query.md, revised in 0037-search-at-a-million.md). */

/**
 * How the page of a box counted from a sample is found: `scan` reads every match and sorts;
 * `walk` reads an index in the wanted order, stops when it has enough and falls back to a scan
 * when its bounded walk comes up short; `auto` picks one by the estimated count (tests force each).
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

/** What the map gets: at most `pinLimit` pins, else clusters; and how a sampled box's page is found. */
export type SearchOptions = {
  pinLimit: number;
  path?: SearchPath;
  /** Count from SAMPLES[sample] (-1: exactly) whatever the probe found (tests: the walk serves sampled boxes only). */
  sample?: number;
};

/**
 * The samples of migration 027, sparsest first: the listings whose fixed number (0–1023) is below
 * `below`, one in `scale`. A box with many matches is counted from a sample holding at least
 * SAMPLE_MIN of them (about ±3 % on the total): a search then reads a few thousand rows to count
 * and cluster, however big its box.
 */
export const SAMPLES = [
  { below: 1, scale: 1024 }, { below: 4, scale: 256 }, { below: 16, scale: 64 }, { below: 64, scale: 16 }, { below: 256, scale: 4 },
] as const;
export const SAMPLE_MIN = 1024;

/** What the probe found: the box's matches among the sparsest sample, and the projection's rows now. */
export type Probe = { sparsest: number; rows: number };

/**
 * The first, small statement: how many of the box's matches the sparsest sample holds (an index
 * of a 1024th of the listings), and the projection's size (pages now × rows per page at the last
 * analyze, or a typical 25). It decides how the second statement counts the matches.
 */
export function probeQuery(q: SearchQuery, minorPerMajor: number) {
  return sql<Probe>`
    select (select count(*)::int from listing_search s where ${searchConditions(q, minorPerMajor)} and s.sample < ${sql.lit(SAMPLES[0].below)}) as sparsest,
           (select case when c.relpages > 0 and c.reltuples > 0 then c.reltuples / c.relpages else 25 end
                   * pg_relation_size(c.oid) / 8192
              from pg_class c where c.oid = 'listing_search'::regclass)::float8 as rows`;
}

/** The sample to count a box from: the sparsest expected to hold SAMPLE_MIN of its matches (-1: none, count them all). */
export function sampleFor(probe: Probe): number {
  return SAMPLES.findIndex((x) => x.scale <= probe.sparsest);
}

/** Pins and clusters come back column by column: a thousand JSON objects cost PGlite several milliseconds. */
export type PinColumns = { id: string[]; lat: number[]; lng: number[]; price: number[] };
export type ClusterColumns = { count: number[]; lat: number[]; lng: number[]; w: number[]; s: number[]; e: number[]; n: number[] };
export type SearchStatementRow = { total: number; exact: boolean; pins: PinColumns | null; clusters: ClusterColumns | null; page: SearchRow[] | null };

/**
 * The second statement, as the probe chose (`exactQuery` or `sampledQuery`). Card details come
 * from `listings` for the page's rows only, with their photos and the price overrides of the stay.
 */
export function searchQuery(q: SearchQuery, minorPerMajor: number, opts: SearchOptions, probe: Probe) {
  const level = opts.sample ?? sampleFor(probe);
  const where = searchConditions(q, minorPerMajor);
  return level < 0 ? exactQuery(q, opts, where) : sampledQuery(q, opts, where, probe, level);
}

const COLS = sql`s.listing_id as id, s.nightly_price, s.relevance, s.rating_average, s.review_count,
                 s.location[0] as lng, s.location[1] as lat`;

/** Rows `from` (id, lng, lat…) by cell of the map's grid: count, mean position and extent. */
function cells(q: SearchQuery, from: RawBuilder<unknown>) {
  const cell = clusterCellDegrees(q.bbox ?? WORLD_BBOX);
  return sql`
      select count(*)::int as n, avg(lng) as lng, avg(lat) as lat, min(lng) as w, min(lat) as s, max(lng) as e, max(lat) as nn
      from ${from}
      group by floor((lng + 180) / ${cell}::float8), floor((lat + 90) / ${cell}::float8)`;
}

/**
 * A box expected to hold no more than a few thousand matches, counted exactly. `m` holds every
 * match, read from the heap once: its number is the total; no more than `pinLimit` are the pins,
 * more are grouped by cell into clusters; the page is sorted from it. (It used to be read up to
 * three times: the first `pinLimit` + 1, every match by cell, and every match again for the page.)
 */
function exactQuery(q: SearchQuery, opts: SearchOptions, where: RawBuilder<unknown>) {
  const offset = (q.page - 1) * q.pageSize;
  const few = sql`(select total from t) <= ${opts.pinLimit}`;
  return answer(q, sql`
    m as materialized (select ${COLS} from listing_search s where ${where}),
    t as (select count(*)::int as total, true as exact from m),
    grid as (${cells(q, sql`m where not ${few}`)})`,
  { pins: sql`from m where ${few}`, page: sql`array(select id from m order by ${ORDER_OUT[q.sort]} limit ${q.pageSize} offset ${offset})` });
}

/**
 * A box expected to hold thousands of matches: the chosen sample's matches (or, should it hold
 * fewer than SAMPLE_MIN, the next denser one's) grouped by cell of the map's grid (domain/geo.ts
 * clusterCellDegrees), scaled up, are the clusters and their sum the total, both estimates. The
 * page is walked or scanned, whichever the estimated total says reads fewer rows. Branches not
 * needed are behind one-time filters and never start.
 */
function sampledQuery(q: SearchQuery, opts: SearchOptions, where: RawBuilder<unknown>, probe: Probe, level: number) {
  const { path = 'auto' } = opts;
  const offset = (q.page - 1) * q.pageSize;
  const [chosen, denser] = [SAMPLES[level]!, SAMPLES[level + 1]];
  const of = (below: number, when = sql`true`) =>
    cells(q, sql`(select ${COLS} from listing_search s where ${where} and s.sample < ${sql.lit(below)} and ${when}) x`);
  const a = sql`select n * ${sql.lit(chosen.scale)} as n, lng, lat, w, s, e, nn from chosen`;
  const short = sql`(select coalesce(sum(n), 0) from chosen) < ${SAMPLE_MIN}`;
  /** Walk the page's sort order when that reads fewer rows than scanning every match (see WALK_FACTOR). */
  const walk = path === 'auto'
    ? sql`total::float8 * total > ${WALK_FACTOR * (offset + q.pageSize)}::float8 * greatest(rows, total)`
    : sql.raw(String(path === 'walk'));
  return answer(q, sql`
    chosen as materialized (${of(chosen.below)}),
    ${denser ? sql`denser as materialized (${of(denser.below, short)}),
    grid as (${a} where not ${short} union all select n * ${sql.lit(denser.scale)}, lng, lat, w, s, e, nn from denser)`
    : sql`grid as (${a})`},
    t as (select total, false as exact, ${walk} as walk, rows
          from (select (select coalesce(sum(n), 0)::int from grid) as total, ${probe.rows}::float8 as rows) x),
    ${top(where, q.sort, q.pageSize, offset)}`,
  { pins: null, page: sql`array(select id from paged order by ${ORDER_OUT[q.sort]})` });
}

/**
 * `limit` rows after `skip` in `sort` order among many matches (an estimated total `t`), as two
 * CTEs: `paged` and its walk `paged_walk`. The walk reads the sort-order index, at most 4 × what
 * an even spread needs, and is kept only if it found the whole page: where the matches sit late in
 * that order (price follows place), it gives up and a scan answers. Planned as an index walk only
 * if the planner does not take the box for a handful of rows (it always does: `<@` on points has
 * no statistics) and sort them: so the conditions become a column behind the inner `limit`, a
 * filter it cannot push down and takes for one row in two.
 */
function top(where: RawBuilder<unknown>, sort: Sort, limit: number, skip: number) {
  const out = sql`id, nightly_price, relevance, rating_average, review_count, lng, lat`;
  const wanted = sql`(select case when walk then ${limit} else ${limit} + 1 end from t)`;
  return sql`
    paged_walk as materialized (
      select ${out} from (
        select ${COLS}, (${where}) as matches from listing_search s order by ${ORDER[sort]}
        limit (select ceil(4 * ${skip + limit}::float8 * greatest(rows, total) / greatest(total, 1))::bigint + ${skip + limit} from t)
      ) w
      where matches and (select walk from t) limit ${limit} offset ${skip}
    ),
    paged as (
      select * from paged_walk where (select count(*) from paged_walk) = ${wanted}
      union all
      (select ${COLS} from listing_search s
        where ${where} and (select count(*) from paged_walk) < ${wanted}
        order by ${ORDER[sort]} limit ${limit} offset ${skip})
    )`;
}

const BY_RELEVANCE = sql`order by relevance desc, id`;
const BY_COUNT = sql`order by n desc, lat, lng`;

/**
 * The one row a search statement returns, from its CTEs: `t` (total, exact), `grid` (the
 * clusters), the pins' rows (`from …`, none if null) and the page's ids in order (an array).
 */
function answer(q: SearchQuery, ctes: RawBuilder<unknown>, from: { pins: RawBuilder<unknown> | null; page: RawBuilder<unknown> }) {
  const overrides = stayOverrides(q.checkin && q.checkout ? { checkin: q.checkin, checkout: q.checkout } : null);
  return sql<SearchStatementRow>`
    with ${ctes}
    select
      (select total from t) as total,
      (select exact from t) as exact,
      ${from.pins ? sql`(select json_build_object('id', array_agg(id ${BY_RELEVANCE}), 'lat', array_agg(lat ${BY_RELEVANCE}),
                                'lng', array_agg(lng ${BY_RELEVANCE}), 'price', array_agg(nightly_price ${BY_RELEVANCE}))
         ${from.pins})` : sql`null::json`} as pins,
      (select json_build_object('count', array_agg(n ${BY_COUNT}), 'lng', array_agg(lng ${BY_COUNT}), 'lat', array_agg(lat ${BY_COUNT}),
                                'w', array_agg(w ${BY_COUNT}), 's', array_agg(s ${BY_COUNT}),
                                'e', array_agg(e ${BY_COUNT}), 'n', array_agg(nn ${BY_COUNT}))
         from grid) as clusters,
      (select json_agg(row_to_json(r) order by r.ord)
         from (
           select u.ord, ${CARD_COLUMNS}, ${CARD_PHOTOS_JSON} as photos, ${overrides} as overrides
           from unnest(${from.page}) with ordinality as u(id, ord)
           join listings l on l.id = u.id
         ) r) as page
  `;
}
