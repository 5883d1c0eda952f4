import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestApp, type TestApp } from './harness';
import { signedInMember, type Member } from './members';
import { deliverNotificationEmails } from '../../src/server/features/notifications/delivery';
import {
  BEFORE_COMPLETION, CATEGORIES, COMPLETED, bookedStay, errorOf, guestReview, hostReview, readReviews, writeReview,
} from './review-stays';

/** Issue 12 §1, §6: who may write a review, when, once; what it must say; double-blind until both are in. */
describe.each(engines())('reviews on %s', (engine) => {
  let t: TestApp;
  let host: Member;
  let guest: Member;
  let stranger: Member;
  let admin: Member;
  beforeAll(async () => {
    t = await startTestApp(engine);
    host = await signedInMember(t, { name: 'Hana Host' });
    guest = await signedInMember(t, { name: 'Gus Guest' });
    stranger = await signedInMember(t, { name: 'Sam Stranger' });
    admin = await signedInMember(t, { name: 'Ada Admin', role: 'admin' });
  });
  afterAll(() => t.close());

  async function completedStay(o: { title?: string } = {}) {
    const s = await bookedStay(t, host, guest, o);
    t.setNow(COMPLETED);
    return s;
  }
  const json = async (m: Member, path: string) => {
    const res = await m.a.fetch(path);
    return { status: res.status, text: await res.text() };
  };

  it('refuses a review before the stay is over, and of a stay that never happened', async () => {
    const s = await bookedStay(t, host, guest);
    t.setNow(BEFORE_COMPLETION);
    expect(await errorOf(await writeReview(guest, s.bookingId, guestReview()))).toMatchObject({ status: 409, code: 'REVIEW_NOT_OPEN' });
    expect(await errorOf(await writeReview(host, s.bookingId, hostReview()))).toMatchObject({ status: 409, code: 'REVIEW_NOT_OPEN' });
    const view = await readReviews(guest, s.bookingId);
    expect(view).toMatchObject({ canWrite: false, window: { state: 'upcoming' }, guestReview: null, hostReview: null });

    const cancelled = await bookedStay(t, host, guest);
    expect((await guest.a.post(`/api/v1/bookings/${cancelled.bookingId}/cancel`, {})).status).toBe(200);
    t.setNow(COMPLETED);
    expect(await errorOf(await writeReview(guest, cancelled.bookingId, guestReview()))).toMatchObject({ status: 409, code: 'REVIEW_NOT_OPEN' });
    expect((await readReviews(guest, cancelled.bookingId)).window).toBeNull();
  });

  it('lets only the stay’s guest and host write: 401 visitors, 404 anyone else, 403 operators', async () => {
    const s = await completedStay();
    expect((await t.agent().post(`/api/v1/bookings/${s.bookingId}/review`, guestReview())).status).toBe(401);
    expect(await errorOf(await writeReview(stranger, s.bookingId, guestReview()))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect((await writeReview(stranger, 'bk_doesnotexist', guestReview())).status).toBe(404);
    expect((await stranger.a.fetch(`/api/v1/bookings/${s.bookingId}/review`)).status).toBe(404);
    expect(await errorOf(await writeReview(admin, s.bookingId, guestReview()))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    const unverified = await signedInMember(t, { verified: false });
    expect(await errorOf(await writeReview(unverified, s.bookingId, guestReview()))).toMatchObject({ status: 403, code: 'EMAIL_NOT_VERIFIED' });
  });

  it('checks ratings and text, naming each field', async () => {
    const s = await completedStay();
    const bad = async (m: Member, body: unknown, ...fields: string[]) => {
      const e = await errorOf(await writeReview(m, s.bookingId, body));
      expect(e).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
      expect(Object.keys(e.details).sort()).toEqual(fields.sort());
    };
    await bad(guest, guestReview({ rating: 0 }), 'rating');
    await bad(guest, guestReview({ rating: 6 }), 'rating');
    await bad(guest, guestReview({ rating: 4.5 }), 'rating');
    await bad(guest, guestReview({ body: '123456789' }), 'body');
    await bad(guest, guestReview({ body: `   ${'x'.repeat(9)}   ` }), 'body');
    await bad(guest, guestReview({ body: 'x'.repeat(1001) }), 'body');
    await bad(guest, guestReview({ body: 'nul \u0000 is not text' }), 'body');
    await bad(guest, guestReview({ categories: { ...CATEGORIES, cleanliness: 0, value: 6 } }), 'categories.cleanliness', 'categories.value');
    await bad(guest, { rating: 5, body: 'Lovely flat, great light.' }, 'categories');
    await bad(guest, guestReview({ stars: 5 }), 'stars');
    await bad(host, hostReview({ categories: CATEGORIES }), 'categories');
    await bad(host, hostReview({ rating: 0, body: 'short' }), 'rating', 'body');
    // Nothing was stored by any of these.
    expect((await readReviews(guest, s.bookingId)).guestReview).toBeNull();
    expect((await t.database.pool.query('select count(*)::int as n from reviews where booking_id = $1', [s.bookingId])).rows[0].n).toBe(0);
  });

  it('keeps each side’s review from the other, through every call, until both are in', async () => {
    const s = await completedStay();
    const secret = `Guest secret words ${Date.now()}`;
    const written = await writeReview(guest, s.bookingId, guestReview({ body: secret }));
    expect(written.status).toBe(201);
    expect(await written.json()).toMatchObject({ direction: 'guest_to_listing', body: secret, publishedAt: null, categories: CATEGORIES, author: { id: guest.id, name: 'Gus Guest' } });

    // The guest sees their own review; the host learns only that one exists.
    expect(await readReviews(guest, s.bookingId)).toMatchObject({ canWrite: false, guestReview: { body: secret, publishedAt: null }, hostReview: null, otherSideSubmitted: false });
    expect(await readReviews(host, s.bookingId)).toMatchObject({ viewerRole: 'host', canWrite: true, guestReview: null, hostReview: null, otherSideSubmitted: true, canRespond: false });
    expect((await readReviews(admin, s.bookingId)).guestReview).toBeNull();

    const everywhere = [
      `/api/v1/bookings/${s.bookingId}`, `/api/v1/bookings/${s.bookingId}/review`, `/api/v1/bookings?as=host`,
      `/api/v1/listings/${s.listingId}`, `/api/v1/listings/${s.listingId}/reviews`,
      `/api/v1/users/${host.id}`, `/api/v1/users/${host.id}/reviews`, `/api/v1/users/${guest.id}`, `/api/v1/users/${guest.id}/reviews`,
      `/api/v1/notifications?limit=50`,
    ];
    for (const m of [host, stranger, admin]) {
      for (const path of everywhere) {
        const { status, text } = await json(m, path);
        expect(status, `${path} as ${m.name}`).toBeLessThan(500);
        expect(text, `${path} as ${m.name}`).not.toContain(secret);
      }
    }
    await deliverNotificationEmails(t.deps);
    const mail = await t.database.pool.query('select count(*)::int as n from outbox where text_body like $1 or html_body like $1', [`%${secret}%`]);
    expect(mail.rows[0].n).toBe(0);
    const listing = await (await t.get(`/api/v1/listings/${s.listingId}`)).json();
    expect(listing).toMatchObject({ reviewCount: 0, ratingAverage: null, categoryRatings: null });

    expect(await errorOf(await writeReview(guest, s.bookingId, guestReview()))).toMatchObject({ status: 409, code: 'ALREADY_REVIEWED' });
  });

  it('publishes both at once when the second is in; the listing’s average, count and categories follow', async () => {
    const s = await completedStay();
    expect((await writeReview(host, s.bookingId, hostReview({ rating: 3 }))).status).toBe(201);
    expect((await readReviews(guest, s.bookingId)).hostReview).toBeNull();
    const res = await writeReview(guest, s.bookingId, guestReview({ rating: 4 }));
    expect(res.status).toBe(201);
    const now = t.deps.now().toISOString();
    expect((await res.json()).publishedAt).toBe(now);

    for (const m of [guest, host]) {
      const v = await readReviews(m, s.bookingId);
      expect(v.guestReview).toMatchObject({ rating: 4, publishedAt: now });
      expect(v.hostReview).toMatchObject({ rating: 3, publishedAt: now, categories: null });
      expect(v.canWrite).toBe(false);
    }
    expect((await readReviews(host, s.bookingId)).canRespond).toBe(true);

    const detail = await (await t.get(`/api/v1/listings/${s.listingId}`)).json();
    expect(detail).toMatchObject({ reviewCount: 1, ratingAverage: 4, categoryRatings: { cleanliness: 5, accuracy: 4, checkIn: 5, communication: 5, location: 3, value: 4 } });
    const page = await (await t.get(`/api/v1/listings/${s.listingId}/reviews`)).json();
    expect(page).toMatchObject({ total: 1, ratingAverage: 4 });
    expect(page.reviews.map((r: { author: { name: string } }) => r.author.name)).toEqual(['Gus Guest']);
    // The search projection follows the listing row.
    const proj = await t.database.pool.query('select rating_average, review_count from listing_search where listing_id = $1', [s.listingId]);
    expect([Number(proj.rows[0].rating_average), proj.rows[0].review_count]).toEqual([4, 1]);

    // The guest's profile shows the host's review of them; the host's profile the guest's review.
    const asGuest = await (await t.get(`/api/v1/users/${guest.id}/reviews?as=guest`)).json();
    expect(asGuest.reviews.map((r: { direction: string; rating: number }) => [r.direction, r.rating])).toContainEqual(['host_to_guest', 3]);

    const published = async (m: Member) => (await (await m.a.fetch('/api/v1/notifications?limit=50')).json()).items
      .filter((n: { kind: string; payload: { bookingId?: string } }) => n.kind === 'review_published' && n.payload.bookingId === s.bookingId)
      .map((n: { payload: { received: boolean; wrote: boolean; role: string } }) => [n.payload.role, n.payload.received, n.payload.wrote]);
    expect(await published(guest)).toEqual([['guest', true, true]]);
    expect(await published(host)).toEqual([['host', true, true]]);
  });

  it('keeps markup as text: stored and returned unchanged, escaped in e-mail', async () => {
    const markup = `<script>alert("x")</script> <img src=x onerror=alert(1)> & 'quotes' — lovely`;
    const s = await completedStay({ title: `<b>Bold</b> flat & <i>co</i>` });
    expect((await writeReview(host, s.bookingId, hostReview({ body: markup }))).status).toBe(201);
    const res = await writeReview(guest, s.bookingId, guestReview({ body: `  ${markup}  ` }));
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await res.json()).body).toBe(markup);
    const page = await t.get(`/api/v1/listings/${s.listingId}/reviews`);
    expect(page.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await page.json()).reviews[0].body).toBe(markup);
    const stored = await t.database.pool.query(`select body from reviews where booking_id = $1 and direction = 'guest_to_listing'`, [s.bookingId]);
    expect(stored.rows[0].body).toBe(markup);

    await deliverNotificationEmails(t.deps);
    const { rows } = await t.database.pool.query('select html_body from outbox where to_address = $1 and subject = $2', [
      host.email, 'Gus Guest reviewed <b>Bold</b> flat & <i>co</i>',
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0].html_body).toContain('&lt;b&gt;Bold&lt;/b&gt; flat &amp; &lt;i&gt;co&lt;/i&gt;');
    expect(rows[0].html_body).not.toContain('<b>Bold</b>');
    expect(rows[0].html_body).not.toContain('<i>co</i>');
  });

  it('lets the host answer a published review once, and nobody else', async () => {
    const s = await completedStay();
    const first = await writeReview(guest, s.bookingId, guestReview());
    const reviewId = (await first.json()).id as string;
    const answer = (m: Member, body: unknown = { body: 'Thank you, come back soon!' }) => m.a.post(`/api/v1/reviews/${reviewId}/response`, body);
    // Not published yet: the host cannot read it, so cannot answer it.
    expect(await errorOf(await answer(host))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    const hosts = await writeReview(host, s.bookingId, hostReview());
    const hostReviewId = (await hosts.json()).id as string;

    expect((await answer(stranger)).status).toBe(404);
    expect((await answer(guest)).status).toBe(404);
    expect((await t.agent().post(`/api/v1/reviews/${reviewId}/response`, { body: 'hi' })).status).toBe(401);
    expect(await errorOf(await answer(host, { body: '   ' }))).toMatchObject({ status: 400, details: { body: expect.any(String) } });
    expect((await host.a.post(`/api/v1/reviews/${hostReviewId}/response`, { body: 'Answering myself' })).status).toBe(403);

    const ok = await answer(host, { body: 'Thank you, <3 come back soon!' });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ id: reviewId, hostResponse: 'Thank you, <3 come back soon!', hostRespondedAt: t.deps.now().toISOString() });
    expect(await errorOf(await answer(host, { body: 'Changed my mind' }))).toMatchObject({ status: 409, code: 'ALREADY_RESPONDED' });

    const page = await (await t.get(`/api/v1/listings/${s.listingId}/reviews`)).json();
    expect(page.reviews[0]).toMatchObject({ id: reviewId, hostResponse: 'Thank you, <3 come back soon!' });
    expect((await readReviews(host, s.bookingId)).canRespond).toBe(false);
    const told = (await (await guest.a.fetch('/api/v1/notifications?limit=50')).json()).items
      .filter((n: { kind: string; payload: { reviewId?: string } }) => n.kind === 'review_response' && n.payload.reviewId === reviewId);
    expect(told).toHaveLength(1);
  });

  it('answers two reviews sent at once by the same side with one 201 and one 409', async () => {
    const s = await completedStay();
    const [a, b] = await Promise.all([writeReview(guest, s.bookingId, guestReview()), writeReview(guest, s.bookingId, guestReview())]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    // And both sides at once: both stored, both published, one publication notice each.
    const s2 = await completedStay();
    const [g, h] = await Promise.all([writeReview(guest, s2.bookingId, guestReview()), writeReview(host, s2.bookingId, hostReview())]);
    expect([g.status, h.status]).toEqual([201, 201]);
    const rows = await t.database.pool.query('select published_at from reviews where booking_id = $1', [s2.bookingId]);
    expect(rows.rows.map((r) => r.published_at !== null)).toEqual([true, true]);
  });
});
