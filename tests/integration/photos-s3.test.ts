import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PhotoView } from '../../src/contract/photos';
import { photoStorage, photoWork, sweepOrphanPhotos, sweepStrayPhotos } from '../../src/server/features/photos/index';
import { PROCESS_ID } from '../../src/server/features/photos/process-mark';
import { demoStorageKey } from '../../src/server/features/photos/scenes/index';
import { insertListing, insertPhoto } from './factories';
import { engines, type TestApp } from './harness';
import type { Member } from './members';
import { expectError, keyOf, startPhotoApp, type PhotoApp } from './photo-app';
import { startS3Server, type S3Server } from './s3-server';
import * as img from './images';

/**
 * Photos in an S3 bucket (PHOTO_STORAGE_URL), through the real API, against a real S3-protocol
 * server on loopback (s3rver: decision 0036): what is stored where, served, deleted, refused and
 * swept, and photo URLs on a CDN. The bucket is looked at through the S3 API, not Roost's code.
 */
let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3?.stop());

describe.each(engines())('photos in an S3 bucket on %s', (engine) => {
  const prefix = `roost-${engine}`;
  let p: PhotoApp;
  let t: TestApp;
  let host: Member;
  const objects = () => s3.keys(`${prefix}/`);
  const objectsOf = async (key: string) => (await objects()).filter((k) => k.startsWith(`${prefix}/${key}/`));

  beforeAll(async () => {
    p = await startPhotoApp(engine, { photoBucket: s3.settings(prefix) });
    ({ t, host } = p);
  });
  afterAll(() => p?.close());

  it('stores an upload\'s variants in the bucket, not on disk, serves them to a guest and deletes them with the photo', async () => {
    const listingId = await p.draft();
    const res = await p.upload(host.a, listingId, await img.sidewaysCameraJpeg(1800, 1350), { alt: 'Red roof' });
    const photo = (await res.json()) as PhotoView;
    expect(res.status, JSON.stringify(photo)).toBe(201);
    const key = keyOf(photo);
    expect(photo.sources.map((s) => s.url)).toEqual([320, 640, 1024].map((w) => `/media/photos/${key}/${w}.webp`));
    expect(await objectsOf(key)).toEqual([`${prefix}/${key}/1024.webp`, `${prefix}/${key}/320.webp`, `${prefix}/${key}/640.webp`]);
    expect(fs.existsSync(path.join(p.dataDir, 'photos'))).toBe(false);
    expect(await p.leftovers()).toMatchObject({ journal: [], temporary: [] });

    for (const { w, url } of photo.sources) {
      const served = await t.get(url); // no session: a guest
      expect(served.status, url).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      const bytes = Buffer.from(await served.arrayBuffer());
      const object = Buffer.from(await (await fetch(`${s3.endpoint}/${s3.bucket}/${prefix}/${key}/${w}.webp`)).arrayBuffer());
      expect(bytes.equals(object)).toBe(true);
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.exif]).toEqual(['webp', w, undefined]);
    }
    expect((await t.get(`/media/photos/${key}/1600.webp`)).status).toBe(404);

    const del = await p.json(host.a, 'DELETE', `/api/v1/listings/${listingId}/photos/${photo.id}`);
    expect(del.status).toBe(200);
    expect(await objectsOf(key)).toEqual([]);
    expect((await t.get(photo.sources[0]!.url)).status).toBe(404);
    expect((await p.leftovers()).journal).toEqual([]);
  });

  it('applies the same limits, and a refused upload leaves nothing in the bucket, even one refused after its variants were stored', async () => {
    const listingId = await p.draft();
    const before = await objects();
    await expectError(await p.upload(host.a, listingId, Buffer.from('%PDF-1.7\n1 0 obj\n'), { name: 'menu.jpg' }), 415, 'UNSUPPORTED_MEDIA_TYPE');
    await expectError(await p.upload(host.a, listingId, await img.jpeg(700, 500)), 400, 'VALIDATION_FAILED', { file: 'is 700 × 500 pixels; the smallest is 800 × 600' });
    const whole = await img.jpeg(1000, 750);
    await expectError(await p.upload(host.a, listingId, whole.subarray(0, Math.floor(whole.length * 0.6))), 400, 'VALIDATION_FAILED', { file: 'is damaged or incomplete' });
    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(21 * 1024 * 1024, 0x5a)]);
    await expectError(await p.upload(host.a, listingId, huge), 413, 'PAYLOAD_TOO_LARGE');
    expect(await objects()).toEqual(before);

    // The 50th photo lands while this upload waits for a processing slot: its variants are stored,
    // then its row is refused under the listing's lock, and its objects go at once.
    const full = await p.draft();
    for (let i = 0; i < 49; i++) await insertPhoto(t.database, full, i);
    let release!: () => void;
    const slotsFree = new Promise<void>((r) => (release = r));
    const held = Array.from({ length: os.availableParallelism() }, () => photoWork.run(() => slotsFree));
    const pending = p.upload(host.a, full, whole);
    while (photoWork.load.waiting < 1) await new Promise((r) => setTimeout(r, 10));
    await insertPhoto(t.database, full, 49);
    release();
    await Promise.all(held);
    await expectError(await pending, 400, 'VALIDATION_FAILED', { file: 'this listing already has 50 photos' });
    expect(await objects()).toEqual(before);
    expect(await p.leftovers()).toMatchObject({ journal: [], temporary: [] });
  });

  it('keeps avatars in the bucket too', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await img.jpeg(600, 600))], { type: 'image/jpeg' }), 'me.jpg');
    const me = await (await host.a.fetch('/api/v1/me/avatar', { method: 'POST', body: form })).json();
    const key = /\/media\/photos\/(av-[0-9a-f]+)\//.exec(me.avatarUrl)![1]!;
    expect(await objectsOf(key)).toEqual([`${prefix}/${key}/240.webp`, `${prefix}/${key}/96.webp`]);
    expect((await t.get(me.avatarUrl)).status).toBe(200);
    expect((await host.a.fetch('/api/v1/me/avatar', { method: 'DELETE' })).status).toBe(200);
    expect(await objectsOf(key)).toEqual([]);
  });

  it('at start, removes the objects of an upload whose process died, and those no row names; keeps every named one', async () => {
    const storage = photoStorage(t.deps.config);
    const pixels = await img.jpeg(400, 300);
    const named = (await (await p.upload(host.a, await p.draft(), await img.jpeg())).json()) as PhotoView;
    // A process that crashed between writing its variants and saving its row (another process's id, not running).
    await storage.put('up-crashed', 320, pixels);
    await storage.put('up-crashed', 640, pixels);
    await t.database.pool.query(
      'insert into photo_orphans (storage_key, remove_after, noted_by) values ($1, $2, $3)',
      ['up-crashed', new Date(t.deps.now().getTime() + 10 * 60_000), '7b0c5a57-3c1e-4f55-9a37-0d3b0c6f2a11'],
    );
    // An upload of this process still in progress, and a demo drawing: both kept.
    await storage.put('up-in-progress', 320, pixels);
    await t.database.pool.query('insert into photo_orphans (storage_key, remove_after, noted_by) values ($1, $2, $3)',
      ['up-in-progress', new Date(t.deps.now().getTime() + 10 * 60_000), PROCESS_ID]);
    const demo = demoStorageKey('cabin', 7);
    await storage.put(demo, 320, pixels);
    // Objects no row, avatar or journal entry names (a copy made for a photo deleted since).
    await s3.putObject(`${prefix}/up-stray/320.webp`, pixels);
    await s3.putObject(`${prefix}/up-stray/640.webp`, pixels);
    // Something else kept under the prefix is none of Roost's business.
    await s3.putObject(`${prefix}/README.txt`, 'kept by the operator');

    await sweepOrphanPhotos(t.deps, undefined, { atStart: true });
    expect(await objectsOf('up-crashed')).toEqual([]);
    const strays = await sweepStrayPhotos(t.deps);
    expect(strays).toMatchObject({ unnamed: 1, removed: 1 });
    expect(strays.refused).toBeUndefined();
    const left = await objects();
    expect(left.filter((k) => k.includes('/up-stray/'))).toEqual([]);
    for (const kept of [`${prefix}/${keyOf(named)}/320.webp`, `${prefix}/up-in-progress/320.webp`, `${prefix}/${demo}/320.webp`, `${prefix}/README.txt`]) {
      expect(left).toContain(kept);
    }
    await t.database.pool.query('delete from photo_orphans where storage_key = $1', ['up-in-progress']);
    await storage.remove('up-in-progress');
    await storage.remove(demo);
  });

  it('removes nothing when the database names none of the bucket\'s photos (the wrong database), and says so', async () => {
    const other = await startPhotoApp(engine, { photoBucket: s3.settings(prefix) });
    try {
      const before = await objects();
      expect(before.length).toBeGreaterThan(1);
      const r = await sweepStrayPhotos(other.t.deps);
      expect(r.removed).toBe(0);
      expect(r.unnamed).toBe(r.keys);
      expect(r.refused).toBe(`${r.keys} of the ${r.keys} photos in s3://${s3.bucket}/${prefix} belong to no row of this database: none was removed. Is this the database that goes with this photo storage?`);
      expect(await objects()).toEqual(before);
    } finally {
      await other.close();
    }
  });
});

