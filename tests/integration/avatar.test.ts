import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestApp, type TestApp } from './harness';
import { signedInMember, type Member } from './members';
import { errorOf } from './review-stays';
import { sweepOrphanPhotos } from '../../src/server/features/photos/index';

/** GPS latitude 34° 54' 30" as EXIF stores it (three big-endian rationals): no stored copy may hold these bytes. */
const GPS_LATITUDE = Buffer.from([0, 0, 0, 34, 0, 0, 0, 1, 0, 0, 0, 54, 0, 0, 0, 1, 0, 0, 0, 30, 0, 0, 0, 1]);

/** A phone picture stored sideways (EXIF orientation 6): left half red, right half blue, with camera and GPS tags. */
async function cameraJpeg(width = 1200, height = 800) {
  const red = await sharp({ create: { width: width / 2, height, channels: 3, background: '#d00000' } }).png().toBuffer();
  const jpeg = await sharp({ create: { width, height, channels: 3, background: '#0000d0' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'TestCam', Model: 'Roost 1' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '34/1 54/1 30/1', GPSLongitudeRef: 'W', GPSLongitude: '56/1 9/1 0/1' },
    })
    .toBuffer();
  expect(jpeg.includes(GPS_LATITUDE), 'the test picture carries a GPS position').toBe(true);
  return jpeg;
}

const form = (file: Blob | string, name = 'file', extra: Record<string, string> = {}) => {
  const f = new FormData();
  f.append(name, file as Blob, 'me.jpg');
  for (const [k, v] of Object.entries(extra)) f.append(k, v);
  return f;
};
const blob = (b: Buffer, type = 'image/jpeg') => new Blob([new Uint8Array(b)], { type });

