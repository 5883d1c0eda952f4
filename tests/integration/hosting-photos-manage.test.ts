import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOrphanPhotos } from '../../src/server/features/photos/index';
import { photoStorage } from '../../src/server/features/photos/storage';
import { demoStorageKey } from '../../src/server/features/photos/scenes/index';
import type { PhotoView } from '../../src/contract/photos';
import { insertListing } from './factories';
import { engines, type Agent, type TestApp } from './harness';
import { signedInMember, type Member } from './members';
import { expectError, keyOf, startPhotoApp, type PhotoApp } from './photo-app';
import * as img from './images';

/** A listing's photos once uploaded: who may touch them, caption and alt, order, deletion, what guests see, the orphan sweep. */
describe.each(engines())('managing listing photos on %s', (engine) => {
  let p: PhotoApp;
  let t: TestApp;
  let dataDir: string;
  let host: Member;
  let other: Member;
  let draft: PhotoApp['draft'];
  let upload: PhotoApp['upload'];
  let json: PhotoApp['json'];
  let rows: PhotoApp['rows'];
  let leftovers: PhotoApp['leftovers'];

  beforeAll(async () => {
    p = await startPhotoApp(engine);
    ({ t, dataDir, host, other, draft, upload, json, rows, leftovers } = p);
  });
  afterAll(() => p?.close());

  it('lets only the verified host of the listing touch its photos: 401, 403, and the same 404 for every other id', async () => {
    const mine = await draft();
    const photo = (await (await upload(host.a, mine, await img.jpeg())).json()) as PhotoView;
    const theirs = await draft(other);
    const theirPhoto = (await (await upload(other.a, theirs, await img.jpeg())).json()) as PhotoView;
    const visitor = t.agent();
    const unverified = await signedInMember(t, { verified: false });
    const calls = (listingId: string, photoId: string) => [
      (a: Agent) => upload(a, listingId, Buffer.from('not even read')),
      (a: Agent) => json(a, 'PATCH', `/api/v1/listings/${listingId}/photos/${photoId}`, { caption: 'Mine now' }),
      (a: Agent) => json(a, 'POST', `/api/v1/listings/${listingId}/photos/order`, { photoIds: [photoId] }),
      (a: Agent) => json(a, 'DELETE', `/api/v1/listings/${listingId}/photos/${photoId}`),
    ];
    for (const call of calls(mine, photo.id)) {
      await expectError(await call(visitor), 401, 'UNAUTHENTICATED');
      await expectError(await call(unverified.a), 403, 'EMAIL_NOT_VERIFIED');
      await expectError(await call(other.a), 404, 'NOT_FOUND');
    }
    const notFound = async (res: Response) => expect((await expectError(res, 404, 'NOT_FOUND')).message).toMatch(/^That (listing|photo) was not found\.$/);
    for (const call of calls('no-such-listing', photo.id)) await notFound(await call(host.a));
    for (const call of calls('bad%20id!', photo.id)) await notFound(await call(host.a));
    // Another listing's photo through my listing: not found, and my listing is unchanged.
    await notFound(await json(host.a, 'PATCH', `/api/v1/listings/${mine}/photos/${theirPhoto.id}`, { caption: 'Mine now' }));
    await notFound(await json(host.a, 'DELETE', `/api/v1/listings/${mine}/photos/${theirPhoto.id}`));
    await expectError(await json(host.a, 'POST', `/api/v1/listings/${mine}/photos/order`, { photoIds: [theirPhoto.id] }), 400, 'VALIDATION_FAILED', {
      photoIds: `not photos of this listing: ${theirPhoto.id}`,
    });
    expect(await rows(theirs)).toMatchObject([{ id: theirPhoto.id, caption: '' }]);
    expect(await rows(mine)).toMatchObject([{ id: photo.id, caption: '' }]);
  });

  it('edits caption and alt text (markup kept as text), with strict bodies', async () => {
    const listingId = await draft();
    const photo = (await (await upload(host.a, listingId, await img.jpeg(), { caption: 'Old' })).json()) as PhotoView;
    const url = `/api/v1/listings/${listingId}/photos/${photo.id}`;
    const res = await json(host.a, 'PATCH', url, { alt: '  <img src=x onerror=alert(1)> the terrace  ' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: photo.id, caption: 'Old', alt: '<img src=x onerror=alert(1)> the terrace', sources: photo.sources });
    expect(await (await json(host.a, 'PATCH', url, { caption: '' })).json()).toMatchObject({ caption: '', alt: '<img src=x onerror=alert(1)> the terrace' });
    expect((await json(host.a, 'PATCH', url, {})).status).toBe(200);
    await expectError(await json(host.a, 'PATCH', url, { caption: 'x', position: 3 }), 400, 'VALIDATION_FAILED', { position: 'is not a known field' });
    await expectError(await json(host.a, 'PATCH', url, { caption: 'x'.repeat(201) }), 400, 'VALIDATION_FAILED', { caption: 'at most 200 characters' });
    await expectError(await json(host.a, 'PATCH', url, { alt: 42 }), 400, 'VALIDATION_FAILED');
  });

  it('reorders every photo (the first is the cover) and refuses missing, extra, repeated or unknown fields', async () => {
    const listingId = await draft();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(((await (await upload(host.a, listingId, await img.jpeg())).json()) as PhotoView).id);
    const url = `/api/v1/listings/${listingId}/photos/order`;
    const [a, b, c] = ids as [string, string, string];
    await expectError(await json(host.a, 'POST', url, { photoIds: [c, a] }), 400, 'VALIDATION_FAILED', { photoIds: `must list every photo of this listing; missing: ${b}` });
    await expectError(await json(host.a, 'POST', url, { photoIds: [c, a, b, 'ph_nope'] }), 400, 'VALIDATION_FAILED', { photoIds: 'not photos of this listing: ph_nope' });
    await expectError(await json(host.a, 'POST', url, { photoIds: [c, a, a, b] }), 400, 'VALIDATION_FAILED', { photoIds: 'lists a photo twice' });
    await expectError(await json(host.a, 'POST', url, { photoIds: [c, a, b], cover: c }), 400, 'VALIDATION_FAILED', { cover: 'is not a known field' });
    await expectError(await json(host.a, 'POST', url, { photoIds: [] }), 400, 'VALIDATION_FAILED');
    const res = await json(host.a, 'POST', url, { photoIds: [c, a, b] });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { photos: PhotoView[] }).photos.map((p) => p.id)).toEqual([c, a, b]);
    expect((await rows(listingId)).map((r) => [r.id, r.position])).toEqual([[c, 0], [a, 1], [b, 2]]);
  });

  it('keeps 5 photos on a published listing (422 LISTING_INCOMPLETE); a draft may go to none; files go with the photo', async () => {
    const published = (await insertListing(t.database, host.id, { status: 'published', title: 'A published cabin by the lake' })).id;
    const photos: PhotoView[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await upload(host.a, published, await img.jpeg(1000, 750), i === 1 ? { caption: 'The lake at dawn' } : i === 0 ? { alt: 'The cabin' } : {});
      photos.push((await res.json()) as PhotoView);
    }
    // Cover chosen: the third upload goes first.
    const order = [photos[2]!, photos[0]!, photos[1]!, photos[3]!, photos[4]!, photos[5]!].map((p) => p.id);
    expect((await json(host.a, 'POST', `/api/v1/listings/${published}/photos/order`, { photoIds: order })).status).toBe(200);

    // Guests see them in that order, cover first, and never a photo without a name.
    const detail = await (await t.get(`/api/v1/listings/${published}`)).json();
    expect(detail.photos.map((p: PhotoView) => p.id)).toEqual(order);
    expect(detail.photos.map((p: PhotoView) => p.alt)).toEqual([
      'A published cabin by the lake, photo 1', 'The cabin', 'The lake at dawn',
      'A published cabin by the lake, photo 4', 'A published cabin by the lake, photo 5', 'A published cabin by the lake, photo 6',
    ]);
    // …while the host's own copy says which still lack alt text.
    expect((await rows(published)).map((r) => r.alt_text)).toEqual(['', 'The cabin', '', '', '', '']);

    const gone = photos[2]!;
    const res = await json(host.a, 'DELETE', `/api/v1/listings/${published}/photos/${gone.id}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { photos: PhotoView[] }).photos.map((p) => p.id)).toEqual(order.slice(1));
    expect((await rows(published)).map((r) => r.position)).toEqual([0, 1, 2, 3, 4]);
    expect(fs.existsSync(path.join(dataDir, 'photos', keyOf(gone)))).toBe(false);
    expect((await t.get(gone.sources[0]!.url)).status).toBe(404);
    expect((await leftovers()).journal).toEqual([]);

    const e = await expectError(await json(host.a, 'DELETE', `/api/v1/listings/${published}/photos/${photos[0]!.id}`), 422, 'LISTING_INCOMPLETE', {
      photos: 'at least 5 photos (5 now)',
    });
    expect(e.message).toBe('A published listing needs at least 5 photos: add another before deleting this one.');
    expect(await rows(published)).toHaveLength(5);

    const listingId = await draft();
    const only = (await (await upload(host.a, listingId, await img.jpeg())).json()) as PhotoView;
    const emptied = await json(host.a, 'DELETE', `/api/v1/listings/${listingId}/photos/${only.id}`);
    expect(emptied.status).toBe(200);
    expect(await emptied.json()).toEqual({ photos: [] });
  });

  it('describes the four calls in the OpenAPI document, the upload as multipart', async () => {
    const doc = await (await t.get('/api/openapi.json')).json();
    const upload = doc.paths['/api/v1/listings/{id}/photos'].post;
    expect(upload.requestBody.content['multipart/form-data'].schema.required).toEqual(['file']);
    expect(Object.keys(upload.requestBody.content['multipart/form-data'].schema.properties)).toEqual(['file', 'caption', 'alt']);
    expect(Object.keys(upload.responses)).toEqual(expect.arrayContaining(['201', '413', '415']));
    expect(doc.paths['/api/v1/listings/{id}/photos/{photoId}'].patch.parameters.map((p: { name: string }) => p.name)).toEqual(['id', 'photoId']);
    expect(doc.paths['/api/v1/listings/{id}/photos/{photoId}'].delete.responses['422']).toBeTruthy();
    expect(doc.paths['/api/v1/listings/{id}/photos/order'].post.requestBody.content['application/json'].schema.properties.photoIds).toBeTruthy();
  });

  it('sweeps files no photo uses (a crashed upload, a deleted listing), and keeps those in use, demo photos and uploads in progress', async () => {
    const storage = photoStorage(t.deps.config);
    const pixels = await img.jpeg(400, 300);
    const now = t.deps.now().getTime();
    const journal = (key: string, removeAfter: Date | null) =>
      t.database.pool.query('insert into photo_orphans (storage_key, remove_after) values ($1, $2)', [key, removeAfter]);
    // An upload that crashed after writing its files, 20 minutes ago (its grace is 15).
    await storage.put('up-crashed', 320, pixels);
    await journal('up-crashed', new Date(now - 5 * 60_000));
    // An upload still in progress.
    await storage.put('up-in-progress', 320, pixels);
    await journal('up-in-progress', new Date(now + 10 * 60_000));
    // A demo photo whose row was deleted: its drawing is kept.
    const demo = demoStorageKey('cabin', 99);
    await storage.put(demo, 320, pixels);
    await journal(demo, null);
    // A listing deleted with its photos: the trigger notes their files.
    const doomed = await draft();
    const kept = await draft();
    const doomedPhoto = (await (await upload(host.a, doomed, await img.jpeg())).json()) as PhotoView;
    const keptPhoto = (await (await upload(host.a, kept, await img.jpeg())).json()) as PhotoView;
    await t.database.pool.query('delete from listings where id = $1', [doomed]);
    // A key still in use whose entry lingers (say, an operator's manual insert): never removed.
    await journal(keyOf(keptPhoto), null);
    const temp = path.join(dataDir, 'uploads', 'stale.part');
    fs.mkdirSync(path.dirname(temp), { recursive: true });
    fs.writeFileSync(temp, 'half an upload');
    fs.utimesSync(temp, new Date(Date.now() - 2 * 3600_000), new Date(Date.now() - 2 * 3600_000));

    await sweepOrphanPhotos(t.deps);
    const exists = (key: string) => fs.existsSync(path.join(dataDir, 'photos', key));
    expect(exists('up-crashed')).toBe(false);
    expect(exists(keyOf(doomedPhoto))).toBe(false);
    expect(exists('up-in-progress')).toBe(true);
    expect(exists(demo)).toBe(true);
    expect(exists(keyOf(keptPhoto))).toBe(true);
    expect((await t.get(keptPhoto.sources[0]!.url)).status).toBe(200);
    expect(fs.existsSync(temp)).toBe(false);
    expect((await leftovers()).journal).toEqual(['up-in-progress']);

    // Later, the abandoned upload goes too.
    t.setNow(new Date(now + 11 * 60_000));
    try {
      await sweepOrphanPhotos(t.deps);
    } finally {
      t.setNow(new Date(now));
    }
    expect(exists('up-in-progress')).toBe(false);
    expect((await leftovers()).journal).toEqual([]);
  });
});
