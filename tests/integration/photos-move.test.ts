import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PhotoView } from '../../src/contract/photos';
import { fileStorage } from '../../src/server/storage/index';
import { engines, startTestApp } from './harness';
import { keyOf, startPhotoApp } from './photo-app';
import { startS3Server, type S3Server } from './s3-server';
import { runScript } from './server-process';
import * as img from './images';

/** `npm run photos:move -- --to s3|disk`, run as the operator runs it, against a local S3-protocol server (decision 0036). */
let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3?.stop());

/** `npm run photos:move -- --to <to>`, with no photo storage setting of its own unless `env` gives one. */
const move = (to: string, env: Record<string, string | undefined>) => runScript('photos-move', ['--to', to], { PHOTO_STORAGE_URL: undefined, S3_ENDPOINT: undefined, ...env });


/** Every stored file under DATA_DIR/photos with its bytes. */
function diskFiles(dataDir: string): Record<string, string> {
  const root = path.join(dataDir, 'photos');
  const out: Record<string, string> = {};
  for (const key of fs.existsSync(root) ? fs.readdirSync(root) : []) {
    for (const f of fs.readdirSync(path.join(root, key))) out[`${key}/${f}`] = fs.readFileSync(path.join(root, key, f)).toString('base64');
  }
  return out;
}

async function bucketFiles(prefix: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const k of await s3.keys(`${prefix}/`)) {
    const res = await fetch(`${s3.endpoint}/${s3.bucket}/${k}`);
    out[k.slice(prefix.length + 1)] = Buffer.from(await res.arrayBuffer()).toString('base64');
  }
  return out;
}

describe('npm run photos:move', () => {
  const dirs: string[] = [];
  const tmp = () => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), 'roost-move-'));
    dirs.push(d);
    return d;
  };
  afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  it('copies every file from disk to the bucket, again copies nothing, resumes a run cut short, and says what it did', async () => {
    const dataDir = tmp();
    const disk = fileStorage(dataDir);
    const pixels = (n: number) => Buffer.alloc(100 + n, n);
    for (const [i, key] of ['up-a1', 'up-b2', 'av-c3'].entries()) for (const w of [320, 640]) await disk.put(key, w, pixels(i * 10 + w / 320));
    fs.writeFileSync(path.join(dataDir, 'photos', 'up-a1', 'notes.txt'), 'not a photo file');

    const first = await move('s3', { DATA_DIR: dataDir, ...s3.env('m1') });
    expect(first.code, first.out).toBe(0);
    expect(first.out).toContain(`copying photo files from ${path.join(dataDir, 'photos')} to s3://${s3.bucket}/m1`);
    expect(first.out).toMatch(/6 files of 3 photos: 6 copied \(0\.0 MB\), 0 already there/);
    expect(first.out).toContain(`verified: every file is in s3://${s3.bucket}/m1`);
    const copied = await bucketFiles('m1');
    const onDisk = diskFiles(dataDir);
    delete onDisk['up-a1/notes.txt'];
    expect(copied).toEqual(onDisk);

    const again = await move('s3', { DATA_DIR: dataDir, ...s3.env('m1') });
    expect(again.code, again.out).toBe(0);
    expect(again.out).toMatch(/6 files of 3 photos: 0 copied \(0\.0 MB\), 6 already there/);

    // A run cut short: two files never arrived, one is not whole; a photo was added on disk since.
    await s3.clear('m1/up-b2/');
    await s3.putObject('m1/av-c3/640.webp', 'half');
    await disk.put('up-d4', 1024, pixels(40));
    const resumed = await move('s3', { DATA_DIR: dataDir, ...s3.env('m1') });
    expect(resumed.code, resumed.out).toBe(0);
    expect(resumed.out).toMatch(/7 files of 4 photos: 4 copied \(0\.0 MB\), 3 already there/);
    const after = diskFiles(dataDir);
    delete after['up-a1/notes.txt'];
    expect(await bucketFiles('m1')).toEqual(after);
    // Nothing was taken from the disk.
    expect(Object.keys(diskFiles(dataDir))).toHaveLength(8);
  });

  it('copies every object from the bucket back to disk', async () => {
    for (const [k, v] of Object.entries({ 'up-x1/320.webp': 'one', 'up-x1/640.webp': 'two', 'av-y2/96.webp': 'three' })) await s3.putObject(`m2/${k}`, v);
    await s3.putObject('m2/README.txt', 'not a photo');
    const dataDir = tmp();
    const back = await move('disk', { DATA_DIR: dataDir, ...s3.env('m2') });
    expect(back.code, back.out).toBe(0);
    expect(back.out).toContain(`copying photo files from s3://${s3.bucket}/m2 to ${path.join(dataDir, 'photos')}`);
    expect(back.out).toMatch(/3 files of 2 photos: 3 copied \(0\.0 MB\), 0 already there/);
    expect(back.out).toContain('start the server without PHOTO_STORAGE_URL and S3_*');
    expect(diskFiles(dataDir)).toEqual({
      'av-y2/96.webp': Buffer.from('three').toString('base64'),
      'up-x1/320.webp': Buffer.from('one').toString('base64'),
      'up-x1/640.webp': Buffer.from('two').toString('base64'),
    });
    const again = await move('disk', { DATA_DIR: dataDir, ...s3.env('m2') });
    expect(again.out).toMatch(/3 files of 2 photos: 0 copied \(0\.0 MB\), 3 already there/);
  });

  it('refuses without a bucket, a direction or a reachable bucket, saying what to set', async () => {
    const dataDir = tmp();
    const none = await move('s3', { DATA_DIR: dataDir });
    expect(none.code).toBe(2);
    expect(none.out).toContain('photos:move needs the bucket: set PHOTO_STORAGE_URL=s3://bucket/prefix');
    const sideways = await move('ftp', { DATA_DIR: dataDir, ...s3.env('m3') });
    expect(sideways.code).toBe(2);
    expect(sideways.out).toContain('usage: npm run photos:move -- --to s3|disk');
    const missing = await move('s3', { DATA_DIR: dataDir, ...s3.env('m3'), PHOTO_STORAGE_URL: 's3://no-such-bucket/m3' });
    expect(missing.code).toBe(1);
    expect(missing.out).toContain('photos:move failed: the photo bucket s3://no-such-bucket/m3 at');
    expect(missing.out).toContain('no such bucket');
  });
});

