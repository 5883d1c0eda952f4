import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestApp, type TestApp } from './harness';
import { insertBlock, insertBooking, insertListing, insertOverride, insertPhoto, insertUser } from './factories';

describe.each(engines())('listing detail, availability, quote and reviews on %s', (engine) => {
  let t: TestApp;
  let listing: Awaited<ReturnType<typeof insertListing>>;
  let draft: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    t.setNow('2026-11-21T12:00:00Z');
    const db = t.database;
    const host = await insertUser(db, { name: 'Lucía' });
    const guest = await insertUser(db, { name: 'Tom' });
    listing = await insertListing(db, host.id, { minNights: 2, maxNights: 10, maxGuests: 4, nightlyPrice: 10000, cleaningFee: 2500, ratingAverage: 4.5, reviewCount: 1 });
    draft = (await insertListing(db, host.id, { status: 'draft' })).id;
    for (let i = 0; i < 5; i++) await insertPhoto(db, listing.id, i);
    const past = await insertBooking(db, listing.id, guest.id, '2026-10-01', '2026-10-04', 'completed');
    await insertBooking(db, listing.id, guest.id, '2026-12-10', '2026-12-12', 'confirmed');
    await insertBlock(db, listing.id, '2026-12-20', '2026-12-22');
    await insertOverride(db, listing.id, '2026-12-24', '2026-12-26', 18000);
    await db.db.insertInto('reviews').values({
      id: 'r1', booking_id: past, listing_id: listing.id, author_id: guest.id, direction: 'guest_to_listing', rating: 5,
      cleanliness: 5, accuracy: 4, check_in: 5, communication: 5, location: 4, value: 5,
      body: 'Lovely flat, exactly as described, and Lucía was very helpful.', published_at: new Date(),
    }).execute();
  });
  afterAll(() => t?.close());

  it('returns a published listing with its host, photos, category ratings and approximate location', async () => {
    const res = await t.get(`/api/v1/listings/${listing.id}`);
    expect(res.status).toBe(200);
    const l = await res.json();
    expect(l.title).toContain('Bright flat');
    expect(l.host.name).toBe('Lucía');
    expect(l.photos).toHaveLength(5);
    expect(l.photos.map((p: { alt: string }) => p.alt)).toEqual(['Room 0', 'Room 1', 'Room 2', 'Room 3', 'Room 4']);
    expect(l.categoryRatings).toMatchObject({ cleanliness: 5, accuracy: 4, checkIn: 5 });
    expect(l.location.approximate).toBe(true);
    expect(l.location.lat).toBeCloseTo(listing.approx.lat, 6);
    expect(l.location.lat).not.toBeCloseTo(listing.lat, 6);
    expect(l.today).toBe('2026-11-21');
    expect(l.slug).toMatch(/^bright-flat-near-the-rambla/);
  });

  it('answers 404 in the error shape for unknown and unpublished listings', async () => {
    for (const id of ['nope', draft]) {
      const res = await t.get(`/api/v1/listings/${id}`);
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe('NOT_FOUND');
    }
  });

  it('marks booked, blocked and past nights unavailable and prices each night', async () => {
    t.setNow('2026-12-09T12:00:00Z');
    const res = await t.get(`/api/v1/listings/${listing.id}/availability?from=2026-12-08&to=2026-12-26`);
    const a = await res.json();
    const byDate = Object.fromEntries(a.nights.map((n: { date: string; available: boolean; price: number }) => [n.date, n]));
    expect(byDate['2026-12-08'].available).toBe(false); // yesterday
    expect(byDate['2026-12-09'].available).toBe(true);
    expect(byDate['2026-12-10'].available).toBe(false);
    expect(byDate['2026-12-11'].available).toBe(false);
    expect(byDate['2026-12-12'].available).toBe(true); // check-out day of the booking is free
    expect(byDate['2026-12-20'].available).toBe(false);
    expect(byDate['2026-12-22'].available).toBe(true);
    expect(byDate['2026-12-24'].price).toBe(18000);
    expect(a.nights).toHaveLength(18);
    t.setNow('2026-11-21T12:00:00Z');
  });

  it('quotes a stay with each night, cleaning fee, service fee, taxes and total', async () => {
    const res = await t.get(`/api/v1/listings/${listing.id}/quote?checkin=2026-12-23&checkout=2026-12-26&guests=2`);
    expect(res.status).toBe(200);
    const q = await res.json();
    expect(q.nights).toEqual([
      { date: '2026-12-23', price: 10000 },
      { date: '2026-12-24', price: 18000 },
      { date: '2026-12-25', price: 18000 },
    ]);
    expect(q).toMatchObject({ nightCount: 3, subtotal: 46000, cleaningFee: 2500, serviceFee: 0, taxes: 0, total: 48500, currency: 'EUR' });
  });

  it.each([
    ['checkin=2026-12-01&checkout=2026-12-02&guests=1', 422, 'STAY_TOO_SHORT'],
    ['checkin=2027-01-01&checkout=2027-01-20&guests=1', 422, 'STAY_TOO_LONG'],
    ['checkin=2027-01-01&checkout=2027-01-04&guests=5', 422, 'TOO_MANY_GUESTS'],
    ['checkin=2026-12-09&checkout=2026-12-11&guests=1', 409, 'DATES_UNAVAILABLE'],
    ['checkin=2026-12-19&checkout=2026-12-23&guests=1', 409, 'DATES_UNAVAILABLE'],
    ['checkin=2026-11-01&checkout=2026-11-04&guests=1', 400, 'VALIDATION_FAILED'],
    ['checkin=2028-01-01&checkout=2028-01-04&guests=1', 400, 'VALIDATION_FAILED'],
    ['checkin=2026-12-05&guests=1', 400, 'VALIDATION_FAILED'],
    ['checkin=2026-12-05&checkout=2026-12-01', 400, 'VALIDATION_FAILED'],
  ])('refuses the quote %s with %i %s', async (q, status, code) => {
    const res = await t.get(`/api/v1/listings/${listing.id}/quote?${q}`);
    expect(res.status).toBe(status);
    expect((await res.json()).error.code).toBe(code);
  });

  it('lists published reviews with the stay month and category averages', async () => {
    const r = await (await t.get(`/api/v1/listings/${listing.id}/reviews`)).json();
    expect(r.total).toBe(1);
    expect(r.reviews[0]).toMatchObject({ rating: 5, author: { name: 'Tom' }, stayedAt: '2026-10-01' });
    expect(r.categoryRatings.value).toBe(5);
  });

  it('makes overlapping stays impossible in the database itself', async () => {
    const guest = await insertUser(t.database);
    await expect(insertBooking(t.database, listing.id, guest.id, '2026-12-11', '2026-12-13', 'requested')).rejects.toMatchObject({ code: '23P01' });
    // a declined booking does not hold its dates
    await expect(insertBooking(t.database, listing.id, guest.id, '2026-12-11', '2026-12-13', 'declined')).resolves.toBeTruthy();
  });
});
