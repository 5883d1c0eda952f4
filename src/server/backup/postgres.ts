import fs from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/pool.js';
import { REMOVAL_GATE } from '../features/photos/index.js';
import type { PhotoStorage } from '../storage/index.js';
import { PG_DUMP, type BackupResult } from './manifest.js';
import { runPgTool } from './pg-tools.js';
import { addPhotoFiles } from './photos.js';
import * as repo from './repo.js';
import { tmpDir, writeArchive } from './write.js';

/**
 * PostgreSQL, while servers keep serving: one connection closes the photo removal gate (every
 * server's removals wait in the journal, features/photos/orphans.ts), opens a repeatable-read
 * transaction and exports its snapshot; pg_dump dumps exactly that snapshot (`--snapshot`) and
 * the photo keys are read in it too, so rows and files match. Custom format: compressed, and
 * pg_restore can restore it into any PostgreSQL of this version or newer.
 */
export async function backupPostgres(database: Database, databaseUrl: string, storage: PhotoStorage, file: string): Promise<BackupResult> {
  const work = await tmpDir();
  try {
    return await writeArchive(file, (tar) => database.db.connection().execute(async (conn) => {
      await repo.closeRemovalGate(conn, REMOVAL_GATE);
      try {
        return await conn.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(async (trx) => {
          const snapshot = await repo.exportSnapshot(trx);
          const dump = path.join(work, 'roost.pgdump');
          await runPgTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${snapshot}`, `--file=${dump}`, `--dbname=${databaseUrl}`]);
          await tar.addFile(PG_DUMP, dump);
          const keys = await repo.keysInUse(trx);
          const photoFiles = await addPhotoFiles(tar, storage, keys);
          return { engine: 'postgres' as const, database: PG_DUMP, photoKeys: keys.length, photoFiles, photoStorage: storage.where };
        });
      } finally {
        await repo.openRemovalGate(conn, REMOVAL_GATE).catch(() => {});
      }
    })) satisfies BackupResult;
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}
