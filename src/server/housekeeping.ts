import type { Deps } from './deps.js';
import type { Job } from './jobs/index.js';
import { rateLimiter } from './features/auth/rate-limit.js';
import { keepSearchInPlace } from './features/listings/search-upkeep.js';
import { sweepOrphanPhotos } from './features/photos/index.js';

const DAY = 24 * 3600_000;

/**
 * Forgets what is only needed for a while: rate-limit hits (after a day), the hashes of used
 * e-mail links (once the links themselves have expired: verification links live 24 h), and
 * booking idempotency answers (a retry comes within minutes; kept a week); and photo files no photo
 * uses any more (an upload that died midway, a deleted photo or listing). Plain deletes, so
 * runs that overlap after a lease lapses are harmless.
 */
export async function sweep(deps: Pick<Deps, 'database' | 'now' | 'config'>): Promise<void> {
  const now = deps.now().getTime();
  await rateLimiter(deps.database, deps.now).prune();
  await deps.database.pool.query('delete from used_links where used_at < $1', [new Date(now - 2 * DAY)]);
  await deps.database.pool.query('delete from idempotency_keys where created_at < $1', [new Date(now - 7 * DAY)]);
  await sweepOrphanPhotos(deps);
}

/**
 * Checks the search projection's storage order (features/listings/search-upkeep.ts): a count of
 * a small table, and now and then a re-order in a quiet moment. Several processes may run it.
 */
export async function searchUpkeep(deps: Pick<Deps, 'database' | 'log'>): Promise<void> {
  const r = await keepSearchInPlace(deps, { waitForQuiet: true });
  if (r.reordered) deps.log.info({ displaced: r.displaced, rows: r.rows, ms: r.ms }, 'search projection re-ordered by place');
  else if (r.skipped === 'tables_busy') deps.log.info({ displaced: r.displaced }, 'search projection re-order postponed: tables busy');
}

/** `sweep` hourly, first a minute after start; once per hour across processes (jobs/schedule.ts). */
export const housekeepingJob: Job = { name: 'housekeeping', everyMs: 3600_000, firstAfterMs: 60_000, run: sweep };

/** `searchUpkeep` every five minutes, first 90 s after start; a slow re-order still waiting for its quiet moment skips ticks. */
export const searchUpkeepJob: Job = { name: 'search-upkeep', everyMs: 5 * 60_000, firstAfterMs: 90_000, run: searchUpkeep };
