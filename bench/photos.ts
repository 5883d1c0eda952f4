import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import { openDatabase } from '../src/server/db/pool';
import { migrate } from '../src/server/db/migrate';
import { loadConfig } from '../src/server/config';
import { createDeps } from '../src/server/create-deps';
import { createApp } from '../src/server/app';
import { memoryStorage } from '../src/server/storage/index';
import { storePhotoVariants } from '../src/server/features/photos/pipeline';
import { renderScene } from '../src/server/features/photos/scenes/render';
import { PHOTO_WIDTHS } from '../src/contract/photos';
import { insertListing, insertUser } from '../tests/integration/factories';
import { fmt, summarise, time } from './stats';

const PASSWORD = 'bench password 2026';
const MB = 1024 * 1024;

/** A 4000 × 3000 camera-like JPEG: one of the drawn scenes with grain, at quality 90, sideways (EXIF orientation 6). */
async function twelveMegapixelJpeg(): Promise<Buffer> {
  const scene = await renderScene('cabin', 1, 1600);
  const { data, info } = await sharp(scene).resize(4000, 3000, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
  const grain = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 20 } } })
    .raw().toBuffer();
  for (let i = 0; i < data.length; i++) data[i] = Math.max(0, Math.min(255, data[i]! + (grain[i]! - 128) / 2));
  return sharp(data, { raw: info }).jpeg({ quality: 90 }).withMetadata({ orientation: 6 }).withExifMerge({ IFD0: { Make: 'BenchCam' } }).toBuffer();
}

/** Runs `fn` while sampling RSS every 5 ms (sharp works on other threads, so the sampler keeps running). */
async function withPeakRss<T>(fn: () => Promise<T>): Promise<{ result: T; ms: number; startMb: number; peakMb: number }> {
  global.gc?.();
  const startMb = process.memoryUsage.rss() / MB;
  let peak = startMb;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss() / MB)), 5);
  const t0 = performance.now();
  try {
    const result = await fn();
    return { result, ms: performance.now() - t0, startMb, peakMb: Math.max(peak, process.memoryUsage.rss() / MB) };
  } finally {
    clearInterval(timer);
  }
}

/** What the pipeline did before decision 0012: each variant decoded from the original again, WebP at default effort. */
async function perVariantDecode(input: Buffer) {
  for (const w of PHOTO_WIDTHS) {
    await sharp(input, { failOn: 'error' }).rotate().resize({ width: w }).toColourspace('srgb').webp({ quality: w <= 640 ? 78 : 82 }).toBuffer();
  }
  await sharp(input).rotate().resize({ width: 16 }).blur(0.6).webp({ quality: 40 }).toBuffer();
}

const median = (xs: number[]) => summarise(xs).p50;

/**
 * `npm run bench` photos section: one 12-megapixel JPEG to every stored variant (ms and RSS
 * high-water), beside sharp decoding the same JPEG once and the earlier one-decode-per-variant
 * pipeline; then ten uploads at once through the API (streamed, checked, queued, stored, saved),
 * beside one upload alone.
 */
export async function benchPhotos() {
  const jpeg = await twelveMegapixelJpeg();
  const meta = await sharp(jpeg).metadata();
  console.log(`photos: input ${meta.width}×${meta.height} JPEG (${(meta.width! * meta.height! / 1e6).toFixed(0)} MP), ${(jpeg.length / MB).toFixed(1)} MB, EXIF orientation ${meta.orientation}`);

  // Warm-up (libvips loads its codecs on first use), then three runs of each; medians.
  await sharp(jpeg).raw().toBuffer();
  await storePhotoVariants(memoryStorage(), 'warm', jpeg);
  const decode: number[] = [];
  const variants: number[] = [];
  const before: number[] = [];
  let peak = { startMb: 0, peakMb: 0 };
  for (let i = 0; i < 3; i++) {
    decode.push(await time(() => sharp(jpeg).raw().toBuffer()));
    const run = await withPeakRss(() => storePhotoVariants(memoryStorage(), `b${i}`, jpeg));
    variants.push(run.ms);
    if (run.peakMb - run.startMb > peak.peakMb - peak.startMb) peak = run;
    before.push(await time(() => perVariantDecode(jpeg)));
  }
  const v = median(variants);
  const d = median(decode);
  const b = median(before);
  console.log(`photos: 12 MP JPEG → ${PHOTO_WIDTHS.join('/')} WebP + placeholder: ${v.toFixed(0)} ms (median of 3); RSS high-water ${peak.peakMb.toFixed(0)} MB, +${(peak.peakMb - peak.startMb).toFixed(0)} MB over the start`);
  console.log(`photos: baseline: sharp decoding the same JPEG once ${d.toFixed(0)} ms (variants ${(v / d).toFixed(2)}×); one decode per variant at default effort (before 0012) ${b.toFixed(0)} ms (now ${(v / b).toFixed(2)}×)`);

  await benchUploads(jpeg);
}

async function benchUploads(jpeg: Buffer, concurrent = 10) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roost-bench-photos-'));
  const database = await openDatabase({ inMemory: true });
  try {
    await migrate(database.pool);
    const deps = await createDeps({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: 'true', DATA_DIR: dataDir }),
      database,
      log: pino({ level: 'silent' }),
      now: () => new Date('2026-11-21T12:00:00Z'),
    });
    const app = createApp(deps);
    const origin = deps.config.publicUrl;
    const host = await insertUser(database, { name: 'Bench Host', password: PASSWORD });
    const listing = await insertListing(database, host.id, { status: 'draft' });
    const signIn = await app.request(`${origin}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': '127.0.0.3' },
      body: JSON.stringify({ email: host.email, password: PASSWORD }),
    });
    if (signIn.status !== 200) throw new Error(`bench sign-in answered ${signIn.status}`);
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const upload = async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'camera.jpg');
      const res = await app.request(`${origin}/api/v1/listings/${listing.id}/photos`, {
        method: 'POST', headers: { origin, cookie, 'x-forwarded-for': '127.0.0.3' }, body: form,
      });
      if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
      await res.json();
    };

    await upload(); // warm-up
    const alone: number[] = [];
    for (let i = 0; i < 3; i++) alone.push(await time(upload));
    const one = median(alone);

    const each: number[] = [];
    const run = await withPeakRss(() => Promise.all(Array.from({ length: concurrent }, async () => each.push(await time(upload)))));
    const s = summarise(each);
    console.log(`photos: one upload alone through the API (12 MP JPEG, streamed, checked, stored, saved): p50 ${one.toFixed(0)} ms (n=3)`);
    console.log(`photos: ${concurrent} uploads at once: wall ${(run.ms / 1000).toFixed(2)} s, per upload ${fmt(s)}; ${(concurrent / (run.ms / 1000)).toFixed(1)} photos/s, ${((concurrent * one) / run.ms).toFixed(2)}× the throughput of one at a time; RSS high-water ${run.peakMb.toFixed(0)} MB, +${(run.peakMb - run.startMb).toFixed(0)} MB over the start`);
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