/** Issue 12 §4: the profile photo goes through the photo pipeline — judged by content, re-encoded, metadata stripped. */
describe.each(engines())('avatars on %s', (engine) => {
  let t: TestApp;
  let m: Member;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roost-avatars-'));
    t = await startTestApp(engine, { dataDir });
    m = await signedInMember(t, { name: 'Ava Tar', verified: false });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = (who: Member, body: FormData | string, headers: Record<string, string> = {}) =>
    who.a.fetch('/api/v1/me/avatar', { method: 'POST', body, headers });

  it('stores square WebP sizes with the camera and location data stripped, upright, and shows them on the profile', async () => {
    const res = await upload(m, form(blob(await cameraJpeg())));
    expect(res.status).toBe(200);
    const me = await res.json();
    expect(me.avatarUrl).toMatch(/^\/media\/photos\/av-[0-9a-f]{32}\/240\.webp$/);
    const profile = await (await t.get(`/api/v1/users/${m.id}`)).json();
    expect(profile.avatarUrl).toBe(me.avatarUrl);
    expect(profile.avatarSources.map((s: { w: number }) => s.w)).toEqual([96, 240]);

    for (const { w, url } of profile.avatarSources as { w: number; url: string }[]) {
      const img = await t.get(url);
      expect(img.status).toBe(200);
      expect(img.headers.get('content-type')).toBe('image/webp');
      const bytes = Buffer.from(await img.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', w, w]);
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(bytes.includes(GPS_LATITUDE)).toBe(false);
      expect(bytes.includes(Buffer.from('TestCam'))).toBe(false);
      // Orientation 6 turns the picture a quarter clockwise: the red half is on top.
      const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      expect(data[0]! > 150 && data[2]! < 100, 'top-left pixel is red').toBe(true);
    }
  });

  it('takes PNG, WebP and AVIF by their content, whatever the name', async () => {
    const picture = (fmt: 'png' | 'webp' | 'avif') => sharp({ create: { width: 300, height: 400, channels: 3, background: '#3b7a57' } })[fmt]().toBuffer();
    for (const fmt of ['png', 'webp', 'avif'] as const) {
      const res = await upload(m, form(blob(await picture(fmt), 'application/octet-stream')));
      expect(res.status, fmt).toBe(200);
    }
  });

  it('refuses an SVG, a PDF, a GIF and other non-pictures (415), small or broken pictures (400), big uploads (413)', async () => {
    const refused = async (body: FormData | string, status: number, headers: Record<string, string> = {}) => {
      const e = await errorOf(await upload(m, body, headers));
      expect(e.status).toBe(status);
      return e;
    };
    const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><script>alert(document.cookie)</script><rect width="400" height="400"/></svg>');
    expect((await refused(form(blob(svg, 'image/jpeg')), 415)).details.file).toMatch(/SVG/);
    expect((await refused(form(blob(Buffer.from('%PDF-1.4\n%%EOF\n'), 'image/jpeg')), 415)).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const gif = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#fff' } }).gif().toBuffer();
    await refused(form(blob(gif, 'image/jpeg')), 415);
    await refused(form(blob(Buffer.from('just some text, not a picture'))), 415);
    await refused('file=nothing', 415, { 'content-type': 'application/x-www-form-urlencoded' });

    const small = await sharp({ create: { width: 200, height: 600, channels: 3, background: '#123456' } }).jpeg().toBuffer();
    expect((await refused(form(blob(small)), 400)).details).toEqual({ file: 'is 200 × 600 pixels; the smallest is 240 × 240' });
    const broken = (await cameraJpeg()).subarray(0, 3000);
    expect((await refused(form(blob(broken)), 400)).details.file).toBeTruthy();
    expect((await refused(form(blob(Buffer.alloc(0))), 400)).details).toEqual({ file: 'is empty' });
    expect((await refused(form(blob(await cameraJpeg()), 'picture'), 400)).details).toMatchObject({ picture: 'is not a known field' });
    expect((await refused(form(blob(await cameraJpeg()), 'file', { caption: 'me' }), 400)).details).toMatchObject({ caption: 'is not a known field' });

    const big = Buffer.concat([await cameraJpeg(), Buffer.alloc(20 * 1024 * 1024)]);
    expect(await refused(form(blob(big)), 413)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', details: { file: 'is larger than 20 MB' } });
    // The avatar shown is still the last good one.
    expect((await (await m.a.fetch('/api/v1/me')).json()).avatarUrl).toMatch(/^\/media\/photos\/av-/);
  });

  it('removes a replaced picture’s files, and is for members only', async () => {
    const first = (await (await upload(m, form(blob(await cameraJpeg())))).json()).avatarUrl as string;
    expect((await t.get(first)).status).toBe(200);
    const second = (await (await upload(m, form(blob(await cameraJpeg())))).json()).avatarUrl as string;
    expect(second).not.toBe(first);
    expect((await t.get(first)).status).toBe(404);
    expect((await t.get(second)).status).toBe(200);

    expect((await t.agent().fetch('/api/v1/me/avatar', { method: 'POST', body: form(blob(await cameraJpeg())) })).status).toBe(401);
    expect((await t.agent().fetch('/api/v1/me/avatar', { method: 'DELETE' })).status).toBe(401);
    const res = await m.a.fetch('/api/v1/me/avatar', { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect((await res.json()).avatarUrl).toBeNull();
    expect(await (await t.get(`/api/v1/users/${m.id}`)).json()).toMatchObject({ avatarUrl: null, avatarSources: [] });
    expect((await t.get(second)).status).toBe(404);
    // Nothing is left in the uploads folder, and nothing waits in the journal.
    expect(fs.readdirSync(path.join(dataDir, 'uploads'))).toEqual([]);
    expect((await t.database.pool.query('select count(*)::int as n from photo_orphans')).rows[0].n).toBe(0);
  });

  it('is never swept while a member uses it', async () => {
    const url = (await (await upload(m, form(blob(await cameraJpeg())))).json()).avatarUrl as string;
    const key = url.split('/')[3]!;
    // As if a release of this key had been noted by mistake: the sweep must still keep its files.
    await t.database.pool.query('insert into photo_orphans (storage_key, remove_after) values ($1, null)', [key]);
    await sweepOrphanPhotos(t.deps);
    expect((await t.get(url)).status).toBe(200);
    expect((await t.database.pool.query('select count(*)::int as n from photo_orphans')).rows[0].n).toBe(0);
  });

  it('goes with the account when the member deletes it', async () => {
    const leaving = await signedInMember(t, { name: 'Leaving Soon' });
    const url = (await (await upload(leaving, form(blob(await cameraJpeg())))).json()).avatarUrl as string;
    expect((await leaving.a.post('/api/v1/me/delete', { password: 'correct horse battery' })).status).toBe(200);
    expect((await t.get(url)).status).toBe(404);
  });
});
