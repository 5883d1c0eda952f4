import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from '../db/pool.js';
import { pauseRemovals } from '../features/photos/index.js';
import type { PhotoStorage } from '../storage/index.js';
import { MANIFEST, PGLITE_DUMP, type BackupResult, type Manifest } from './manifest.js';
import { addPhotoFiles } from './photos.js';
import * as repo from './repo.js';
import { tarWriter } from './tar.js';

/**
 * Writes `file` (never over an existing one) as the archive is built under a temporary name and
 * renamed once complete and flushed, so a backup cut short leaves no archive that looks whole.
 */
export async function writeArchive(
  file: string, build: (tar: Awaited<ReturnType<typeof tarWriter>>) => Promise<Omit<Manifest, 'format' | 'createdAt'>>,
): Promise<BackupResult> {
  const t0 = performance.now();
  await fs.access(file).then(() => { throw new Error(`${file} exists already: choose a new name`); }, () => {});
  const partial = `${file}.partial`;
  await fs.rm(partial, { force: true });
  const tar = await tarWriter(partial);
  try {
    const made = await build(tar);
    const manifest: Manifest = { format: 1, createdAt: new Date().toISOString(), ...made };
    // The manifest last: written once the rest is known (the reader finds it by name).
    await tar.add(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)));
    await tar.close();
    await fs.rename(partial, file);
    const { size } = await fs.stat(file);
    return { ...manifest, file, bytes: size, ms: Math.round(performance.now() - t0) };
  } catch (err) {
    tar.abort();
    await fs.rm(partial, { force: true });
    throw err;
  }
}

/**
 * PGlite, inside the process that owns the database (the server, or this script when no server
 * runs). `dumpDataDir` copies the data directory while no query runs (PGlite's own backup); the
 * photo keys are read from that copy, so the files match its rows exactly; file removals wait
 * (features/photos pauseRemovals) from before the copy until the files are in the archive.
 */
export async function backupPglite(database: Database, storage: PhotoStorage, file: string): Promise<BackupResult> {
  const pglite = (database as Database & { pglite?: PGlite }).pglite;
  if (!pglite) throw new Error('not an embedded database');
  const resume = await pauseRemovals();
  try {
    return await writeArchive(file, async (tar) => {
      const dump = Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer());
      await tar.add(PGLITE_DUMP, dump);
      const copy = await openDatabase({ inMemory: true, loadDataDir: new Blob([dump], { type: 'application/x-gzip' }) });
      const keys = await repo.keysInUse(copy.db).finally(() => copy.close());
      const photoFiles = await addPhotoFiles(tar, storage, keys);
      return { engine: 'pglite', database: PGLITE_DUMP, photoKeys: keys.length, photoFiles, photoStorage: storage.where };
    });
  } finally {
    resume();
  }
}

export const tmpDir = () => fs.mkdtemp(path.join(os.tmpdir(), 'roost-backup-'));
