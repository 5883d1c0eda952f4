/**
 * npm run restore -- <file> [--force]
 * Brings a backup back into an empty DATA_DIR (embedded database) or the empty database of
 * DATABASE_URL, with its photos under DATA_DIR. --force replaces a target that holds data.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { restoreBackup, RestoreRefused } from '../src/server/backup/index.js';
import { DataDirLockedError } from '../src/server/db/lock.js';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean', default: false } } });
const file = positionals[0];
if (!file || positionals.length > 1) {
  console.error('usage: npm run restore -- <file> [--force]   (DATA_DIR and DATABASE_URL as for the server)');
  process.exit(2);
}
const t0 = performance.now();
try {
  const m = await restoreBackup(path.resolve(file), { dataDir: path.resolve(process.env.DATA_DIR ?? './data'), databaseUrl: process.env.DATABASE_URL, force: values.force });
  console.log(`restored ${file} (${m.engine}, made ${m.createdAt}, ${m.photoFiles} photo files) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
} catch (err) {
  console.error(`restore refused: ${(err as Error).message}`.replace(/^restore refused/, err instanceof RestoreRefused || err instanceof DataDirLockedError ? 'restore refused' : 'restore failed'));
  process.exit(err instanceof RestoreRefused || err instanceof DataDirLockedError ? 3 : 1);
}
