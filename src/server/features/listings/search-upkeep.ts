import type { Deps } from '../../deps.js';
import { visitorsQuiet } from '../../http/activity.js';
import * as repo from './upkeep-repo.js';

/**
 * When the search projection is re-ordered: once this share of its rows (and at least `minRows`)
 * are stored away from their place. Measured at 100 000 listings in docs/decisions/0011.
 */
export const UPKEEP = {
  minShare: 0.02,
  minRows: 50,
  /** Give up (and try next time) rather than queue searches behind a lock we wait for. */
  lockTimeoutMs: 1000,
  /** Re-order in a quiet moment of this process: on PGlite every query waits while it runs. */
  quietMs: 2000,
  maxQuietWaitMs: 60_000,
} as const;

export type UpkeepResult = {
  displaced: number;
  rows: number;
  reordered: boolean;
  /** Why not, when not. */
  skipped?: 'below_threshold' | 'another_process' | 'tables_busy';
  ms?: number;
};

const due = (s: { displaced: number; rows: number }, o: { minShare: number; minRows: number }) =>
  s.displaced >= Math.max(o.minRows, o.minShare * s.rows);

/**
 * Restores the projection's storage order when enough rows are out of place (new and relisted
 * listings, rows an update could not keep on their page, listings moved on the map), so a box
 * keeps reading few pages. Safe with several processes: one takes the advisory lock, the others
 * skip; the table lock is waited for at most `lockTimeoutMs`. `force` re-orders whatever the count.
 */
export async function keepSearchInPlace(
  deps: Pick<Deps, 'database'>,
  opts: { force?: boolean; waitForQuiet?: boolean; minShare?: number; minRows?: number } = {},
): Promise<UpkeepResult> {
  const { db } = deps.database;
  const limits = { minShare: opts.minShare ?? UPKEEP.minShare, minRows: opts.minRows ?? UPKEEP.minRows };
  const state = await repo.displacement(db);
  if (!opts.force && !due(state, limits)) return { ...state, reordered: false, skipped: 'below_threshold' };
  if (opts.waitForQuiet) await visitorsQuiet(UPKEEP.quietMs, AbortSignal.timeout(UPKEEP.maxQuietWaitMs));
  const t0 = performance.now();
  try {
    const outcome = await db.transaction().execute(async (trx) => {
      if (!(await repo.tryUpkeepLock(trx))) return 'another_process' as const;
      // Another process may have re-ordered while this one waited.
      if (!opts.force && !due(await repo.displacement(trx), limits)) return 'below_threshold' as const;
      await repo.setLockTimeout(trx, UPKEEP.lockTimeoutMs);
      await repo.restorePlaceOrder(trx);
      return 'done' as const;
    });
    if (outcome !== 'done') return { ...state, reordered: false, skipped: outcome };
  } catch (err) {
    if ((err as { code?: string }).code === '55P03') return { ...state, reordered: false, skipped: 'tables_busy' };
    throw err;
  }
  return { ...state, reordered: true, ms: Math.round(performance.now() - t0) };
}
