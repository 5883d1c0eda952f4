import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Deps } from '../../deps.js';
import type { DB } from '../../db/schema.js';
import type { PhotoStorage } from '../../storage/index.js';
import { collectOrphan, UPLOAD_GRACE_MS } from './orphans.js';
import * as repo from './repo.js';
import { PROCESS_ID } from './process-mark.js';
import { photoStorage } from './storage.js';

/**
 * Pictures other than listing photos (an avatar) kept in photo storage with the uploads' journal
 * (orphans.ts): files are written under a fresh key that is noted first, and the transaction that
 * points a row at them claims the note, so a failure or a crash at any point leaves no files
 * behind for long. Returns what `save` returns.
 */
export async function storeUnderNewKey<T>(
  deps: Pick<Deps, 'config' | 'database' | 'now' | 'log'>, prefix: string,
  write: (storage: PhotoStorage, key: string) => Promise<void>,
  save: (trx: Kysely<DB>, key: string) => Promise<T>,
): Promise<T> {
  const storage = photoStorage(deps.config);
  const { db } = deps.database;
  const key = `${prefix}-${randomBytes(16).toString('hex')}`;
  await repo.noteUpload(db, key, new Date(deps.now().getTime() + UPLOAD_GRACE_MS), PROCESS_ID);
  try {
    await write(storage, key);
    return await db.transaction().execute(async (trx) => {
      if (!(await repo.claimUpload(trx, key))) throw new Error(`stored files ${key} outlived their grace period`);
      return save(trx, key);
    });
  } catch (err) {
    await collectOrphan(deps, storage, key, null).catch((e) => deps.log.error({ err: e, key }, 'removing unsaved files failed; the sweep will'));
    throw err;
  }
}

/** Notes, in the caller's transaction, that no row uses `key` any more; `removeReleased` after commit removes its files. */
export const releaseKey = (trx: Kysely<DB>, key: string) => repo.noteRemoval(trx, key);

/** Removes released files now (the hourly sweep would otherwise). */
export async function removeReleased(deps: Pick<Deps, 'config' | 'database' | 'log'>, key: string): Promise<void> {
  await collectOrphan(deps, photoStorage(deps.config), key, null)
    .catch((err) => deps.log.error({ err, key }, 'removing released files failed; the sweep will'));
}
