import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from '../../src/server/storage/s3';
import { startS3Server, type S3Server } from './s3-server';

/** The bucket's side of photo storage, against a real S3-protocol server (s3rver, decision 0036). */
describe('photo storage in an S3 bucket', () => {
  let s3: S3Server;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(() => s3?.stop());

  it('puts, gets, checks and removes variants as objects <prefix>/<key>/<width>.webp, served as immutable WebP', async () => {
    const storage = s3Storage(s3.settings('roost/photos'));
    expect(storage.where).toBe(`s3://${s3.bucket}/roost/photos`);
    await storage.check!();
    await storage.put('up-abc', 320, Buffer.from('small'));
    await storage.put('up-abc', 640, Buffer.from('larger one'));
    await storage.put('up-def', 320, Buffer.from('other'));
    expect(await s3.keys()).toEqual(['roost/photos/up-abc/320.webp', 'roost/photos/up-abc/640.webp', 'roost/photos/up-def/320.webp']);
    expect((await storage.get('up-abc', 640))?.toString()).toBe('larger one');
    expect(await storage.get('up-abc', 1024)).toBeNull();
    expect(await storage.get('up-nope', 320)).toBeNull();
    expect(await storage.exists('up-abc', 320)).toBe(true);
    expect(await storage.exists('up-abc', 1600)).toBe(false);
    // A CDN reading the bucket straight passes these on.
    const head = await fetch(`${s3.endpoint}/${s3.bucket}/roost/photos/up-abc/320.webp`);
    expect(head.headers.get('content-type')).toBe('image/webp');
    expect(head.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    await storage.remove('up-abc');
    expect(await s3.keys()).toEqual(['roost/photos/up-def/320.webp']);
    await storage.remove('up-abc'); // nothing stored: nothing happens
    await s3.clear();
  });

  it('lists every variant under its prefix, page after page, and nothing else kept there', async () => {
    const storage = s3Storage(s3.settings('p'), { listPageSize: 2 });
    for (const key of ['av-1', 'up-2', 'demo-room-7']) for (const w of [320, 640]) await storage.put(key, w, Buffer.alloc(w / 10));
    await s3.putObject('p/notes.txt', 'not a photo');
    await s3.putObject('p/up-2/original.jpg', 'not a variant');
    await s3.putObject('other/up-9/320.webp', 'another prefix');
    await s3.putObject('px/up-9/320.webp', 'a prefix that only starts the same');
    const listed = [];
    for await (const v of storage.list()) listed.push(v);
    expect(listed.sort((a, b) => `${a.key}/${a.width}`.localeCompare(`${b.key}/${b.width}`))).toEqual([
      { key: 'av-1', width: 320, bytes: 32 }, { key: 'av-1', width: 640, bytes: 64 },
      { key: 'demo-room-7', width: 320, bytes: 32 }, { key: 'demo-room-7', width: 640, bytes: 64 },
      { key: 'up-2', width: 320, bytes: 32 }, { key: 'up-2', width: 640, bytes: 64 },
    ]);
    // Removing a photo takes only its variants: not another key's, not what else is under its name elsewhere.
    await storage.remove('up-2');
    expect(await s3.keys()).toEqual([
      'other/up-9/320.webp', 'p/av-1/320.webp', 'p/av-1/640.webp', 'p/demo-room-7/320.webp', 'p/demo-room-7/640.webp', 'p/notes.txt', 'px/up-9/320.webp',
    ]);
    await s3.clear();
  });

  it('at the bucket\'s root when there is no prefix; refuses keys that could climb out', async () => {
    const storage = s3Storage(s3.settings(''));
    expect(storage.where).toBe(`s3://${s3.bucket}`);
    await storage.put('up-root', 320, Buffer.from('x'));
    expect(await s3.keys()).toEqual(['up-root/320.webp']);
    await expect(storage.put('../up', 320, Buffer.from('x'))).rejects.toThrow(/invalid photo variant/);
    await expect(storage.get('up/../x', 320)).rejects.toThrow(/invalid photo variant/);
    await expect(storage.remove('')).rejects.toThrow(/invalid photo key/);
    await s3.clear();
  });

  it('says why a bucket cannot be reached: a missing bucket, a server that is not there', async () => {
    await expect(s3Storage({ ...s3.settings(), bucket: 'no-such-bucket' }).check!()).rejects.toThrow(
      `the photo bucket s3://no-such-bucket at ${s3.endpoint} cannot be reached: no such bucket`,
    );
    const gone = s3Storage({ ...s3.settings(), endpoint: 'http://127.0.0.1:9' });
    await expect(gone.check!()).rejects.toThrow(/the photo bucket s3:\/\/roost-photos at http:\/\/127\.0\.0\.1:9 cannot be reached: .*ECONNREFUSED/);
  });
});
