import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import type { PhotoView } from '../../src/contract/photos';
import { insertPhoto } from './factories';
import { engines, type TestApp } from './harness';
import type { Member } from './members';
import { expectError, keyOf, startPhotoApp, type PhotoApp } from './photo-app';
import * as img from './images';

/** Uploading photos: what is stored, what is refused and how, limits, streaming and concurrency. */
describe.each(engines())('photo uploads on %s', (engine) => {
  let p: PhotoApp;
  let t: TestApp;
  let dataDir: string;
  let host: Member;
  let draft: PhotoApp['draft'];
  let upload: PhotoApp['upload'];
  let json: PhotoApp['json'];
  let rows: PhotoApp['rows'];
  let leftovers: PhotoApp['leftovers'];

  beforeAll(async () => {
    p = await startPhotoApp(engine);
    ({ t, dataDir, host, draft, upload, json, rows, leftovers } = p);
  });
  afterAll(() => p?.close());

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

  it('on a real server: 413 at once for a declared Content-Length over the limit, 413 mid-stream for a chunked body, 201 for a photo', async () => {
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

      // And a photo within the limits goes through the same Node stream to the end.
      const form = new FormData();
      form.append('caption', 'Over the wire');
      form.append('file', new Blob([new Uint8Array(await img.jpeg(1000, 750))], { type: 'image/jpeg' }), 'wire.jpg');
      const ok = await fetch(`http://127.0.0.1:${port}/api/v1/listings/${listingId}/photos`, {
        method: 'POST', body: form, headers: { cookie: headers.cookie, origin: headers.origin },
      });
      expect(ok.status).toBe(201);
      expect(await ok.json()).toMatchObject({ width: 1000, height: 750, caption: 'Over the wire' });
      expect(await rows(listingId)).toHaveLength(1);
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

});
