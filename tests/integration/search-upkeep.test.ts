import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { engines, startTestApp, type TestApp } from './harness';
import { insertListing, insertUser } from './factories';
import { keepSearchInPlace } from '../../src/server/features/listings/search-upkeep';
import { patchColumns } from '../../src/server/features/hosting/columns';
import { updateListing } from '../../src/server/features/hosting/repo';
import { searchUpkeep } from '../../src/server/housekeeping';

// Migration 008: edits keep projection rows where they are; rows that land out of place are
// counted, and the upkeep restores the storage order by place when enough have gathered.
describe.each(engines())('the search projection upkeep on %s', (engine) => {
  let t: TestApp;
  let host: string;
  const q = async <R = any>(text: string, params: unknown[] = []) => (await t.database.pool.query(text, params)).rows as R[];
  /** The projection row's physical place and version. */
  const place = async (id: string) => (await q<{ block: number; xmin: string; price: number }>(
    `select tid_block(ctid) as block, xmin::text as xmin, nightly_price as price from listing_search where listing_id = $1`, [id]))[0];
  const displaced = async () => (await q<{ id: string }>('select listing_id as id from listing_search_displaced order by at, listing_id')).map((r) => r.id);
  const edit = (id: string, patch: Parameters<typeof patchColumns>[1]) => updateListing(t.database.db, id, patchColumns(id, patch));
  /** Montevideo-ish points spread over a few 0.1° strips, inserted in a scrambled order. */
  const points = Array.from({ length: 60 }, (_, i) => ({ lat: -34.95 + ((i * 37) % 60) * 0.005, lng: -56.3 + ((i * 11) % 60) * 0.004 }));

  beforeAll(async () => {
    t = await startTestApp(engine);
    host = (await insertUser(t.database)).id;
    for (const p of points) await insertListing(t.database, host, p);
    await q('select rebuild_listing_search()');
  });
  afterAll(() => t?.close());

  it('starts in place order with nothing displaced after a rebuild', async () => {
    expect(await displaced()).toEqual([]);
    expect(await inPlaceOrder()).toBe(true);
  });

  it('leaves the row untouched when nothing search reads changed, and updates it on its page otherwise', async () => {
    const id = (await q('select listing_id as id from listing_search order by ctid limit 1 offset 5'))[0].id as string;
    const before = await place(id);
    await edit(id, { title: 'A new title search never reads', description: 'x'.repeat(60), editorStep: 'review' });
    expect(await place(id)).toEqual(before); // same version: not rewritten
    await edit(id, { nightlyPrice: 12_300, amenities: ['wifi', 'pool'] });
    const after = await place(id);
    expect(after).toMatchObject({ block: before.block, price: 12_300 });
    expect(after.xmin).not.toBe(before.xmin);
    // A pin nudged within its neighbourhood stays where it is too.
    // Towards the inside of its 0.1° strip: the public point search keeps is the approximate one, a
    // fixed offset drawn from the listing's (random) id, so it may lie just below a strip's edge,
    // and a nudge across that edge is a move to another strip (the next test), not a nudge.
    const [{ lat, lng, alat }] = await q(
      'select l.location[1] as lat, l.location[0] as lng, s.location[1] as alat from listings l join listing_search s on s.listing_id = l.id where l.id = $1', [id]);
    const dLat = Math.floor((alat + 0.001) * 10) === Math.floor(alat * 10) ? 0.001 : -0.001;
    await edit(id, { location: { lat: lat + dLat, lng: lng + 0.001 } });
    expect((await place(id)).block).toBe(before.block);
    expect(await displaced()).toEqual([]);
  });

  it('counts what lands out of place: a relisted or new listing, one moved to another strip', async () => {
    const [a, b] = (await q<{ id: string }>('select listing_id as id from listing_search order by ctid limit 2')).map((r) => r.id);
    await q(`update listings set status = 'unlisted' where id = $1`, [a]);
    expect(await place(a)).toBeUndefined();
    await q(`update listings set status = 'published' where id = $1`, [a]);
    expect(await place(a)).toBeTruthy();
    await edit(b, { location: { lat: -34.5, lng: -56.2 } });
    const c = (await insertListing(t.database, host, { lat: -34.91, lng: -56.17 })).id;
    expect((await displaced()).sort()).toEqual([a, b, c].sort());
    expect(await inPlaceOrder()).toBe(false);
  });

  it('waits for enough displaced rows, then restores the order by place (one process at a time) with the same search answers', async () => {
    const search = async () => {
      const body = await (await t.get('/api/v1/listings?bbox=-56.4,-35,-56,-34.4&checkin=2026-12-01&checkout=2026-12-03')).json();
      return { total: body.total, pins: body.pins, page: body.results.map((r: { id: string }) => r.id) };
    };
    const answer = await search();
    expect(answer.total).toBe(61);
    expect(await keepSearchInPlace(t.deps)).toMatchObject({ displaced: 3, rows: 61, reordered: false, skipped: 'below_threshold' });
    // Two processes' jobs at once: one re-orders, the other finds it done (or the lock taken).
    const results = await Promise.all([1, 2].map(() => keepSearchInPlace(t.deps, { minRows: 3 })));
    expect(results.filter((r) => r.reordered)).toHaveLength(1);
    expect(results.find((r) => !r.reordered)?.skipped).toMatch(/^(below_threshold|another_process)$/);
    expect(await displaced()).toEqual([]);
    expect(await inPlaceOrder()).toBe(true);
    expect(await search()).toEqual(answer);
    // The scheduled job runs the same check (nothing to do now).
    await searchUpkeep({ ...t.deps });
    expect(await displaced()).toEqual([]);
  });

  it.runIf(engine === 'postgres')('gives up rather than queue searches behind it while a long query holds the table', async () => {
    await q(`insert into listing_search_displaced (listing_id) select listing_id from listing_search limit 10`);
    const other = new pg.Client({ connectionString: (t.database.pool as unknown as { options: { connectionString: string } }).options.connectionString });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select count(*) from listing_search'); // holds ACCESS SHARE, as a running search does
      const t0 = Date.now();
      const r = await keepSearchInPlace(t.deps, { minRows: 1 });
      expect(r).toMatchObject({ reordered: false, skipped: 'tables_busy' });
      expect(Date.now() - t0).toBeLessThan(5000);
    } finally {
      await other.query('rollback');
      await other.end();
    }
    expect((await displaced()).length).toBe(10);
    expect((await keepSearchInPlace(t.deps, { minRows: 1 })).reordered).toBe(true);
  });

  /** Whether the heap holds the rows in (strip, longitude) order, as the rebuild writes them. */
  async function inPlaceOrder() {
    const byCtid = (await q('select listing_id as id from listing_search order by ctid')).map((r) => r.id);
    const byPlace = (await q('select listing_id as id from listing_search order by floor(location[1] * 10), location[0]')).map((r) => r.id);
    return JSON.stringify(byCtid) === JSON.stringify(byPlace);
  }
});
