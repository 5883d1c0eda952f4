/**
 * npm run restore -- <file> [--force]
 * Brings a backup back into an empty DATA_DIR (embedded database) or the empty database of
 * DATABASE_URL, with its photos in the photo storage the environment names (PHOTO_STORAGE_URL's
 * bucket, else DATA_DIR), whichever the backup's came from. --force replaces a target that holds data.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { restoreBackup, RestoreRefused } from '../src/server/backup/index.js';
import { ConfigError, loadConfig } from '../src/server/config.js';
import { DataDirLockedError } from '../src/server/db/lock.js';
import { photoStorage } from '../src/server/features/photos/index.js';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean', default: false } } });
const file = positionals[0];
if (!file || positionals.length > 1) {
  console.error('usage: npm run restore -- <file> [--force]   (DATA_DIR and DATABASE_URL as for the server)');
  process.exit(2);
}
const t0 = performance.now();
try {
  const config = loadConfig();
  const storage = photoStorage(config);
  const m = await restoreBackup(path.resolve(file), { dataDir: config.dataDir, databaseUrl: config.databaseUrl, force: values.force, storage });
  console.log(`restored ${file} (${m.engine}, made ${m.createdAt}, ${m.photoFiles} photo files into ${storage.where}) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message.replace('Roost cannot start', 'restore refused'));
    process.exit(2);
  }
  console.error(`restore refused: ${(err as Error).message}`.replace(/^restore refused/, err instanceof RestoreRefused || err instanceof DataDirLockedError ? 'restore refused' : 'restore failed'));
  process.exit(err instanceof RestoreRefused || err instanceof DataDirLockedError ? 3 : 1);
}
