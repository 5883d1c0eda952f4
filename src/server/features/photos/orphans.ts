import fs from 'node:fs/promises';
import path from 'node:path';
import type { Deps } from '../../deps.js';
import type { PhotoStorage } from '../../storage/index.js';
import * as repo from './repo.js';
import { uploadDir } from './receive.js';
import { parseDemoStorageKey } from './scenes/index.js';
import { photoStorage } from './storage.js';

/** How long an upload may take between noting its files and saving its row before the sweep gives it up. */
export const UPLOAD_GRACE_MS = 15 * 60_000;
/** Temporary upload files older than this are crash leftovers (an upload reads its file within seconds). */
const STALE_UPLOAD_MS = 60 * 60_000;

/**
 * Removes the files of one noted key if no photo uses it, in a transaction that holds the journal
 * entry until the files are gone: a crash midway leaves the entry for the next sweep, and an upload
 * claiming the same key waits, then fails, rather than saving a photo without files. Demo photos'
 * keys are never removed (they are drawn again on demand, and several rows may share one).
 * `now` null ignores the grace period (the upload itself giving up, or a photo just deleted).
 */
export async function collectOrphan(deps: Pick<Deps, 'database'>, storage: PhotoStorage, storageKey: string, now: Date | null): Promise<void> {
  await deps.database.db.transaction().execute(async (trx) => {
    const verdict = await repo.takeOrphan(trx, storageKey, now);
    if (verdict === 'unused' && !parseDemoStorageKey(storageKey)) await storage.remove(storageKey);
  });
}

/**
 * Housekeeping, and once at start: removes the files of uploads that died between writing their
 * files and saving their row (a crash, a lost database connection), of photos deleted while the
 * server stopped before removing them, and of listings deleted with their photos (the photos
 * table's trigger notes those keys); and temporary upload files left by a crash.
 */
export async function sweepOrphanPhotos(
  deps: Pick<Deps, 'database' | 'now' | 'config'>, storage: PhotoStorage = photoStorage(deps.config),
): Promise<{ collected: number }> {
  const now = deps.now();
  let collected = 0;
  for (let round = 0; round < 20; round++) {
    const keys = await repo.dueOrphans(deps.database.db, now, 100);
    for (const key of keys) {
      await collectOrphan(deps, storage, key, now);
      collected++;
    }
    if (keys.length < 100) break;
  }
  await removeStaleUploads(uploadDir(deps.config.dataDir));
  return { collected };
}

async function removeStaleUploads(dir: string): Promise<void> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return;
  }
  // File times are the wall clock's, so this compares with the wall clock, not the business one.
  const cutoff = Date.now() - STALE_UPLOAD_MS;
  for (const name of names) {
    if (!name.endsWith('.part')) continue;
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat && stat.mtimeMs < cutoff) await fs.rm(file, { force: true });
  }
}
