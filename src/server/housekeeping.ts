import type { Deps } from './deps.js';
import { rateLimiter } from './features/auth/rate-limit.js';
import { keepSearchInPlace } from './features/listings/search-upkeep.js';
import { sweepOrphanPhotos } from './features/photos/index.js';

const DAY = 24 * 3600_000;

/**
 * Forgets what is only needed for a while: rate-limit hits (after a day), the hashes of used
 * e-mail links (once the links themselves have expired: verification links live 24 h), and
 * booking idempotency answers (a retry comes within minutes; kept a week); and photo files no photo
 * uses any more (an upload that died midway, a deleted photo or listing). Plain deletes, so
 * several processes may run it at once.
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

/** Runs `sweep` hourly and `searchUpkeep` every few minutes (each once soon after start) until stopped. */
export function startHousekeeping(deps: Deps, intervalMs = 3600_000, upkeepMs = 5 * 60_000): () => void {
  const run = () => sweep(deps).catch((err) => deps.log.error({ err }, 'housekeeping failed'));
  let upkeeping = false;
  const upkeep = () => {
    if (upkeeping) return; // a slow re-order is still waiting for its quiet moment
    upkeeping = true;
    searchUpkeep(deps).catch((err) => deps.log.error({ err }, 'search upkeep failed')).finally(() => (upkeeping = false));
  };
  const timers = [setTimeout(run, 60_000), setInterval(run, intervalMs), setTimeout(upkeep, 90_000), setInterval(upkeep, upkeepMs)];
  for (const timer of timers) timer.unref();
  return () => {
    for (const timer of timers) clearTimeout(timer);
  };
}
