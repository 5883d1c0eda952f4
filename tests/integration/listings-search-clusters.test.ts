import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { engines, startTestApp, type TestApp } from './harness';
import { insertBlock, insertListing, insertUser } from './factories';
import type { Cluster, SearchResponse } from '../../src/contract/search';

// A box holding more matches than the pin limit (MAP_PIN_LIMIT, here 5) gets clusters — counts by
// cell of the map's grid — instead of a pin per match (docs/decisions/0037-search-at-a-million.md).
const LIMIT = 5;
const URUGUAY = '-58.5,-35,-53,-30';
const MVD = '-56.3,-34.95,-56.0,-34.8';
const MANY = 6000;
const CROWD = '9.99,49.99,10.09,50.09';

describe.each(engines())('map clusters on %s', (engine) => {
  let t: TestApp;
  const montevideo: string[] = [];

  beforeAll(async () => {
    t = await startTestApp(engine, { mapPinLimit: LIMIT });
    const host = (await insertUser(t.database)).id;
    // Eight in Montevideo, three in Punta del Este, two in Salto: 13 in Uruguay.
    for (let i = 0; i < 8; i++) montevideo.push((await insertListing(t.database, host, { lat: -34.9 + i * 0.004, lng: -56.17 + i * 0.004 })).id);
    for (let i = 0; i < 3; i++) await insertListing(t.database, host, { lat: -34.96 + i * 0.003, lng: -54.94, city: 'Punta del Este' });
    for (let i = 0; i < 2; i++) await insertListing(t.database, host, { lat: -31.39 + i * 0.003, lng: -57.96, city: 'Salto' });
    // Fiji, on both sides of the antimeridian.
    for (let i = 0; i < 4; i++) await insertListing(t.database, host, { lat: -17.8, lng: 179.6 + i * 0.01, city: 'Suva', timeZone: 'Pacific/Fiji' });
    for (let i = 0; i < 3; i++) await insertListing(t.database, host, { lat: -16.9, lng: -179.9 + i * 0.01, city: 'Taveuni', timeZone: 'Pacific/Fiji' });
    await insertBlock(t.database, montevideo[0]!, '2026-12-10', '2026-12-13');
    // 6 000 in a box of their own, a third of them for three guests or more.
    await sql`
      insert into listings (id, host_id, title, property_type, room_type, max_guests, nightly_price, status, approx_location, location, relevance)
      select 'many' || lpad(g::text, 5, '0'), ${host}, 'Crowded listing ' || g, 'apartment', 'entire_place', 1 + g % 3, 5000 + g, 'published',
             point(10 + (g % 80) * 0.001, 50 + (g / 80) * 0.001), point(10, 50), (g * 7919 % 6000) / 100.0
      from generate_series(1, ${MANY}) g`.execute(t.database.db);
  });
  afterAll(() => t?.close());

  const search = async (q: string): Promise<SearchResponse> => {
    const res = await t.get(`/api/v1/listings?${q}`);
    expect(res.status).toBe(200);
    return res.json();
  };
  const sum = (cs: Cluster[]) => cs.reduce((n, c) => n + c.count, 0);
  const inside = ([w, s, e, n]: number[], lat: number, lng: number) => lat >= s && lat <= n && (w <= e ? lng >= w && lng <= e : lng >= w || lng <= e);

  it('sends every match as a pin when the box holds no more than the limit', async () => {
    const body = await search('bbox=-58.2,-31.6,-57.7,-31.2');
    expect(body.total).toBe(2);
    expect(body.pins).toHaveLength(2);
    expect(body.clusters).toEqual([]);
    expect(body.pinsCapped).toBe(false);
  });

  it('sends clusters, and no pins, when the box holds more: their counts add up to the total', async () => {
    const body = await search(`bbox=${URUGUAY}`);
    expect(body.total).toBe(13);
    expect(body.pins).toEqual([]);
    expect(body.pinsCapped).toBe(true);
    expect(sum(body.clusters)).toBe(13);
    // Montevideo, Punta del Este and Salto are each in a cell of their own, largest first.
    expect(body.clusters.map((c) => c.count)).toEqual([8, 3, 2]);
    for (const c of body.clusters) {
      expect(inside(c.bbox, c.lat, c.lng), JSON.stringify(c)).toBe(true);
      expect(inside([-58.5, -35, -53, -30], c.lat, c.lng)).toBe(true);
    }
    expect(body.results).toHaveLength(13);
  });

  it('zooming to a cluster finds its members', async () => {
    const [biggest] = (await search(`bbox=${URUGUAY}`)).clusters;
    const zoomed = await search(`bbox=${biggest!.bbox.join(',')}`);
    expect(zoomed.total).toBe(biggest!.count);
    expect(zoomed.results.map((r) => r.id).sort()).toEqual([...montevideo].sort());
  });

  it('counts only what the filters keep', async () => {
    const body = await search(`bbox=${URUGUAY}&checkin=2026-12-11&checkout=2026-12-12&guests=2`);
    expect(body.total).toBe(12);
    expect(sum(body.clusters)).toBe(12);
    const free = await search(`bbox=${MVD}&checkin=2026-12-11&checkout=2026-12-12`);
    expect(free.total).toBe(7);
    expect(sum(free.clusters)).toBe(7);
    const few = await search(`bbox=${MVD}&types=house`);
    expect(few).toMatchObject({ total: 0, pins: [], clusters: [], pinsCapped: false });
  });

  it('estimates the counts of a box with thousands of matches from a sample, and still pages exactly', async () => {
    const body = await search(`bbox=${CROWD}`);
    expect(body.countsExact).toBe(false);
    expect(Math.abs(body.total - MANY) / MANY).toBeLessThan(0.1);
    expect(String(body.total)).toMatch(/^\d\d0+$/); // two significant figures
    expect(Math.abs(sum(body.clusters) - body.total) / body.total).toBeLessThan(0.05);
    expect(body.pins).toEqual([]);
    const top = (await sql<{ id: string }>`
      select listing_id as id from listing_search where location <@ box(point(9.99, 49.99), point(10.09, 50.09))
      order by relevance desc, listing_id limit 24`.execute(t.database.db)).rows.map((r) => r.id);
    expect(body.results.map((r) => r.id)).toEqual(top);
    // A third of them: few enough to count exactly.
    const three = await search(`bbox=${CROWD}&guests=3`);
    expect(three).toMatchObject({ countsExact: true, total: MANY / 3 });
    expect(sum(three.clusters)).toBe(MANY / 3);
  });

  it('clusters a box across the antimeridian, half the world, and a search without a box', async () => {
    const fiji = await search('bbox=179,-18.5,-179,-16');
    expect(fiji.total).toBe(7);
    expect(fiji.clusters.map((c) => c.count).sort()).toEqual([3, 4]);
    for (const c of fiji.clusters) expect(inside([179, -18.5, -179, -16], c.lat, c.lng)).toBe(true);
    const world = await search('bbox=-180,-85,-20,85');
    expect(world).toMatchObject({ total: 13 + 3, countsExact: true });
    expect(sum(world.clusters)).toBe(16);
    const everywhere = await search('');
    expect(everywhere.countsExact).toBe(false);
    expect(Math.abs(everywhere.total - (MANY + 20)) / MANY).toBeLessThan(0.1);
  });
});
