import type { Deps } from './deps.js';
import { rateLimiter } from './features/auth/rate-limit.js';
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

/** Runs `sweep` hourly (and once soon after start) until stopped. */
export function startHousekeeping(deps: Deps, intervalMs = 3600_000): () => void {
  const run = () => sweep(deps).catch((err) => deps.log.error({ err }, 'housekeeping failed'));
  const first = setTimeout(run, 60_000);
  const timer = setInterval(run, intervalMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