describe.each(engines())('photo URLs on a CDN on %s', (engine) => {
  const prefix = `cdn-${engine}`;
  let p: PhotoApp;
  let t: TestApp;
  let host: Member;
  let cdn: string;

  beforeAll(async () => {
    // A CDN whose origin is the bucket's prefix serves `<cdn>/<key>/<width>.webp`: here the bucket
    // itself stands in for it, so the URLs in answers are fetched for real.
    cdn = `${s3.endpoint}/${s3.bucket}/${prefix}`;
    p = await startPhotoApp(engine, { photoBucket: s3.settings(prefix), photoCdnUrl: cdn });
    ({ t, host } = p);
  });
  afterAll(() => p?.close());

  it('points photo URLs in answers at the CDN, where the bucket\'s objects are; demo photos and avatars stay on this server', async () => {
    const listing = await insertListing(t.database, host.id, { status: 'published', title: 'A cabin served from the edge' });
    const uploaded: PhotoView[] = [];
    for (let i = 0; i < 2; i++) uploaded.push((await (await p.upload(host.a, listing.id, await img.jpeg(1100, 825))).json()) as PhotoView);
    const key = keyOf(uploaded[0]!);
    expect(uploaded[0]!.sources.map((s) => s.url)).toEqual([320, 640, 1024].map((w) => `${cdn}/${key}/${w}.webp`));
    for (const { w, url } of uploaded[0]!.sources) {
      const res = await fetch(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(w);
    }
    // The server still answers for every photo (a CDN may use it as its origin instead).
    expect((await t.get(`/media/photos/${key}/320.webp`)).status).toBe(200);

    const demo = demoStorageKey('cabin', 3);
    await t.database.pool.query(
      `insert into photos (id, listing_id, position, caption, alt_text, width, height, storage_key, variants, placeholder)
       values ('ph_demo_cdn', $1, 2, '', 'A drawn cabin', 1600, 1200, $2, '{320,640}', '')`, [listing.id, demo],
    );
    const detail = await (await t.get(`/api/v1/listings/${listing.id}`)).json();
    expect(detail.photos.map((ph: PhotoView) => ph.sources[0]!.url)).toEqual([
      `${cdn}/${key}/320.webp`, `${cdn}/${keyOf(uploaded[1]!)}/320.webp`, `/media/photos/${demo}/320.webp`,
    ]);
    const hostView = await (await host.a.fetch(`/api/v1/host/listings/${listing.id}`)).json();
    expect(hostView.photos[0].sources[0].url).toBe(`${cdn}/${key}/320.webp`);

    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await img.jpeg(600, 600))], { type: 'image/jpeg' }), 'me.jpg');
    const me = await (await host.a.fetch('/api/v1/me/avatar', { method: 'POST', body: form })).json();
    expect(me.avatarUrl).toMatch(/^\/media\/photos\/av-[0-9a-f]+\/240\.webp$/);
  });

  it('lets pages load images from the CDN\'s origin (CSP img-src), and from nowhere else new', async () => {
    const csp = (await t.get('/healthz')).headers.get('content-security-policy')!;
    expect(csp).toContain(`img-src 'self' data: blob: ${s3.endpoint};`);
  });
});
