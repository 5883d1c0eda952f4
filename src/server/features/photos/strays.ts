import type { Deps } from '../../deps.js';
import type { PhotoStorage } from '../../storage/index.js';
import { underRemovalGate } from './orphans.js';
import * as repo from './repo.js';
import { parseDemoStorageKey } from './scenes/index.js';
import { photoStorage } from './storage.js';

/** Keys checked against the database per query. */
const BATCH = 2000;
/** More strays than this, and more than SHARE of what is stored, look like the wrong database: nothing is removed. */
const FEW = 20;
const SHARE = 0.05;

export type StraySweep = { keys: number; unnamed: number; removed: number; refused?: string };

/**
 * Once at start, after the journal's sweep: lists the storage (the folder under DATA_DIR or the
 * bucket's prefix) and removes the photos nothing in the database names — no photo, no avatar, no
 * journal entry. The journal already covers every crash; these are what it cannot see: files
 * copied in by `npm run photos:move` for photos deleted meanwhile, a bucket newer than the
 * database restored beside it, files older than the journal. Demo photos' keys are left alone
 * (drawn again on demand, as in the journal's sweep). A prefix therefore belongs to one Roost.
 *
 * A server started against the wrong database (DATABASE_URL forgotten, another Roost's bucket)
 * would find most of the storage unnamed: when the database names none of it, or more than a
 * few files and more than 5 % of it are unnamed, nothing is removed and `refused` says why.
 */
export async function sweepStrayPhotos(
  deps: Pick<Deps, 'database' | 'config'>, storage: PhotoStorage = photoStorage(deps.config), opts: { signal?: AbortSignal } = {},
): Promise<StraySweep> {
  const keys = new Set<string>();
  for await (const v of storage.list()) {
    if (opts.signal?.aborted) return { keys: keys.size, unnamed: 0, removed: 0 };
    if (!parseDemoStorageKey(v.key)) keys.add(v.key);
  }
  const all = [...keys];
  const unnamed: string[] = [];
  for (let i = 0; i < all.length; i += BATCH) unnamed.push(...(await repo.unnamedKeys(deps.database.db, all.slice(i, i + BATCH))));
  const result: StraySweep = { keys: all.length, unnamed: unnamed.length, removed: 0 };
  if (!unnamed.length) return result;
  if (unnamed.length === all.length || (unnamed.length > FEW && unnamed.length > all.length * SHARE)) {
    result.refused = `${unnamed.length} of the ${all.length} photos in ${storage.where} belong to no row of this database: ` +
      'none was removed. Is this the database that goes with this photo storage?';
    return result;
  }
  for (const key of unnamed) {
    if (opts.signal?.aborted) break;
    // Asked again inside the gate's transaction: a backup's snapshot then sees the files or not at all.
    const gone = await underRemovalGate(deps, async (trx) => {
      if (!(await repo.unnamedKeys(trx, [key])).length) return false;
      await storage.remove(key);
      return true;
    });
    if (gone) result.removed++;
  }
  return result;
}
