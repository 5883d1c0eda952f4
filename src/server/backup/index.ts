import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../db/pool.js';
import type { BackupResult } from './manifest.js';
import { backupPostgres } from './postgres.js';
import { askServerForBackup, backupSocketPath } from './socket.js';
import { backupPglite } from './write.js';
import type { PhotoStorage } from '../storage/index.js';

/** Backups and restores (docs/decisions/0033-crashes-and-backups.md): what scripts/ and main.ts use. */
export { listenForBackups } from './socket.js';
export { restoreBackup, RestoreRefused } from './restore.js';
export type { BackupResult, Manifest } from './manifest.js';

/**
 * `npm run backup -- <file>`: PostgreSQL straight from here; an embedded database through the
 * server that owns it when one runs (with its own photo storage), else opened here (its lock keeps
 * a server from starting meanwhile). Photos are copied from `storage`, the folder or the bucket.
 */
export async function runBackup(o: { dataDir: string; databaseUrl?: string; file: string; storage: PhotoStorage }): Promise<BackupResult> {
  const file = path.resolve(o.file);
  if (o.databaseUrl) {
    const database = await openDatabase({ databaseUrl: o.databaseUrl });
    try {
      return await backupPostgres(database, o.databaseUrl, o.storage, file);
    } finally {
      await database.close();
    }
  }
  if (fs.existsSync(backupSocketPath(o.dataDir))) {
    try {
      return await askServerForBackup(o.dataDir, file);
    } catch (err) {
      // A socket left by a server that died: nobody answers, the directory is free.
      if (!/ECONNREFUSED|ENOENT/.test((err as Error).message)) throw err;
    }
  }
  const database = await openDatabase({ dataDir: o.dataDir });
  try {
    return await backupPglite(database, o.storage, file);
  } finally {
    await database.close();
  }
}
