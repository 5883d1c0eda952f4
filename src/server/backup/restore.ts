import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../db/pool.js';
import { lockDataDir } from '../db/lock.js';
import type { PhotoStorage } from '../storage/index.js';
import { MANIFEST, PHOTOS, type Manifest } from './manifest.js';
import { runPgTool } from './pg-tools.js';
import * as repo from './repo.js';
import { extractEntry, readEntry, tarEntries } from './tar.js';
import { tmpDir } from './write.js';

export class RestoreRefused extends Error {}

/** `storage`: where the target keeps photos (the folder under DATA_DIR, or a bucket), whatever the archive's came from. */
export type RestoreTarget = { dataDir: string; databaseUrl?: string; force?: boolean; storage: PhotoStorage };

/**
 * Brings an archive back: the database (into DATA_DIR's embedded database, or the PostgreSQL
 * database of DATABASE_URL) and the photo files into the target's photo storage. Refuses a target
 * that holds data (its photo storage included) unless `force` (which replaces it). An archive
 * restores into the engine it came from.
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
  const { storage } = target;
  const photosHeld = !(await storage.list()[Symbol.asyncIterator]().next()).done;
  const dump = find(manifest.database)!;
  const work = await tmpDir();
  try {
    if (engine === 'pglite') {
      // Holding the lock: no server may open the directory while it is replaced.
      const release = lockDataDir(target.dataDir);
      try {
        const pgDir = path.join(target.dataDir, 'pg');
        const dbHeld = (await fs.readdir(pgDir).catch(() => [])).length > 0;
        if ((dbHeld || photosHeld) && !target.force) throw refused(dbHeld ? `data in ${target.dataDir}` : `photos in ${storage.where}`);
        await fs.rm(pgDir, { recursive: true, force: true });
        await removeEveryPhoto(storage);
        const pglite = await PGlite.create({ dataDir: pgDir, loadDataDir: new Blob([new Uint8Array(await readEntry(file, dump))], { type: 'application/x-gzip' }) });
        await pglite.close();
        await extractPhotos(file, entries, storage);
      } finally {
        release();
      }
    } else {
      const database = await openDatabase({ databaseUrl: target.databaseUrl });
      try {
        const tables = await repo.publicTables(database.db);
        if ((tables.length || photosHeld) && !target.force) throw refused(tables.length ? `${tables.length} tables in the database` : `photos in ${storage.where}`);
        if (tables.length) await repo.dropPublicSchema(database.db);
      } finally {
        await database.close();
      }
      await removeEveryPhoto(storage);
      const local = path.join(work, 'roost.pgdump');
      await extractEntry(file, dump, local);
      await runPgTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${target.databaseUrl}`, local]);
      await extractPhotos(file, entries, storage);
    }
    return manifest;
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

function refused(what: string): RestoreRefused {
  return new RestoreRefused(
    `The target is not empty (${what}). ` +
      'Restore into an empty DATA_DIR, database and photo storage, or add --force to replace what is there.',
  );
}

/** --force: what the target's photo storage holds goes (only variants: anything else kept beside them stays). */
async function removeEveryPhoto(storage: PhotoStorage): Promise<void> {
  const keys = new Set<string>();
  for await (const v of storage.list()) keys.add(v.key);
  for (const key of keys) await storage.remove(key);
}

async function extractPhotos(file: string, entries: Awaited<ReturnType<typeof tarEntries>>, storage: PhotoStorage): Promise<void> {
  for (const e of entries) {
    if (!e.name.startsWith(PHOTOS)) continue;
    const m = /^([a-z0-9][a-z0-9-]{0,127})\/([1-9][0-9]{0,4})\.webp$/.exec(e.name.slice(PHOTOS.length));
    if (!m) throw new Error(`unexpected file in the backup: ${e.name}`);
    await storage.put(m[1]!, Number(m[2]), await readEntry(file, e));
  }
}
