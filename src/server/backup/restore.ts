import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../db/pool.js';
import { lockDataDir } from '../db/lock.js';
import { MANIFEST, PHOTOS, type Manifest } from './manifest.js';
import { runPgTool } from './pg-tools.js';
import * as repo from './repo.js';
import { extractEntry, readEntry, tarEntries } from './tar.js';
import { tmpDir } from './write.js';

export class RestoreRefused extends Error {}

export type RestoreTarget = { dataDir: string; databaseUrl?: string; force?: boolean };

/**
 * Brings an archive back: the database (into DATA_DIR's embedded database, or the PostgreSQL
 * database of DATABASE_URL) and the photo files under DATA_DIR. Refuses a target that holds data
 * unless `force` (which replaces it). An archive restores into the engine it came from.
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<Manifest> {
  const entries = await tarEntries(file);
  const find = (name: string) => entries.find((e) => e.name === name);
  const m = find(MANIFEST);
  if (!m) throw new RestoreRefused(`${file} is not a Roost backup (no ${MANIFEST})`);
  const manifest = JSON.parse((await readEntry(file, m)).toString('utf8')) as Manifest;
  const engine = target.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.engine !== engine) {
    throw new RestoreRefused(`this backup is of ${manifest.engine === 'pglite' ? 'an embedded database' : 'PostgreSQL'}; restore it with ${manifest.engine === 'pglite' ? 'DATA_DIR and no DATABASE_URL' : 'DATABASE_URL set'}`);
  }
  const photosDir = path.join(target.dataDir, 'photos');
  const photosHeld = (await fs.readdir(photosDir).catch(() => [])).length > 0;
  const dump = find(manifest.database)!;
  const work = await tmpDir();
  try {
    if (engine === 'pglite') {
      // Holding the lock: no server may open the directory while it is replaced.
      const release = lockDataDir(target.dataDir);
      try {
        const pgDir = path.join(target.dataDir, 'pg');
        const dbHeld = (await fs.readdir(pgDir).catch(() => [])).length > 0;
        if ((dbHeld || photosHeld) && !target.force) throw refused(target.dataDir);
        await fs.rm(pgDir, { recursive: true, force: true });
        await fs.rm(photosDir, { recursive: true, force: true });
        const pglite = await PGlite.create({ dataDir: pgDir, loadDataDir: new Blob([new Uint8Array(await readEntry(file, dump))], { type: 'application/x-gzip' }) });
        await pglite.close();
        await extractPhotos(file, entries, photosDir);
      } finally {
        release();
      }
    } else {
      const database = await openDatabase({ databaseUrl: target.databaseUrl });
      try {
        const tables = await repo.publicTables(database.db);
        if ((tables.length || photosHeld) && !target.force) throw refused(target.dataDir, tables.length);
        if (tables.length) await repo.dropPublicSchema(database.db);
      } finally {
        await database.close();
      }
      await fs.rm(photosDir, { recursive: true, force: true });
      const local = path.join(work, 'roost.pgdump');
      await extractEntry(file, dump, local);
      await runPgTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${target.databaseUrl}`, local]);
      await extractPhotos(file, entries, photosDir);
    }
    return manifest;
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

function refused(dataDir: string, tables = 0): RestoreRefused {
  return new RestoreRefused(
    `The target is not empty (${tables ? `${tables} tables in the database` : `data in ${dataDir}`}). ` +
      'Restore into an empty DATA_DIR or database, or add --force to replace what is there.',
  );
}

async function extractPhotos(file: string, entries: Awaited<ReturnType<typeof tarEntries>>, photosDir: string): Promise<void> {
  for (const e of entries) {
    if (!e.name.startsWith(PHOTOS)) continue;
    const rel = e.name.slice(PHOTOS.length);
    if (!/^[a-z0-9][a-z0-9-]{0,127}\/\d+\.webp$/.test(rel)) throw new Error(`unexpected file in the backup: ${e.name}`);
    const dest = path.join(photosDir, rel);
    await fs.mkdir(path.dirname(dest), { recursive: true });
    await extractEntry(file, e, dest);
  }
}
