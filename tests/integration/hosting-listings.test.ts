import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestApp, type TestApp } from './harness';
import { signedInMember, type Member } from './members';
import { insertBooking, insertPhoto } from './factories';
import { COMPLETE, completeDraft, createDraft, json, send } from './hosting';
import { HostListingSchema, HostListingsResponseSchema } from '../../src/contract/hosting';
import { ListingDetailSchema } from '../../src/contract/listing';
import { approximateLocation, distanceMeters } from '../../src/domain/geo';

// The host's side of a listing: drafts, the editor's PATCH with its rules, the host's list, and
// who may read or change what (SPEC §1: ownership is checked on the server for every id).
describe.each(engines())('hosting a listing on %s', (engine) => {
  let t: TestApp;
  let host: Member;
  let other: Member;
  let unverified: Member;
  let admin: Member;

  beforeAll(async () => {
    t = await startTestApp(engine);
    [host, other, unverified, admin] = [
      await signedInMember(t, { name: 'Lucía' }), await signedInMember(t), await signedInMember(t, { verified: false }),
      await signedInMember(t, { role: 'admin' }),
    ];
  });
  afterAll(() => t?.close());

  it('creates a draft without a price, with what the editor sent and defaults for the rest', async () => {
    const l = HostListingSchema.parse(await createDraft(host.a, { title: 'Quiet cabin by the creek', editorStep: 'location' }));
    expect(l).toMatchObject({
      status: 'draft', statusReason: null, title: 'Quiet cabin by the creek', slug: 'quiet-cabin-by-the-creek', nightlyPrice: null,
      location: null, timeZone: 'UTC', propertyType: 'apartment', roomType: 'entire_place', maxGuests: 2, currency: 'EUR',
      minNights: 1, maxNights: 365, editorStep: 'location', photos: [], availableActions: ['submit', 'delete'],
    });
    expect(Object.keys(l.missing)).toEqual(['location', 'photos', 'description', 'nightlyPrice']);
    // An empty body is a blank draft.
    const blank = await createDraft(host.a);
    expect(blank).toMatchObject({ title: '', status: 'draft', editorStep: 'basics' });
    expect(Object.keys(blank.missing)).toContain('title');
  });

  it('refuses visitors (401), unverified members (403) and bad bodies (400 naming each field)', async () => {
    const visitor = await t.agent().post('/api/v1/listings', { title: 'A visitor trying to list' });
    expect((await json(visitor, 401)).error.code).toBe('UNAUTHENTICATED');
    expect((await json(await unverified.a.post('/api/v1/listings', {}), 403)).error.code).toBe('EMAIL_NOT_VERIFIED');
    const bad = await json(await host.a.post('/api/v1/listings', { title: 'short', colour: 'red', nightlyPrice: 5 }), 400);
    expect(bad.error).toMatchObject({ code: 'VALIDATION_FAILED', requestId: expect.any(String) });
    expect(Object.keys(bad.error.details).sort()).toEqual(['colour', 'nightlyPrice', 'title']);
  });

  it('patches fields, derives the time zone and the public point from the location, and keeps the editor step', async () => {
    const l = await createDraft(host.a, { title: 'Stone house in the hills' });
    const res = await send(host.a, 'PATCH', `/api/v1/listings/${l.id}`, {
      location: { lat: 48.8566, lng: 2.3522 }, nightlyPrice: 12000, amenities: ['wifi', 'pool'], editorStep: 'pricing',
      houseRules: { text: 'Quiet after ten.', petsAllowed: true, smokingAllowed: false, eventsAllowed: false },
      address: { street: '1 Rue de Rivoli', city: 'Paris', region: 'Île-de-France', postalCode: '75001', country: 'FR' },
    });
    const p = HostListingSchema.parse(await json(res, 200));
    expect(p).toMatchObject({
      location: { lat: 48.8566, lng: 2.3522 }, timeZone: 'Europe/Paris', nightlyPrice: 12000, amenities: ['wifi', 'pool'],
      editorStep: 'pricing', houseRules: { petsAllowed: true }, address: { city: 'Paris', country: 'FR' },
    });
    expect(new Date(p.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(l.updatedAt).getTime());
    const { rows } = await t.database.pool.query('select approx_location[1] as lat, approx_location[0] as lng from listings where id = $1', [l.id]);
    expect(rows[0]).toEqual(approximateLocation(l.id, 48.8566, 2.3522));
    // Moving the pin moves the zone with it.
    const moved = await json(await send(host.a, 'PATCH', `/api/v1/listings/${l.id}`, { location: { lat: 35.0116, lng: 135.7681 } }), 200);
    expect(moved.timeZone).toBe('Asia/Tokyo');
  });

  it('validates every patch strictly: unknown fields, prices, nights, guests and points out of range', async () => {
    const l = await createDraft(host.a, { title: 'Boat on the old harbour', minNights: 3, maxNights: 10 });
    const patch = async (body: unknown) => (await json(await send(host.a, 'PATCH', `/api/v1/listings/${l.id}`, body), 400)).error;
    expect((await patch({ wifiPassword: 'x' })).details).toEqual({ wifiPassword: 'is not a known field' });
    expect(Object.keys((await patch({ nightlyPrice: 999 })).details)).toEqual(['nightlyPrice']); // under 10 EUR
    expect(Object.keys((await patch({ nightlyPrice: 1_000_001 })).details)).toEqual(['nightlyPrice']);
    expect(Object.keys((await patch({ nightlyPrice: 50.5 })).details)).toEqual(['nightlyPrice']);
    expect(Object.keys((await patch({ maxGuests: 17 })).details)).toEqual(['maxGuests']);
    expect(Object.keys((await patch({ maxGuests: 0 })).details)).toEqual(['maxGuests']);
    expect(Object.keys((await patch({ minNights: 0 })).details)).toEqual(['minNights']);
    expect(Object.keys((await patch({ maxNights: 366 })).details)).toEqual(['maxNights']);
    expect(Object.keys((await patch({ minNights: 5, maxNights: 4 })).details)).toEqual(['minNights']);
    // Against the stored values: the maximum is 10, the minimum 3.
    expect((await patch({ minNights: 11 })).details).toEqual({ minNights: 'cannot be more than the maximum nights (10)' });
    expect((await patch({ maxNights: 2 })).details).toEqual({ maxNights: 'cannot be less than the minimum nights (3)' });
    expect(Object.keys((await patch({ location: { lat: 91, lng: 0 } })).details)).toEqual(['location.lat']);
    expect(Object.keys((await patch({ location: { lat: 10, lng: 10, alt: 3 } })).details)).toEqual(['alt']);
    expect(Object.keys((await patch({ amenities: ['wifi', 'wifi'] })).details)).toEqual(['amenities']);
    expect(Object.keys((await patch({ amenities: ['helipad'] })).details)).toEqual(['amenities.0']);
    expect(Object.keys((await patch({ bathrooms: 1.25 })).details)).toEqual(['bathrooms']);
    expect(Object.keys((await patch({ checkInFrom: '25:00' })).details)).toEqual(['checkInFrom']);
    // Nothing was written.
    const now = await json(await host.a.fetch(`/api/v1/host/listings/${l.id}`), 200);
    expect(now).toMatchObject({ minNights: 3, maxNights: 10, nightlyPrice: null, maxGuests: 2 });
    // Not JSON at all.
    const notJson = await host.a.fetch(`/api/v1/listings/${l.id}`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: '{' });
    expect((await json(notJson, 400)).error.code).toBe('VALIDATION_FAILED');
  });

  it('answers the same 404 for another member\'s listing and an unknown id, and 401/403 before that', async () => {
    const l = await createDraft(host.a, { title: 'Private garden room' });
    for (const id of [l.id, '00000000-0000-4000-a000-000000000000']) {
      const calls = [
        send(other.a, 'PATCH', `/api/v1/listings/${id}`, { title: 'Taken over by someone else' }),
        other.a.fetch(`/api/v1/host/listings/${id}`),
        other.a.post(`/api/v1/listings/${id}/submit`),
        other.a.post(`/api/v1/listings/${id}/unlist`),
        other.a.post(`/api/v1/listings/${id}/relist`),
        send(other.a, 'DELETE', `/api/v1/listings/${id}`),
        other.a.fetch(`/api/v1/listings/${id}`),
      ];
      for (const res of await Promise.all(calls)) {
        const body = await json(res, 404);
        expect(body.error).toEqual({ code: 'NOT_FOUND', message: 'That listing was not found.', requestId: expect.any(String) });
      }
    }
    expect((await json(await send(t.agent(), 'PATCH', `/api/v1/listings/${l.id}`, { title: 'Anonymous change here' }), 401)).error.code).toBe('UNAUTHENTICATED');
    expect((await json(await t.agent().fetch(`/api/v1/host/listings/${l.id}`), 401)).error.code).toBe('UNAUTHENTICATED');
    expect((await json(await send(unverified.a, 'PATCH', `/api/v1/listings/${l.id}`, { title: 'Unverified change' }), 403)).error.code).toBe('EMAIL_NOT_VERIFIED');
    expect((await json(await host.a.fetch('/api/v1/host/listings/not%20an%20id'), 400)).error.details).toEqual({ id: 'is not a listing id' });
    const still = await json(await host.a.fetch(`/api/v1/host/listings/${l.id}`), 200);
    expect(still.title).toBe('Private garden room');
  });

  it("lets an admin read any listing and correct it (audited), but not act as its host", async () => {
    const l = await createDraft(host.a, { title: 'Loft with a view of the port' });
    const read = await json(await admin.a.fetch(`/api/v1/host/listings/${l.id}`), 200);
    expect(read.availableActions).toEqual(['suspend']);
    const edited = await json(await send(admin.a, 'PATCH', `/api/v1/listings/${l.id}`, { title: 'Loft with a view of the harbour' }), 200);
    expect(edited.title).toBe('Loft with a view of the harbour');
    const { rows } = await t.database.pool.query(`select actor_id, action, details from audit_events where target_id = $1 and action = 'listing.edit'`, [l.id]);
    expect(rows).toEqual([{ actor_id: admin.id, action: 'listing.edit', details: { fields: ['title'] } }]);
    const submit = await json(await admin.a.post(`/api/v1/listings/${l.id}/submit`), 409);
    expect(submit.error.code).toBe('INVALID_TRANSITION');
  });

  it("lists the caller's listings only, last changed first, with status, what is missing and what they can do", async () => {
    const lister = await signedInMember(t);
    const a = await createDraft(lister.a, { title: 'First draft of a cottage' });
    const b = await completeDraft(t, lister.a, { title: 'Second place, all ready' });
    await createDraft(other.a, { title: 'Somebody else entirely' });
    t.setNow('2026-11-21T13:00:00Z');
    await send(lister.a, 'PATCH', `/api/v1/listings/${a.id}`, { description: 'Now with a description that is long enough to count for the listing page.' });
    const list = HostListingsResponseSchema.parse(await json(await lister.a.fetch('/api/v1/host/listings'), 200));
    expect(list.listings.map((l) => l.id)).toEqual([a.id, b.id]);
    expect(list.listings[0]).toMatchObject({ status: 'draft', photoCount: 0, cover: null, availableActions: ['submit', 'delete'] });
    expect(Object.keys(list.listings[0].missing)).toEqual(['location', 'photos', 'nightlyPrice']);
    expect(list.listings[1]).toMatchObject({ title: 'Second place, all ready', city: 'Montevideo', country: 'UY', nightlyPrice: 9000, photoCount: 5, missing: {} });
    expect(list.listings[1].cover?.alt).toBe('Room 0');
    expect((await json(await t.agent().fetch('/api/v1/host/listings'), 401)).error.code).toBe('UNAUTHENTICATED');
    expect((await json(await lister.a.fetch('/api/v1/host/listings?all=1'), 400)).error.details).toEqual({ all: 'is not a known field' });
    t.setNow('2026-11-21T12:00:00Z');
  });

  it('previews a non-published listing to its host and admins only, through the public page', async () => {
    const l = await completeDraft(t, host.a, { title: 'Draft flat for a preview' });
    const mine = ListingDetailSchema.parse(await json(await host.a.fetch(`/api/v1/listings/${l.id}`), 200));
    expect(mine).toMatchObject({ status: 'draft', title: 'Draft flat for a preview', nightlyPrice: 9000 });
    expect(mine.location).toEqual({ ...COMPLETE.location, approximate: false });
    const admins = await json(await admin.a.fetch(`/api/v1/listings/${l.id}`), 200);
    expect(admins.location.approximate).toBe(true);
    for (const who of [t.agent(), other.a]) expect((await json(await who.fetch(`/api/v1/listings/${l.id}`), 404)).error.code).toBe('NOT_FOUND');
    // Availability and quotes stay for published listings only, even for the host.
    expect((await host.a.fetch(`/api/v1/listings/${l.id}/availability?from=2026-12-01&to=2026-12-05`)).status).toBe(404);
    expect((await host.a.fetch(`/api/v1/listings/${l.id}/quote?checkin=2026-12-01&checkout=2026-12-05`)).status).toBe(404);
    // A draft without a location or a price has no page to show yet.
    const bare = await createDraft(host.a, { title: 'Nothing here yet at all' });
    const res = await json(await host.a.fetch(`/api/v1/listings/${bare.id}`), 422);
    expect(res.error).toMatchObject({ code: 'LISTING_INCOMPLETE', details: { location: expect.any(String), nightlyPrice: expect.any(String) } });
  });

  it('shows the exact location to the host and to a guest with a confirmed booking, the approximate one to others', async () => {
    const l = await completeDraft(t, host.a, { title: 'Published flat with a secret door' });
    await json(await host.a.post(`/api/v1/listings/${l.id}/submit`), 200);
    const guest = await signedInMember(t);
    const at = async (a: Member['a']) => (await json(await a.fetch(`/api/v1/listings/${l.id}`), 200)).location;
    const approx = approximateLocation(l.id, COMPLETE.location.lat, COMPLETE.location.lng);
    expect(await at(t.agent())).toEqual({ ...approx, approximate: true });
    expect(await at(guest.a)).toEqual({ ...approx, approximate: true });
    expect(await at(host.a)).toEqual({ ...COMPLETE.location, approximate: false });
    const requested = await insertBooking(t.database, l.id, guest.id, '2026-12-10', '2026-12-12', 'requested');
    expect((await at(guest.a)).approximate).toBe(true);
    await t.database.pool.query(`update bookings set status = 'confirmed' where id = $1`, [requested]);
    expect(await at(guest.a)).toEqual({ ...COMPLETE.location, approximate: false });
    expect(await at(other.a)).toEqual({ ...approx, approximate: true });
    expect(distanceMeters(approx, COMPLETE.location)).toBeLessThan(500);
  });

  it('describes every hosting call in the OpenAPI document, prices in the currency\'s minor units', async () => {
    const doc = await json(await t.get('/api/openapi.json'), 200);
    const ops = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
    expect(ops).toEqual(expect.arrayContaining([
      'POST /api/v1/listings', 'PATCH /api/v1/listings/{id}', 'DELETE /api/v1/listings/{id}', 'GET /api/v1/host/listings',
      'GET /api/v1/host/listings/{id}', 'POST /api/v1/listings/{id}/submit', 'POST /api/v1/listings/{id}/unlist',
      'POST /api/v1/listings/{id}/relist', 'POST /api/v1/admin/listings/{id}/approve', 'POST /api/v1/admin/listings/{id}/reject',
      'POST /api/v1/admin/listings/{id}/suspend', 'POST /api/v1/admin/listings/{id}/restore',
    ]));
    const patch = doc.paths['/api/v1/listings/{id}'].patch.requestBody.content['application/json'].schema;
    expect(patch.additionalProperties).toBe(false);
    expect(patch.properties.nightlyPrice).toMatchObject({ type: 'integer', minimum: 1000, maximum: 1_000_000 });
    expect(doc.paths['/api/v1/admin/listings/{id}/reject'].post.requestBody.content['application/json'].schema.required).toEqual(['reason']);
  });

  it('keeps a live listing complete: an edit may not remove a requirement (422), other edits go through', async () => {
    const l = await completeDraft(t, host.a, { title: 'Live flat that stays complete' });
    await json(await host.a.post(`/api/v1/listings/${l.id}/submit`), 200);
    const res = await json(await send(host.a, 'PATCH', `/api/v1/listings/${l.id}`, { location: null }), 422);
    expect(res.error).toMatchObject({ code: 'LISTING_INCOMPLETE', details: { location: 'the location, pinned on the map' } });
    const kept = await json(await host.a.fetch(`/api/v1/host/listings/${l.id}`), 200);
    expect(kept.location).toEqual(COMPLETE.location);
    // A listing that lost a photo elsewhere can still have its other fields edited.
    await t.database.pool.query('delete from photos where listing_id = $1 and position = 4', [l.id]);
    const edited = await json(await send(host.a, 'PATCH', `/api/v1/listings/${l.id}`, { title: 'Live flat, one photo short' }), 200);
    expect(edited.missing).toEqual({ photos: 'at least 5 photos (4 so far)' });
    await insertPhoto(t.database, l.id, 4);
    // A draft may be anything in between.
    const d = await completeDraft(t, host.a);
    expect((await json(await send(host.a, 'PATCH', `/api/v1/listings/${d.id}`, { location: null }), 200)).missing).toHaveProperty('location');
  });
});
