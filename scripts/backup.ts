/**
 * npm run backup -- <file>
 * One archive of the database and the photos, while the server keeps serving. Reads DATA_DIR,
 * DATABASE_URL and the photo storage settings (PHOTO_STORAGE_URL, S3_*) like the server, and copies
 * the photos from the folder or the bucket into the archive (README "Backups";
 * docs/decisions/0033-crashes-and-backups.md, 0036-photos-in-object-storage.md).
 */
import path from 'node:path';
import { runBackup } from '../src/server/backup/index.js';
import { ConfigError, loadConfig } from '../src/server/config.js';
import { photoStorage } from '../src/server/features/photos/index.js';

const file = process.argv.slice(2).find((a) => !a.startsWith('-'));
if (!file) {
  console.error('usage: npm run backup -- <file>   (DATA_DIR and DATABASE_URL as for the server)');
  process.exit(2);
}
try {
  const config = loadConfig();
  const r = await runBackup({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, file, storage: photoStorage(config) });
  console.log(`backup written: ${r.file} (${(r.bytes / 1e6).toFixed(1)} MB, ${r.engine}, ${r.photoFiles} photo files for ${r.photoKeys} photos from ${r.photoStorage}) in ${(r.ms / 1000).toFixed(1)} s`);
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message.replace('Roost cannot start', 'backup refused'));
    process.exit(2);
  }
  const message = (err as Error).message;
  // An empty or never-started DATA_DIR (the default ./data when DATA_DIR was forgotten) has no tables.
  const hint = /relation "\w+" does not exist/.test(message) ? ` (is ${process.env.DATABASE_URL ? 'DATABASE_URL' : `DATA_DIR=${path.resolve(process.env.DATA_DIR ?? './data')}`} the server's? It holds no Roost database)` : '';
  console.error(`backup failed: ${message}${hint}`);
  process.exit(1);
}
