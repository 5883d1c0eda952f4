import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { engines, startTestApp, type TestApp } from './harness';
import { insertBlock, insertBooking, insertListing, insertOverride, insertPhoto, insertUser } from './factories';

const MVD = '-56.30,-34.95,-56.00,-34.80';

describe.each(engines())('GET /api/v1/listings on %s', (engine) => {
  let t: TestApp;
  let ids: Record<string, string>;
  let guest: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    const db = t.database;
    const host = (await insertUser(db)).id;
    guest = (await insertUser(db)).id;
    ids = {
      cheap: (await insertListing(db, host, { nightlyPrice: 4000, relevance: 1, ratingAverage: 4.2, reviewCount: 3, propertyType: 'room' })).id,
      mid: (await insertListing(db, host, { nightlyPrice: 9000, relevance: 3, ratingAverage: 4.9, reviewCount: 10, amenities: ['wifi', 'pool', 'kitchen'], instantBook: false })).id,
      dear: (await insertListing(db, host, { nightlyPrice: 25000, relevance: 2, maxGuests: 8, propertyType: 'house', amenities: ['wifi', 'pool'] })).id,
      booked: (await insertListing(db, host, { nightlyPrice: 12000, relevance: 0.5 })).id,
      blocked: (await insertListing(db, host, { nightlyPrice: 13000, relevance: 0.4 })).id,
      longMin: (await insertListing(db, host, { nightlyPrice: 14000, minNights: 7, relevance: 0.3 })).id,
      draft: (await insertListing(db, host, { status: 'draft' })).id,
      lisbon: (await insertListing(db, host, { city: 'Lisbon', lat: 38.72, lng: -9.14, timeZone: 'Europe/Lisbon' })).id,
      fijiEast: (await insertListing(db, host, { city: 'Suva', lat: -17.8, lng: 179.6, timeZone: 'Pacific/Fiji' })).id,
      fijiWest: (await insertListing(db, host, { city: 'Taveuni', lat: -16.9, lng: -179.9, timeZone: 'Pacific/Fiji' })).id,
    };
    for (let i = 0; i < 8; i++) await insertPhoto(db, ids.mid, i);
    await insertBooking(db, ids.booked, guest, '2026-12-10', '2026-12-14', 'confirmed');
    await insertBooking(db, ids.cheap, guest, '2026-12-10', '2026-12-14', 'declined'); // frees its dates
    await insertBooking(db, ids.mid, guest, '2026-12-01', '2026-12-10', 'requested'); // holds, but ends on check-in day
    await insertBlock(db, ids.blocked, '2026-12-13', '2026-12-15');
    await insertOverride(db, ids.mid, '2026-12-11', '2026-12-12', 15000);
  });
  afterAll(() => t?.close());

  const search = async (q: string) => {
    const res = await t.get(`/api/v1/listings?${q}`);
    return { status: res.status, body: await res.json() };
  };

  it('finds published listings inside the box, in relevance order, with pins for every match', async () => {
    const { status, body } = await search(`bbox=${MVD}`);
    expect(status).toBe(200);
    expect(body.results.map((r: { id: string }) => r.id)).toEqual([ids.mid, ids.dear, ids.cheap, ids.booked, ids.blocked, ids.longMin]);
    expect(body.total).toBe(6);
    expect(body.pins).toHaveLength(6);
    expect(body.pinsCapped).toBe(false);
    expect(body.clusters).toEqual([]);
    expect(body.currency).toBe('EUR');
    const pin = body.pins.find((p: { id: string }) => p.id === ids.dear);
    expect(pin.price).toBe(25000);
    const card = body.results[0];
    expect(card.photos).toHaveLength(6); // a card carries at most six photos
    expect(card.photos.map((p: { alt: string }) => p.alt)).toEqual(['Room 0', 'Room 1', 'Room 2', 'Room 3', 'Room 4', 'Room 5']);
    // Only the first photo's placeholder is drawn before the carousel moves; a card shows no caption.
    expect(card.photos.map((p: { placeholder: string }) => p.placeholder)).toEqual(['data:image/webp;base64,AAAA', '', '', '', '', '']);
    expect(card.photos.every((p: { caption: string }) => p.caption === '')).toBe(true);
    expect(card.photos[0].sources.every((s: { url: string }) => s.url.startsWith('/media/'))).toBe(true);
    // Only the widths a card shows: the gallery's larger ones come with the listing.
    expect(card.photos[0].sources.map((s: { w: number }) => s.w)).toEqual([320, 640]);
    expect(card.total).toBeNull();
  });

  it("keeps every photo's placeholder and caption for the listing's own gallery", async () => {
    const body = await (await t.get(`/api/v1/listings/${ids.mid}`)).json();
    expect(body.photos).toHaveLength(8);
    expect(body.photos.every((p: { placeholder: string }) => p.placeholder === 'data:image/webp;base64,AAAA')).toBe(true);
    expect(body.photos.map((p: { caption: string }) => p.caption)).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((i) => `Photo ${i}`));
  });

  it('only shows the approximate location, never the exact one', async () => {
    const { body } = await search(`bbox=${MVD}`);
    for (const r of body.results) {
      expect(r.location.lat).not.toBe(-34.9);
      expect(r.location.lng).not.toBe(-56.16);
    }
  });

  it('keeps only listings free for every night and within their minimum and maximum nights', async () => {
    const { body } = await search(`bbox=${MVD}&checkin=2026-12-10&checkout=2026-12-14`);
    const found = body.results.map((r: { id: string }) => r.id).sort();
    expect(found).toEqual([ids.cheap, ids.mid, ids.dear].sort());
    const mid = body.results.find((r: { id: string }) => r.id === ids.mid);
    // three nights at 9000, one overridden at 15000, plus 2000 cleaning
    expect(mid.total).toEqual({ nights: 4, amount: 9000 * 3 + 15000 + 2000 });
    const week = await search(`bbox=${MVD}&checkin=2026-12-20&checkout=2026-12-27`);
    expect(week.body.results.map((r: { id: string }) => r.id)).toContain(ids.longMin);
  });

  it('filters by guests, price, types, all amenities and instant book', async () => {
    expect((await search(`bbox=${MVD}&guests=6`)).body.results.map((r: { id: string }) => r.id)).toEqual([ids.dear]);
    expect((await search(`bbox=${MVD}&priceMin=50&priceMax=130`)).body.results.map((r: { id: string }) => r.id).sort()).toEqual([ids.mid, ids.booked, ids.blocked].sort());
    expect((await search(`bbox=${MVD}&types=house,room`)).body.results.map((r: { id: string }) => r.id).sort()).toEqual([ids.cheap, ids.dear].sort());
    expect((await search(`bbox=${MVD}&amenities=pool,kitchen`)).body.results.map((r: { id: string }) => r.id)).toEqual([ids.mid]);
    expect((await search(`bbox=${MVD}&instant=true`)).body.results.map((r: { id: string }) => r.id)).not.toContain(ids.mid);
  });

  it('sorts by price and rating and pages', async () => {
    const asc = (await search(`bbox=${MVD}&sort=price_asc`)).body.results.map((r: { nightlyPrice: number }) => r.nightlyPrice);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await search(`bbox=${MVD}&sort=price_desc`)).body.results.map((r: { nightlyPrice: number }) => r.nightlyPrice);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect((await search(`bbox=${MVD}&sort=rating`)).body.results[0].id).toBe(ids.mid);
    const p2 = (await search(`bbox=${MVD}&pageSize=4&page=2`)).body;
    expect(p2.results).toHaveLength(2);
    expect(p2.pageCount).toBe(2);
    expect(p2.pins).toHaveLength(6);
  });

  it('answers a box that crosses the antimeridian', async () => {
    const { body } = await search('bbox=179,-18.5,-179,-16');
    expect(body.results.map((r: { id: string }) => r.id).sort()).toEqual([ids.fijiEast, ids.fijiWest].sort());
  });

  it('sends clusters instead of pins above the pin limit (1 000 by default) and says so', async () => {
    await sql`
      insert into listings (id, host_id, title, property_type, room_type, max_guests, nightly_price, status, approx_location, location)
      select 'bulk' || g, (select id from users limit 1), 'Bulk listing ' || g, 'apartment', 'entire_place', 2, 5000 + g, 'published',
             point(20 + (g % 100) * 0.001, 10 + (g / 100) * 0.001), point(20, 10)
      from generate_series(1, 1005) g`.execute(t.database.db);
    const { body } = await search('bbox=19.9,9.9,20.2,10.2&pageSize=50');
    expect(body.total).toBe(1005);
    expect(body.pins).toEqual([]);
    expect(body.pinsCapped).toBe(true);
    expect(body.clusters.reduce((n: number, c: { count: number }) => n + c.count, 0)).toBe(1005);
    expect(body.results).toHaveLength(50);
  });

  it.each([
    ['bbox=1,2,3', 'bbox'],
    ['bbox=10,20,5,10', 'bbox'],
    ['bbox=-200,0,10,10', 'bbox'],
    ['checkin=2026-12-01', 'checkout'],
    ['checkin=2026-12-05&checkout=2026-12-01', 'checkout'],
    ['checkin=2026-02-30&checkout=2026-03-02', 'checkin'],
    ['guests=0', 'guests'],
    ['guests=two', 'guests'],
    ['priceMin=100&priceMax=50', 'priceMax'],
    ['types=castle', 'types'],
    ['amenities=wifi,helipad', 'amenities'],
    ['instant=yes', 'instant'],
    ['sort=cheapest', 'sort'],
    ['page=0', 'page'],
    ['pageSize=51', 'pageSize'],
    ['colour=red', 'colour'],
  ])('rejects %s with 400 VALIDATION_FAILED naming %s', async (q, field) => {
    const res = await t.get(`/api/v1/listings?${q}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = await res.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.error.details).some((k) => k.startsWith(field))).toBe(true);
    expect(body.error.requestId).toBeTruthy();
  });
});
