import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { engines, startTestApp, type TestApp } from './harness';
import { insertUser } from './factories';
import { SearchQuerySchema, type SearchQuery } from '../../src/contract/search';
import { probeQuery, searchListings, searchQuery, type SearchPath } from '../../src/server/features/listings/search-repo';
import { SAMPLES } from '../../src/server/features/listings/search-query-repo';

// A box counted exactly reads every match once and sorts the page from them (its pins, when few).
// A box counted from a sample finds its page either by scanning every match and sorting, or by
// walking a sort-order index until it has enough (docs/decisions/0003-search-query.md, 0037). This
// table is small, so the sampled statement is forced (`sample`). Every way must give the same page,
// ties included, for every sort, page and filter.
const BOX = '29.9,9.9,30.2,10.2';
const INSIDE = 1500;
const OUTSIDE = 300;

const parse = (qs: string): SearchQuery => SearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(qs)));

describe.each(engines())('search paths on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(engine);
    const host = (await insertUser(t.database)).id;
    // Few distinct prices, relevances and ratings, so that ties are common and the id decides.
    await sql`
      insert into listings (id, host_id, title, property_type, room_type, max_guests, nightly_price, status,
                            approx_location, location, relevance, rating_average, review_count, min_nights,
                            instant_book, amenities)
      select 'pw' || lpad(g::text, 5, '0'), ${host}, 'Path listing ' || g,
             (array['apartment', 'house', 'room', 'cabin'])[1 + g % 4], 'entire_place', 1 + g % 6,
             1000 + (g % 37) * 100, 'published',
             case when g <= ${INSIDE} then point(30 + (g % 97) * 0.001, 10 + (g % 89) * 0.001) else point(40, 10) end,
             point(30, 10), (g % 53) / 10.0,
             case when g % 5 = 0 then null else 3 + (g % 20) / 10.0 end, g % 7, 1 + (g % 4 = 0)::int * 3,
             g % 2 = 0, case when g % 3 = 0 then array['wifi', 'pool'] else array['wifi'] end
      from generate_series(1, ${INSIDE + OUTSIDE}) g`.execute(t.database.db);
    await sql`
      insert into calendar_blocks (id, listing_id, start_date, end_date, reason)
      select 'pwb' || g, 'pw' || lpad(g::text, 5, '0'), '2026-12-10', '2026-12-13', 'host'
      from generate_series(3, ${INSIDE + OUTSIDE}, 3) g`.execute(t.database.db);
  });
  afterAll(() => t?.close());

  /** Counted from the densest sample, the page found by `path`; above 10 matches the map gets clusters. */
  const SAMPLED = SAMPLES.length - 1;
  const run = (q: SearchQuery, path: SearchPath, pinLimit = 10) => searchListings(t.database.db, q, 100, { pinLimit, path, sample: SAMPLED });
  /** Counted exactly (the probe's choice on this small table): clusters above `pinLimit` matches, else every match a pin. */
  const exact = (q: SearchQuery, pinLimit: number) => searchListings(t.database.db, q, 100, { pinLimit });

  // priceMin=28 puts every match late in price order: the walk gives up and the scan answers.
  const FILTERS = ['', '&guests=3', '&priceMin=28', '&checkin=2026-12-11&checkout=2026-12-14', '&priceMax=20&instant=true', '&types=house,room&amenities=pool'];
  const SORTS = ['relevance', 'price_asc', 'price_desc', 'rating'];
  const PAGES = ['page=1', 'page=3&pageSize=50', 'page=50']; // the last starts beyond the pins

  it.each(SORTS)('gives the same total, pins and page on both paths, sorted by %s', async (sort) => {
    for (const filter of FILTERS) {
      for (const page of PAGES) {
        const q = parse(`bbox=${BOX}&sort=${sort}&${page}${filter}`);
        const scan = await run(q, 'scan');
        expect(scan.exact).toBe(false);
        expect(await run(q, 'walk'), `${sort} ${page}${filter}`).toEqual(scan);
        expect(await run(q, 'auto'), `${sort} ${page}${filter}`).toEqual(scan);
        const many = await exact(q, 10);
        expect(many.exact).toBe(true);
        expect(many.total).toBeGreaterThan(10);
        expect(many.page, `${sort} ${page}${filter}`).toEqual(scan.page);
        expect(many.pins).toEqual([]);
        expect(many.clusters.reduce((n, c) => n + c.count, 0)).toBe(many.total);
        const few = await exact(q, 5000);
        expect({ total: few.total, page: few.page, exact: few.exact }, `${sort} ${page}${filter}`).toEqual({ total: many.total, page: scan.page, exact: true });
        expect(few.pins).toHaveLength(many.total);
        expect(few.clusters).toEqual([]);
      }
    }
  });

  it('orders and counts as a plain sort over all matches would', async () => {
    const all = (await sql<{ id: string; price: number; relevance: number; rating: number | null; reviews: number; guests: number; instant: boolean }>`
      select listing_id as id, nightly_price as price, relevance, rating_average::float8 as rating, review_count as reviews,
             max_guests as guests, instant_book as instant
      from listing_search where location <@ box(point(29.9, 9.9), point(30.2, 10.2))`.execute(t.database.db)).rows;
    const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    const matches = all.filter((r) => r.guests >= 2 && r.instant);
    const byRelevance = [...matches].sort((a, b) => b.relevance - a.relevance || byId(a, b));
    const byRating = [...matches].sort((a, b) => (b.rating ?? -1) - (a.rating ?? -1) || b.reviews - a.reviews || byId(a, b));
    const ways = [(q: SearchQuery) => run(q, 'scan'), (q: SearchQuery) => run(q, 'walk'), (q: SearchQuery) => exact(q, 10), (q: SearchQuery) => exact(q, 5000)];
    for (const way of ways) {
      const rel = await way(parse(`bbox=${BOX}&guests=2&instant=true`));
      if (rel.exact) expect(rel.total).toBe(matches.length);
      expect(rel.page.map((r) => r.id)).toEqual(byRelevance.slice(0, 24).map((r) => r.id));
      const rating = await way(parse(`bbox=${BOX}&guests=2&instant=true&sort=rating&page=2&pageSize=30`));
      expect(rating.page.map((r) => r.id)).toEqual(byRating.slice(30, 60).map((r) => r.id));
    }
    const few = await exact(parse(`bbox=${BOX}&guests=2&instant=true`), 5000);
    expect(few.pins.map((p) => p.id)).toEqual(byRelevance.map((r) => r.id));
  });

  it('walks a sort-order index and stops once it has the page it needs', async () => {
    // Planned as an index walk when the page is a small part of the table (here 10 of 1 800).
    const q = parse(`bbox=${BOX}&sort=price_asc&pageSize=10&guests=2`);
    const probe = (await probeQuery(q, 100).execute(t.database.db)).rows[0]!;
    const { sql: text, parameters } = searchQuery(q, 100, { pinLimit: 10, path: 'walk', sample: SAMPLED }, probe).compile(t.database.db);
    const plan = (await t.database.pool.query(`explain (analyze, costs off, timing off) ${text}`, parameters as unknown[]))
      .rows.map((r) => r['QUERY PLAN'] as string);
    const walk = plan.find((l) => l.includes('Index Scan using listing_search_price_asc_idx'));
    expect(walk, plan.join('\n')).toBeDefined();
    const read = Number(/actual rows=([\d.]+)/.exec(walk!)?.[1]);
    expect(read).toBeGreaterThanOrEqual(10);
    expect(read).toBeLessThan(100);
    expect(plan.some((l) => /Scan .*on listing_search .*never executed/.test(l)), 'the scan path is never started').toBe(true);
  });
});