describe.each(engines())('moving a serving Roost\'s photos to a bucket on %s', (engine) => {
  it('serves every photo uploaded to disk from the bucket once moved, and back', async () => {
    const onDisk = await startPhotoApp(engine);
    try {
      const listingId = await onDisk.draft();
      const photo = (await (await onDisk.upload(onDisk.host.a, listingId, await img.jpeg(1000, 750))).json()) as PhotoView;
      const bytes = Buffer.from(await (await onDisk.t.get(photo.sources[1]!.url)).arrayBuffer());
      const prefix = `serve-${engine}`;
      const moved = await move('s3', { DATA_DIR: onDisk.dataDir, ...s3.env(prefix) });
      expect(moved.code, moved.out).toBe(0);
      expect(await s3.keys(`${prefix}/${keyOf(photo)}/`)).toHaveLength(photo.sources.length);

      // The same database, now with its photos in the bucket, and nothing on disk.
      const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'roost-move-'));
      const inBucket = await startTestApp(engine, { dataDir: elsewhere, photoBucket: s3.settings(prefix) }, { sameDatabaseAs: onDisk.t });
      try {
        const served = await inBucket.get(photo.sources[1]!.url);
        expect(served.status).toBe(200);
        expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
        // And back, into an empty DATA_DIR: a server on disk serves them again.
        const back = await move('disk', { DATA_DIR: elsewhere, ...s3.env(prefix) });
        expect(back.code, back.out).toBe(0);
        const onDiskAgain = await startTestApp(engine, { dataDir: elsewhere }, { sameDatabaseAs: onDisk.t });
        try {
          expect(Buffer.from(await (await onDiskAgain.get(photo.sources[1]!.url)).arrayBuffer()).equals(bytes)).toBe(true);
        } finally {
          await onDiskAgain.close();
        }
      } finally {
        await inBucket.close();
        fs.rmSync(elsewhere, { recursive: true, force: true });
      }
    } finally {
      await onDisk.close();
    }
  });
});
