import {
  DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client,
} from '@aws-sdk/client-s3';
import type { PhotoBucket } from '../config.js';
import { InvalidStorageKeyError, isValidStorageKey, VARIANT_FILE_RE, type PhotoStorage, type StoredVariant } from './index.js';

/** The answer's status, when the SDK's error carries one. */
const statusOf = (err: unknown) => (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/** How the bucket's objects are served when a CDN (or a browser) reads them straight from it. */
const OBJECT_HEADERS = { ContentType: 'image/webp', CacheControl: 'public, max-age=31536000, immutable' } as const;

/**
 * Photo variants as objects `<prefix>/<storage key>/<width>.webp` in an S3-compatible bucket
 * (docs/decisions/0036-photos-in-object-storage.md). Only the plainest calls are used (PUT, GET,
 * HEAD, DELETE of one object, ListObjectsV2), which every S3-compatible server answers;
 * checksums only where the API requires them, since several such servers refuse the SDK's newer
 * default ones. `listPageSize` is for tests (pagination with a handful of objects).
 */
export function s3Storage(b: PhotoBucket, opts: { listPageSize?: number } = {}): PhotoStorage {
  const client = new S3Client({
    region: b.region,
    endpoint: b.endpoint,
    forcePathStyle: b.forcePathStyle,
    credentials: b.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    // A stalled bucket fails the request (the upload says so, the sweep retries) instead of holding it for ever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000, throwOnRequestTimeout: true },
  });
  const root = b.prefix ? `${b.prefix}/` : '';
  const objectOf = (key: string, width: number) => {
    if (!isValidStorageKey(key) || !Number.isInteger(width) || width <= 0) throw new InvalidStorageKeyError(`invalid photo variant ${key}/${width}`);
    return `${root}${key}/${width}.webp`;
  };
  const Bucket = b.bucket;
  const where = `s3://${Bucket}${b.prefix ? `/${b.prefix}` : ''}`;

  /** Every object under `prefix`, page by page. */
  async function* objects(prefix: string): AsyncGenerator<{ Key?: string; Size?: number }> {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken, MaxKeys: opts.listPageSize }));
      yield* page.Contents ?? [];
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  return {
    where,
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (err) {
        const status = statusOf(err);
        const why = status === 404 ? 'no such bucket' : status === 403 ? 'access denied: check the credentials' : (err as Error).message || (err as Error).name;
        throw new Error(`the photo bucket ${where}${b.endpoint ? ` at ${b.endpoint}` : ''} cannot be reached: ${why}`);
      }
    },
    async put(key, width, data) {
      // One PUT of a whole object: readers see the old object or the new one, never part of it.
      await client.send(new PutObjectCommand({ Bucket, Key: objectOf(key, width), Body: data, ContentLength: data.length, ...OBJECT_HEADERS }));
    },
    async get(key, width) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: objectOf(key, width) }));
        return Buffer.from(await res.Body!.transformToByteArray());
      } catch (err) {
        if (statusOf(err) === 404) return null;
        throw err;
      }
    },
    async exists(key, width) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: objectOf(key, width) }));
        return true;
      } catch (err) {
        if (statusOf(err) === 404) return false;
        throw err;
      }
    },
    async remove(key) {
      if (!isValidStorageKey(key)) throw new InvalidStorageKeyError(`invalid photo key ${key}`);
      // One DELETE per object rather than DeleteObjects: that call requires checksums that
      // several S3-compatible servers do not accept. A photo has a handful of variants.
      const names: string[] = [];
      for await (const o of objects(`${root}${key}/`)) if (o.Key) names.push(o.Key);
      await Promise.all(names.map((Key) => client.send(new DeleteObjectCommand({ Bucket, Key }))));
    },
    async *list(): AsyncGenerator<StoredVariant> {
      for await (const o of objects(root)) {
        const [key, name, ...rest] = (o.Key ?? '').slice(root.length).split('/');
        const m = name !== undefined && !rest.length ? VARIANT_FILE_RE.exec(name) : null;
        if (m && isValidStorageKey(key!)) yield { key: key!, width: Number(m[1]), bytes: o.Size ?? 0 };
      }
    },
  };
}
