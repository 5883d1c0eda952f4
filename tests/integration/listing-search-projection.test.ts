import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { engines, startTestApp, type TestApp } from './harness';
import { insertBlock, insertBooking, insertListing, insertUser } from './factories';
import { AMENITIES } from '../../src/contract/common';
import { amenityBits } from '../../src/server/features/listings/search-repo';

// Search reads `listing_search` (migration 002): a projection of published listings whose `busy`
// caches the ranges of bookings that hold dates and of calendar blocks. It must follow every
// change of its sources.
describe.each(engines())('the search projection on %s', (engine) => {
  let t: TestApp;
  let listing: string;
  let guest: string;
  const busy = async () =>
    (await sql<{ busy: string }>`select busy::text as busy from listing_search where listing_id = ${listing}`.execute(t.database.db)).rows[0].busy;
  const found = async (checkin: string, checkout: string) => {
    const res = await t.get(`/api/v1/listings?bbox=-56.3,-34.95,-56,-34.8&checkin=${checkin}&checkout=${checkout}`);
    return (await res.json()).results.some((r: { id: string }) => r.id === listing);
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    const host = (await insertUser(t.database)).id;
    guest = (await insertUser(t.database)).id;
    listing = (await insertListing(t.database, host)).id;
  });
  afterAll(() => t?.close());

  it('stores amenities as the same flags the search asks for (migration 007), one bit per catalogue entry', async () => {
    for (const [i, name] of AMENITIES.entries()) {
      const { rows } = await sql<{ bits: number }>`select amenity_bits(array[${name}]::text[]) as bits`.execute(t.database.db);
      expect(rows[0].bits, name).toBe(2 ** i);
      expect(amenityBits([name]), name).toBe(2 ** i);
    }
    const { rows } = await sql<{ bits: number }>`select amenity_bits as bits from listing_search where listing_id = ${listing}`.execute(t.database.db);
    const { rows: src } = await sql<{ amenities: string[] }>`select amenities from listings where id = ${listing}`.execute(t.database.db);
    expect(src[0].amenities.length).toBeGreaterThan(0);
    expect(rows[0].bits).toBe(amenityBits(src[0].amenities));
    await sql`update listings set amenities = array['wifi', 'first_aid_kit', 'not_an_amenity'] where id = ${listing}`.execute(t.database.db);
    const after = await sql<{ bits: number }>`select amenity_bits as bits from listing_search where listing_id = ${listing}`.execute(t.database.db);
    expect(after.rows[0].bits).toBe(1 + 2 ** 24);
    await sql`update listings set amenities = ${src[0].amenities} where id = ${listing}`.execute(t.database.db);
  });

  it('follows bookings as they are made, change status, move and go', async () => {
    expect(await busy()).toBe('{}');
    const b = await insertBooking(t.database, listing, guest, '2026-12-10', '2026-12-13', 'requested');
    expect(await busy()).toBe('{[2026-12-10,2026-12-13)}');
    expect(await found('2026-12-12', '2026-12-14')).toBe(false);
    expect(await found('2026-12-13', '2026-12-15')).toBe(true); // the check-out day is free

    await t.database.db.updateTable('bookings').set({ check_out: '2026-12-16' }).where('id', '=', b).execute();
    expect(await busy()).toBe('{[2026-12-10,2026-12-16)}');

    await t.database.db.updateTable('bookings').set({ status: 'declined' }).where('id', '=', b).execute();
    expect(await busy()).toBe('{}');
    expect(await found('2026-12-12', '2026-12-14')).toBe(true);

    const c = await insertBooking(t.database, listing, guest, '2026-12-20', '2026-12-22', 'confirmed');
    await t.database.db.deleteFrom('bookings').where('id', '=', c).execute();
    expect(await busy()).toBe('{}');
  });

  it('merges blocks with bookings and frees a deleted block', async () => {
    await insertBooking(t.database, listing, guest, '2027-01-05', '2027-01-08', 'confirmed');
    const block = await insertBlock(t.database, listing, '2027-01-08', '2027-01-10');
    expect(await busy()).toBe('{[2027-01-05,2027-01-10)}');
    expect(await found('2027-01-09', '2027-01-11')).toBe(false);
    await t.database.db.deleteFrom('calendar_blocks').where('id', '=', block).execute();
    expect(await busy()).toBe('{[2027-01-05,2027-01-08)}');
    expect(await found('2027-01-09', '2027-01-11')).toBe(true);
  });

  it('holds a listing exactly while it is published, with its current price', async () => {
    await t.database.db.updateTable('listings').set({ nightly_price: 12345 }).where('id', '=', listing).execute();
    const row = async () => (await sql<{ nightly_price: number }>`select nightly_price from listing_search where listing_id = ${listing}`.execute(t.database.db)).rows[0];
    expect((await row())?.nightly_price).toBe(12345);
    await t.database.db.updateTable('listings').set({ status: 'unlisted' }).where('id', '=', listing).execute();
    expect(await row()).toBeUndefined();
    expect(await found('2027-03-01', '2027-03-03')).toBe(false);
    await t.database.db.updateTable('listings').set({ status: 'published' }).where('id', '=', listing).execute();
    // Back in search with its bookings still counted.
    expect(await busy()).toBe('{[2027-01-05,2027-01-08)}');
    expect(await found('2027-03-01', '2027-03-03')).toBe(true);
  });
});
