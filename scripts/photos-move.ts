/**
 * npm run photos:move -- --to s3     copies every photo file from DATA_DIR/photos into the bucket
 * npm run photos:move -- --to disk   and back, from the bucket into DATA_DIR/photos
 *
 * The bucket is the one PHOTO_STORAGE_URL and S3_* name (set them for this command even while the
 * server still keeps photos on disk). Safe to run while the server runs, and again: it copies only
 * what the target lacks, then checks every file off. Nothing is removed from the source.
 * README "Photos in object storage"; docs/decisions/0036-photos-in-object-storage.md.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/server/config.js';
import { fileStorage } from '../src/server/storage/index.js';
import { copyPhotos } from '../src/server/storage/move.js';
import { s3Storage } from '../src/server/storage/s3.js';

const usage = 'usage: npm run photos:move -- --to s3|disk   (DATA_DIR, PHOTO_STORAGE_URL and S3_* as for the server)';
let to: string | undefined;
try {
  ({ values: { to } } = parseArgs({ options: { to: { type: 'string' } } }));
} catch (err) {
  console.error(`${(err as Error).message}\n${usage}`);
  process.exit(2);
}
if (to !== 's3' && to !== 'disk') {
  console.error(usage);
  process.exit(2);
}

const n = (x: number) => x.toLocaleString('en');
try {
  const config = loadConfig();
  if (!config.photoBucket) {
    console.error('photos:move needs the bucket: set PHOTO_STORAGE_URL=s3://bucket/prefix (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as the server would have them)');
    process.exit(2);
  }
  const disk = fileStorage(config.dataDir);
  const bucket = s3Storage(config.photoBucket);
  await bucket.check!();
  const [source, target] = to === 's3' ? [disk, bucket] : [bucket, disk];
  console.log(`copying photo files from ${source.where} to ${target.where}`);
  const t0 = performance.now();
  let shown = 0;
  const r = await copyPhotos(source, target, {
    onProgress(done, total) {
      if (done - shown >= 1000 || done === total) {
        shown = done;
        console.log(`  ${n(done)} of ${n(total)} checked`);
      }
    },
  });
  console.log(`${n(r.variants)} files of ${n(r.photos)} photos: ${n(r.copied)} copied (${(r.copiedBytes / 1e6).toFixed(1)} MB), ` +
    `${n(r.present)} already there${r.vanished ? `, ${n(r.vanished)} deleted meanwhile` : ''}, in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  if (r.missing.length) {
    console.error(`NOT verified: ${n(r.missing.length)} files are not in ${r.target} as in ${r.source} (${r.missing.slice(0, 5).join(', ')}${r.missing.length > 5 ? ', …' : ''}). Run the command again.`);
    process.exit(1);
  }
  console.log(`verified: every file is in ${r.target}, the same size as in ${r.source}`);
  console.log(`to switch: stop the server, run this again (it copies only what was uploaded since), then start the server ${to === 's3' ? 'with' : 'without'} PHOTO_STORAGE_URL and S3_*. ` +
    `Nothing was removed from ${r.source}: remove it once you are satisfied.`);
} catch (err) {
  if (err instanceof ConfigError) console.error(err.message.replace('Roost cannot start', 'photos:move refused'));
  else console.error(`photos:move failed: ${(err as Error).message}`);
  process.exit(err instanceof ConfigError ? 2 : 1);
}
