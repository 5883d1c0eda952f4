import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Deps } from '../../deps.js';
import type { DB } from '../../db/schema.js';
import type { PhotoStorage } from '../../storage/index.js';
import * as repo from './repo.js';
import { uploadDir } from './receive.js';
import { parseDemoStorageKey } from './scenes/index.js';
import { photoStorage } from './storage.js';
import { goneOwners } from './process-mark.js';

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
export async function collectOrphan(deps: Pick<Deps, 'database'>, storage: PhotoStorage, storageKey: string, due: repo.Due): Promise<void> {
  await underRemovalGate(deps, async (trx) => {
    const verdict = await repo.takeOrphan(trx, storageKey, due);
    if (verdict === 'unused' && !parseDemoStorageKey(storageKey)) await storage.remove(storageKey);
  });
}

/**
 * Runs a file removal in a transaction holding this process's and the database's side of the
 * removal gate; skipped (null) while a backup copies files. Removals then wait in the journal (or
 * for the next start, for strays), so every file the backup's snapshot refers to is still there
 * when it is copied (backup/).
 */
export async function underRemovalGate<T>(deps: Pick<Deps, 'database'>, remove: (trx: Kysely<DB>) => Promise<T>): Promise<T | null> {
  if (gate.paused) return null;
  gate.running++;
  try {
    return await deps.database.db.transaction().execute(async (trx) => {
      if (!(await repo.tryRemovalGate(trx))) return null;
      return remove(trx);
    });
  } finally {
    gate.running--;
  }
}

/** This process's side of the removal gate (PGlite: one process, one session, so advisory locks cannot tell a backup from a removal). */
const gate = { paused: 0, running: 0 };

/** Pauses file removals in this process until the returned function is called; resolves once none is running. */
export async function pauseRemovals(): Promise<() => void> {
  gate.paused++;
  while (gate.running > 0) await new Promise((r) => setTimeout(r, 5));
  let resumed = false;
  return () => {
    if (!resumed) gate.paused--;
    resumed = true;
  };
}

/**
 * Housekeeping, and once at start (`atStart`: also the uploads of processes that are gone, whatever
 * their grace — a crash midway — see process-mark.ts): removes the files of uploads that died between writing their
 * files and saving their row (a crash, a lost database connection), of photos deleted while the
 * server stopped before removing them, and of listings deleted with their photos (the photos
 * table's trigger notes those keys); and temporary upload files left by a crash.
 */
export async function sweepOrphanPhotos(
  deps: Pick<Deps, 'database' | 'now' | 'config'>, storage: PhotoStorage = photoStorage(deps.config), opts: { atStart?: boolean } = {},
): Promise<{ collected: number }> {
  const due: repo.Due = { now: deps.now(), deadOwners: opts.atStart ? await goneOwners(deps.database) : [] };
  let collected = 0;
  for (let round = 0; round < 20; round++) {
    const keys = await repo.dueOrphans(deps.database.db, due, 100);
    for (const key of keys) {
      await collectOrphan(deps, storage, key, due);
      collected++;
    }
    if (keys.length < 100) break;
  }
  await removeStaleUploads(deps.database, uploadDir(deps.config.dataDir), opts.atStart ?? false);
  return { collected };
}

/** Temporary upload files (`<process id>.<uuid>.part`, receive.ts) older than an hour, and at start those of processes that are gone. */
async function removeStaleUploads(database: Deps['database'], dir: string, atStart: boolean): Promise<void> {
  let names: string[];
  try {
    names = (await fs.readdir(dir)).filter((n) => n.endsWith('.part'));
  } catch {
    return;
  }
  const owner = (name: string) => (name.split('.').length === 3 ? name.split('.')[0]! : '');
  const gone = new Set(atStart ? await goneOwners(database, [...new Set(names.map(owner).filter(Boolean))]) : []);
  // File times are the wall clock's, so this compares with the wall clock, not the business one.
  const cutoff = Date.now() - STALE_UPLOAD_MS;
  for (const name of names) {
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat && (stat.mtimeMs < cutoff || gone.has(owner(name)))) await fs.rm(file, { force: true });
  }
}
