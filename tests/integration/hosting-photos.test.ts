import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { sweepOrphanPhotos } from '../../src/server/features/photos/index';
import { photoStorage } from '../../src/server/features/photos/storage';
import { demoStorageKey } from '../../src/server/features/photos/scenes/index';
import type { PhotoView } from '../../src/contract/photos';
import { insertListing, insertPhoto } from './factories';
import { engines, startTestApp, type Agent, type TestApp } from './harness';
import { signedInMember, type Member } from './members';
import * as img from './images';

type Upload = { name?: string; type?: string; caption?: string; alt?: string; field?: string; extra?: Record<string, string>; files?: number };

describe.each(engines())('listing photos on %s', (engine) => {
  let t: TestApp;
  let dataDir: string;
  let host: Member;
  let other: Member;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roost-photos-'));
    t = await startTestApp(engine, { dataDir });
    host = await signedInMember(t, { name: 'Host' });
    other = await signedInMember(t, { name: 'Other host' });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const draft = async (who = host) => (await insertListing(t.database, who.id, { status: 'draft' })).id;
  const upload = (a: Agent, listingId: string, file: Buffer, o: Upload = {}) => {
    const form = new FormData();
    if (o.caption !== undefined) form.append('caption', o.caption);
    if (o.alt !== undefined) form.append('alt', o.alt);
    for (const [k, v] of Object.entries(o.extra ?? {})) form.append(k, v);
    for (let i = 0; i < (o.files ?? 1); i++) form.append(o.field ?? 'file', new Blob([new Uint8Array(file)], { type: o.type ?? 'image/jpeg' }), o.name ?? 'photo.jpg');
    return a.fetch(`/api/v1/listings/${listingId}/photos`, { method: 'POST', body: form });
  };
  const json = (a: Agent, method: string, url: string, body?: unknown) =>
    a.fetch(url, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  const rows = async (listingId: string) =>
    (await t.database.pool.query('select id, position, storage_key, caption, alt_text from photos where listing_id = $1 order by position', [listingId])).rows;
  /** Everything an upload could leave behind: stored photo folders, journal entries, temporary files. */
  const leftovers = async () => ({
    stored: fs.existsSync(path.join(dataDir, 'photos')) ? fs.readdirSync(path.join(dataDir, 'photos')).sort() : [],
    journal: (await t.database.pool.query('select storage_key from photo_orphans order by 1')).rows.map((r) => r.storage_key),
    temporary: fs.existsSync(path.join(dataDir, 'uploads')) ? fs.readdirSync(path.join(dataDir, 'uploads')) : [],
  });
  const keyOf = (p: PhotoView) => /\/media\/photos\/([^/]+)\//.exec(p.sources[0]!.url)![1]!;
  const expectError = async (res: Response, status: number, code: string, details?: Record<string, unknown>) => {
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(status);
    expect(body.error.code).toBe(code);
    expect(body.error.requestId).toBeTruthy();
    if (details) expect(body.error.details).toMatchObject(details);
    return body.error as { message: string; details: Record<string, string> };
  };

  it('stores a sideways camera JPEG upright, as WebP at every width up to its own, with no EXIF, GPS or camera make', async () => {
    const listingId = await draft();
    const input = await img.sidewaysCameraJpeg(1800, 1350);
    // The input really carries what must go.
    expect(input.includes('TestCam')).toBe(true);
    expect(input.includes(img.GPS_LATITUDE_BYTES)).toBe(true);
    expect((await sharp(input).metadata()).orientation).toBe(6);

    const res = await upload(host.a, listingId, input, { caption: 'The <b>view</b>', alt: 'Red roof above a blue lake' });
    const photo = (await res.json()) as PhotoView;
    expect(res.status, JSON.stringify(photo)).toBe(201);
    expect(photo).toMatchObject({ width: 1350, height: 1800, caption: 'The <b>view</b>', alt: 'Red roof above a blue lake' });
    expect(photo.id).toMatch(/^ph_/);
    expect(photo.sources.map((s) => s.w)).toEqual([320, 640, 1024]);
    expect(photo.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(photo.placeholder.length).toBeLessThan(1000);

    for (const { w, url } of photo.sources) {
      const served = await t.get(url);
      expect(served.status, url).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      const bytes = Buffer.from(await served.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', w, Math.round((w * 1800) / 1350)]);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(bytes.includes('TestCam')).toBe(false);
      expect(bytes.includes(img.GPS_LATITUDE_BYTES)).toBe(false);
      // Turned upright: the red half of the sideways original is now on top.
      const px = async (top: number) => [...(await sharp(bytes).extract({ left: Math.round(w / 2), top, width: 1, height: 1 }).raw().toBuffer())];
      const [r1, , b1] = await px(5);
      const [r2, , b2] = await px(meta.height! - 5);
      expect(r1).toBeGreaterThan(150);
      expect(b1).toBeLessThan(80);
      expect(b2).toBeGreaterThan(150);
      expect(r2).toBeLessThan(80);
    }
    // Only the variants are kept: no original.
    expect(fs.readdirSync(path.join(dataDir, 'photos', keyOf(photo))).sort()).toEqual(['1024.webp', '320.webp', '640.webp']);
    expect(await rows(listingId)).toMatchObject([{ id: photo.id, position: 0, caption: 'The <b>view</b>', alt_text: 'Red roof above a blue lake' }]);
    expect((await leftovers()).journal).toEqual([]);
    expect((await leftovers()).temporary).toEqual([]);
  });

  it('judges the type by content: a PNG named .jpg, a WebP and an AVIF are photos', async () => {
    const listingId = await draft();
    for (const [file, name, type] of [
      [await img.png(), 'holiday.jpg', 'image/jpeg'],
      [await img.webp(), 'room.webp', 'image/webp'],
      [await img.avif(), 'garden.avif', 'application/octet-stream'],
    ] as const) {
      const res = await upload(host.a, listingId, file, { name, type });
      expect(res.status, `${name}: ${await res.clone().text()}`).toBe(201);
      const photo = (await res.json()) as PhotoView;
      expect([photo.width, photo.height]).toEqual([1000, 750]);
      const served = await t.get(photo.sources.at(-1)!.url);
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');
    }
    expect((await rows(listingId)).map((r) => r.position)).toEqual([0, 1, 2]);
    // Portrait photos are taken when upright they are at least 600 × 800.
    expect((await upload(host.a, listingId, await img.jpeg(600, 800))).status).toBe(201);
  });

  it('refuses what is not a JPEG, PNG, WebP or AVIF (415), whatever its name or declared type', async () => {
    const listingId = await draft();
    const before = await leftovers();
    const cases: [Buffer, string, string][] = [
      [img.pdf(), 'invoice.jpg', 'is a PDF document, not a JPEG, PNG, WebP or AVIF image'],
      [img.svgWithScript(), 'photo.jpg', 'is an SVG drawing, not a JPEG, PNG, WebP or AVIF image'],
      [await sharp({ create: { width: 1000, height: 800, channels: 3, background: '#123456' } }).gif().toBuffer(), 'anim.png', 'is a GIF image, not a JPEG, PNG, WebP or AVIF image'],
      [Buffer.from('plain text, not a photo at all'.repeat(20)), 'notes.jpg', 'is not a JPEG, PNG, WebP or AVIF image'],
    ];
    for (const [file, name, reason] of cases) {
      const e = await expectError(await upload(host.a, listingId, file, { name }), 415, 'UNSUPPORTED_MEDIA_TYPE', { file: reason });
      expect(e.message).toBe('That file is not a JPEG, PNG, WebP or AVIF image.');
    }
    // Not multipart at all.
    await expectError(await json(host.a, 'POST', `/api/v1/listings/${listingId}/photos`, { file: 'x' }), 415, 'UNSUPPORTED_MEDIA_TYPE', { file: 'must be sent as multipart/form-data' });
    expect(await rows(listingId)).toEqual([]);
    expect(await leftovers()).toEqual(before);
  });

  it('refuses empty, truncated, too small, missing, doubled and unknown parts (400, naming the field), leaving nothing behind', async () => {
    const listingId = await draft();
    const before = await leftovers();
    const whole = await img.jpeg(1600, 1200);
    const truncated = whole.subarray(0, Math.floor(whole.length * 0.6));
    // The truncated file's header is intact: only decoding finds it incomplete.
    expect((await sharp(truncated).metadata()).width).toBe(1600);

    await expectError(await upload(host.a, listingId, Buffer.alloc(0)), 400, 'VALIDATION_FAILED', { file: 'is empty' });
    const e = await expectError(await upload(host.a, listingId, truncated), 400, 'VALIDATION_FAILED', { file: 'is damaged or incomplete' });
    expect(e.message).toBe('That photo could not be read: it may be damaged or incomplete.');
    const small = await expectError(await upload(host.a, listingId, await img.jpeg(700, 500)), 400, 'VALIDATION_FAILED', {
      file: 'is 700 × 500 pixels; the smallest is 800 × 600',
    });
    expect(small.message).toBe('That photo is 700 × 500 pixels: photos must be at least 800 × 600 (or 600 × 800 upright).');
    await expectError(await upload(host.a, listingId, await img.jpeg(800, 599)), 400, 'VALIDATION_FAILED', { file: 'is 800 × 599 pixels; the smallest is 800 × 600' });
    await expectError(await upload(host.a, listingId, await img.jpeg(599, 900)), 400, 'VALIDATION_FAILED');

    const noFile = new FormData();
    noFile.append('caption', 'Where is the photo?');
    await expectError(await host.a.fetch(`/api/v1/listings/${listingId}/photos`, { method: 'POST', body: noFile }), 400, 'VALIDATION_FAILED', {
      file: 'is missing: send the photo in a field named "file"',
    });
    const noBoundary = await host.a.fetch(`/api/v1/listings/${listingId}/photos`, { method: 'POST', headers: { 'content-type': 'multipart/form-data' }, body: whole });
    await expectError(noBoundary, 400, 'VALIDATION_FAILED', { file: 'could not be read as multipart/form-data' });
    await expectError(await upload(host.a, listingId, whole, { files: 2 }), 400, 'VALIDATION_FAILED', { file: 'send one photo per request' });
    await expectError(await upload(host.a, listingId, whole, { field: 'photo' }), 400, 'VALIDATION_FAILED', { photo: 'is not a known field' });
    await expectError(await upload(host.a, listingId, whole, { extra: { position: '0' } }), 400, 'VALIDATION_FAILED', { position: 'is not a known field' });
    await expectError(await upload(host.a, listingId, whole, { caption: 'x'.repeat(201) }), 400, 'VALIDATION_FAILED', { caption: 'at most 200 characters' });
    await expectError(await upload(host.a, listingId, whole, { caption: 'a', alt: 'b', extra: { caption: 'c' } }), 400, 'VALIDATION_FAILED', { _: 'has more fields than a caption and alt text' });
    await expectError(await upload(host.a, listingId, whole, { alt: 'x'.repeat(251) }), 400, 'VALIDATION_FAILED', { alt: 'at most 250 characters' });

    expect(await rows(listingId)).toEqual([]);
    expect(await leftovers()).toEqual(before);
  });

  it('refuses a 30 000 × 30 000 decompression bomb from its header alone, at once', async () => {
    const listingId = await draft();
    const bomb = await img.decompressionBomb(30_000);
    expect(bomb.length).toBeLessThan(200_000);
    const started = performance.now();
    const e = await expectError(await upload(host.a, listingId, bomb, { name: 'bomb.png', type: 'image/png' }), 400, 'VALIDATION_FAILED', {
      file: 'is 900 megapixels; the most is 100',
    });
    // Decoding it would take gigabytes and many seconds; the header takes a millisecond.
    expect(performance.now() - started).toBeLessThan(1500);
    expect(e.message).toBe('That photo is 30000 × 30000 pixels (900 megapixels): the most is 100 megapixels.');
    expect(await rows(listingId)).toEqual([]);
  });

  it('answers 413 for a 25 MB file and stops reading it at the limit', async () => {
    const listingId = await draft();
    const before = await leftovers();
    const boundary = 'roost-boundary-7d3a';
    const fileBytes = 25 * 1024 * 1024;
    let pulled = 0;
    let finished = false;
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
    const chunk = Buffer.alloc(64 * 1024, 0x5a);
    chunk.set([0xff, 0xd8, 0xff, 0xe0]);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0 && pulled === 0) {
          controller.enqueue(new Uint8Array(head));
          pulled += head.length;
          return;
        }
        if (sent < fileBytes) {
          const part = chunk.subarray(0, Math.min(chunk.length, fileBytes - sent));
          controller.enqueue(new Uint8Array(part));
          sent += part.length;
          pulled += part.length;
          return;
        }
        controller.enqueue(new Uint8Array(Buffer.from(`\r\n--${boundary}--\r\n`)));
        controller.close();
        finished = true;
      },
    }, { highWaterMark: 0 });
    const res = await host.a.fetch(`/api/v1/listings/${listingId}/photos`, {
      method: 'POST', body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, duplex: 'half',
    } as RequestInit);
    const e = await expectError(res, 413, 'PAYLOAD_TOO_LARGE', { file: 'is larger than 20 MB' });
    expect(e.message).toBe('That photo is larger than 20 MB, the most Roost accepts.');
    await new Promise((r) => setTimeout(r, 200));
    // The server stopped pulling the body just past the limit: 5 MB of it were never read.
    expect(finished).toBe(false);
    expect(pulled).toBeGreaterThan(20 * 1024 * 1024);
    expect(pulled).toBeLessThan(21 * 1024 * 1024);
    expect(await leftovers()).toEqual(before);
  });

  it('answers 413 on a real server: at once for a declared Content-Length over the limit, and mid-stream for a chunked body', async () => {
    const listingId = await draft();
    const server = serve({ fetch: createApp(t.deps).fetch, port: 0, hostname: '127.0.0.1' });
    try {
      await new Promise((r) => server.once('listening', r));
      const { port } = server.address() as AddressInfo;
      const headers = {
        cookie: [...host.a.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        origin: t.deps.config.publicUrl,
        'content-type': 'multipart/form-data; boundary=x',
      };
      const post = (extra: Record<string, string>, send: (req: http.ClientRequest, answered: () => boolean) => void) =>
        new Promise<{ status: number; body: string; written: number }>((resolve, reject) => {
          let answered = false;
          let written = 0;
          const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: `/api/v1/listings/${listingId}/photos`, headers: { ...headers, ...extra } }, (res) => {
            answered = true;
            let text = '';
            res.on('data', (d) => (text += d));
            res.on('end', () => {
              resolve({ status: res.statusCode!, body: text, written });
              req.destroy();
            });
          });
          req.on('error', (err) => (answered ? undefined : reject(err)));
          const write = req.write.bind(req);
          req.write = ((chunk: Buffer, ...rest: never[]) => {
            written += chunk.length;
            return write(chunk, ...rest);
          }) as typeof req.write;
          send(req, () => answered);
        });

      // A few bytes of a promised 30 MB, then nothing: the answer does not wait for the rest.
      const declared = await post({ 'content-length': String(30 * 1024 * 1024) }, (req) => req.write(Buffer.from('--x\r\n')));
      expect(declared.status).toBe(413);
      expect(JSON.parse(declared.body).error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', details: { file: 'is larger than 20 MB' } });

      // 100 MB sent chunked (no length given), as fast as the server takes it: it answers once
      // the file passes 20 MB, long before the client is done.
      const total = 100 * 1024 * 1024;
      const streamed = await post({}, (req, answered) => {
        const chunk = Buffer.alloc(256 * 1024, 0x5a);
        chunk.set([0xff, 0xd8, 0xff, 0xe0], 0);
        req.write(Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\n\r\n'));
        let sent = 0;
        const pump = () => {
          while (!answered() && sent < total) {
            sent += chunk.length;
            if (!req.write(chunk)) return void req.once('drain', pump);
          }
        };
        pump();
      });
      expect(streamed.status).toBe(413);
      expect(JSON.parse(streamed.body).error.code).toBe('PAYLOAD_TOO_LARGE');
      expect(streamed.written).toBeGreaterThan(20 * 1024 * 1024);
      expect(streamed.written).toBeLessThan(60 * 1024 * 1024);
    } finally {
      (server as http.Server).closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });

  it('refuses the 51st photo (400), also when two uploads race for the 50th', async () => {
    const listingId = await draft();
    for (let i = 0; i < 49; i++) await insertPhoto(t.database, listingId, i);
    const before = await leftovers();
    const photo = await img.jpeg(1000, 750);
    const raced = await Promise.all([upload(host.a, listingId, photo), upload(host.a, listingId, photo)]);
    expect(raced.map((r) => r.status).sort()).toEqual([201, 400]);
    await expectError(raced.find((r) => r.status === 400)!, 400, 'VALIDATION_FAILED', { file: 'this listing already has 50 photos' });
    const e = await expectError(await upload(host.a, listingId, photo), 400, 'VALIDATION_FAILED', { file: 'this listing already has 50 photos' });
    expect(e.message).toBe('This listing already has 50 photos, the most it can have.');
    expect((await rows(listingId)).map((r) => r.position)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    // The loser's files went with it: only the winner's folder is new.
    const after = await leftovers();
    expect(after.stored.filter((k) => !before.stored.includes(k))).toHaveLength(1);
    expect(after.journal).toEqual([]);
  });

  it('gives uploads made at once distinct positions, 0..n-1', async () => {
    const listingId = await draft();
    const files = await Promise.all([img.jpeg(1000, 750), img.png(1000, 750), img.webp(1000, 750), img.jpeg(900, 900)]);
    const res = await Promise.all(files.map((f) => upload(host.a, listingId, f)));
    expect(res.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const ids = await Promise.all(res.map(async (r) => ((await r.json()) as PhotoView).id));
    const stored = await rows(listingId);
    expect(stored.map((r) => r.position)).toEqual([0, 1, 2, 3]);
    expect(new Set(stored.map((r) => r.id))).toEqual(new Set(ids));
  });

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
