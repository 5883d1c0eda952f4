import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestApp, type TestApp } from './harness';
import { insertListing, insertPhoto } from './factories';
import { signedInMember, type Member } from './members';
import { PublicProfileSchema } from '../../src/contract/profiles';
import { COMPLETED, bookedStay, guestReview, hostReview, writeReview } from './review-stays';

/** Issue 12 §4: `/users/:id` shows a member's public face and nothing private. */
describe.each(engines())('public profiles on %s', (engine) => {
  let t: TestApp;
  let host: Member;
  let guest: Member;
  beforeAll(async () => {
    t = await startTestApp(engine);
    host = await signedInMember(t, { name: 'Hana Host' });
    guest = await signedInMember(t, { name: 'Gus Guest' });
  });
  afterAll(() => t.close());

  const profile = async (id: string) => {
    const res = await t.get(`/api/v1/users/${id}`);
    return { status: res.status, body: await res.json() };
  };
  /** Every key anywhere in a JSON value. */
  const keysOf = (v: unknown): string[] =>
    Array.isArray(v) ? v.flatMap(keysOf) : v && typeof v === 'object' ? Object.entries(v).flatMap(([k, x]) => [k, ...keysOf(x)]) : [];

  it('shows name, about, member since, verified e-mail, published listings and received reviews — to visitors too', async () => {
    expect((await host.a.fetch('/api/v1/me', { method: 'PATCH', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ bio: 'I host <em>two</em> flats & love the rambla.' }) })).status).toBe(200);
    const published = await insertListing(t.database, host.id, { title: 'Published flat by the sea' });
    await insertPhoto(t.database, published.id, 0);
    await insertListing(t.database, host.id, { title: 'A draft nobody sees', status: 'draft' });
    await insertListing(t.database, host.id, { title: 'An unlisted flat', status: 'unlisted' });

    const { status, body } = await profile(host.id);
    expect(status).toBe(200);
    expect(PublicProfileSchema.strict().safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      id: host.id, name: 'Hana Host', about: 'I host <em>two</em> flats & love the rambla.', emailVerified: true,
      avatarUrl: null, avatarSources: [], reviews: { asHost: { count: 0, average: null }, asGuest: { count: 0, average: null }, recent: [] },
    });
    expect(Date.parse(body.memberSince)).not.toBeNaN();
    expect(body.listings.map((l: { title: string }) => l.title)).toEqual(['Published flat by the sea']);
    expect(body.listings[0].photos).toHaveLength(1);
    expect(body.listings[0].location).toEqual({ lat: published.approx.lat, lng: published.approx.lng });
  });

  it('contains nothing private: no e-mail, no bookings, no exact location, no account details', async () => {
    const s = await bookedStay(t, host, guest);
    for (const id of [host.id, guest.id]) {
      const res = await guest.a.fetch(`/api/v1/users/${id}`); // even to a signed-in member with a stay there
      const text = await res.text();
      expect(text).not.toContain(host.email);
      expect(text).not.toContain(guest.email);
      expect(text).not.toContain(s.bookingId);
      const keys = keysOf(JSON.parse(text));
      for (const k of ['email', 'bookings', 'bookingId', 'role', 'twoFactorEnabled', 'hasPassword', 'isDemo', 'status', 'street', 'address', 'checkIn']) {
        expect(keys, `${id}: ${k}`).not.toContain(k);
      }
    }
  });

  it('counts only published reviews received, as host and as guest, and pages them', async () => {
    const s = await bookedStay(t, host, guest);
    t.setNow(COMPLETED);
    await writeReview(guest, s.bookingId, guestReview({ rating: 4 }));
    expect((await profile(host.id)).body.reviews.asHost).toEqual({ count: 0, average: null });
    await writeReview(host, s.bookingId, hostReview({ rating: 5 }));
    const second = await bookedStay(t, host, guest);
    t.setNow(COMPLETED);
    await writeReview(guest, second.bookingId, guestReview({ rating: 3 }));
    await writeReview(host, second.bookingId, hostReview({ rating: 4 }));

    const hostProfile = (await profile(host.id)).body;
    expect(hostProfile.reviews.asHost).toEqual({ count: 2, average: 3.5 });
    expect(hostProfile.reviews.asGuest).toEqual({ count: 0, average: null });
    expect(hostProfile.reviews.recent.map((r: { direction: string }) => r.direction)).toEqual(['guest_to_listing', 'guest_to_listing']);
    const guestProfile = (await profile(guest.id)).body;
    expect(guestProfile.reviews.asGuest).toEqual({ count: 2, average: 4.5 });
    expect(guestProfile.reviews.recent[0]).toMatchObject({ direction: 'host_to_guest', author: { id: host.id, name: 'Hana Host' } });

    const page1 = await (await t.get(`/api/v1/users/${host.id}/reviews?as=host&pageSize=1`)).json();
    const page2 = await (await t.get(`/api/v1/users/${host.id}/reviews?as=host&pageSize=1&page=2`)).json();
    expect([page1.total, page1.reviews.length, page2.reviews.length]).toEqual([2, 1, 1]);
    expect(page1.reviews[0].id).not.toBe(page2.reviews[0].id);
    expect(page1.reviews[0].listing).toEqual({ id: expect.any(String), title: expect.any(String) });
    expect((await (await t.get(`/api/v1/users/${host.id}/reviews?as=guest`)).json()).total).toBe(0);
  });

  it('is 404 for deleted, banned and unknown members, and checks its query', async () => {
    const gone = await signedInMember(t, { name: 'Gone Soon' });
    expect((await gone.a.post('/api/v1/me/delete', { password: 'correct horse battery' })).status).toBe(200);
    expect((await profile(gone.id)).status).toBe(404);
    const banned = await signedInMember(t, { name: 'Banned Member' });
    await t.database.pool.query(`update users set status = 'banned' where id = $1`, [banned.id]);
    expect((await profile(banned.id)).status).toBe(404);
    expect((await t.get(`/api/v1/users/${banned.id}/reviews`)).status).toBe(404);
    expect((await profile('u_nobody')).status).toBe(404);
    expect((await t.get('/api/v1/users/bad%20id')).status).toBe(400);
    expect((await t.get(`/api/v1/users/${host.id}?email=1`)).status).toBe(400);
    expect((await t.get(`/api/v1/users/${host.id}/reviews?as=admin`)).status).toBe(400);
    expect((await t.get(`/api/v1/users/${host.id}/reviews?pageSize=500`)).status).toBe(400);
  });

  it('is described, with the other trust calls, in the OpenAPI document', async () => {
    const doc = await (await t.get('/api/openapi.json')).json();
    const ops = [
      ['get', '/api/v1/users/{id}'], ['get', '/api/v1/users/{id}/reviews'], ['get', '/api/v1/bookings/{id}/review'],
      ['post', '/api/v1/bookings/{id}/review'], ['post', '/api/v1/reviews/{id}/response'], ['post', '/api/v1/reports'],
      ['post', '/api/v1/me/avatar'], ['delete', '/api/v1/me/avatar'],
    ];
    for (const [method, path] of ops) expect(doc.paths[path!]?.[method!], `${method} ${path}`).toBeTruthy();
    expect(Object.keys(doc.paths['/api/v1/me/avatar'].post.requestBody.content)).toEqual(['multipart/form-data']);
    const report = doc.paths['/api/v1/reports'].post.requestBody.content['application/json'].schema;
    expect(report.properties.reason.enum).toEqual(['spam', 'scam', 'inappropriate', 'unsafe', 'discrimination', 'other']);
  });
});
