import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { PhotoBucket } from '../../src/server/config';

export type S3Server = {
  endpoint: string;
  bucket: string;
  /** Settings for Roost's photo storage in this server's bucket, under `prefix`. */
  settings(prefix?: string): PhotoBucket;
  /** The same as environment variables, for a server process or a script. */
  env(prefix: string): Record<string, string>;
  /** Every object key under `prefix`, sorted, as the S3 API lists them (not Roost's code). */
  keys(prefix?: string): Promise<string[]>;
  /** Writes an object straight through the S3 API. */
  putObject(key: string, body: Buffer | string): Promise<void>;
  /** Deletes every object under `prefix`. */
  clear(prefix?: string): Promise<void>;
  stop(): Promise<void>;
};

/**
 * Starts s3rver (a Node implementation of S3's REST API; no other S3 server can be had here: see
 * decision 0036) in a child process on a free loopback port, with one empty bucket, and an AWS SDK
 * client of the tests' own to look inside it. s3rver takes any signature from its access key
 * `S3RVER`, so credentials are sent as a real service would need them but not checked.
 */
export async function startS3Server(bucket = 'roost-photos'): Promise<S3Server> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'roost-s3-'));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', path.resolve('tests/integration/s3rver-main.mjs'), dir, bucket], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('\n')) resolve(JSON.parse(out.split('\n')[0]!).port);
    });
    child.on('exit', (code) => reject(new Error(`s3rver exited (${code}) before listening:\n${err}`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  const keys = async (prefix = '') => {
    const all: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken }));
      all.push(...(page.Contents ?? []).map((o) => o.Key!));
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return all.sort();
  };
  return {
    endpoint,
    bucket,
    settings: (prefix = '') => ({ bucket, prefix, endpoint, region: 'us-east-1', forcePathStyle: true, credentials }),
    env: (prefix) => ({ PHOTO_STORAGE_URL: `s3://${bucket}/${prefix}`, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: credentials.accessKeyId, S3_SECRET_ACCESS_KEY: credentials.secretAccessKey }),
    keys,
    async putObject(key, body) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }));
    },
    async clear(prefix = '') {
      for (const Key of await keys(prefix)) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key }));
    },
    async stop() {
      client.destroy();
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
