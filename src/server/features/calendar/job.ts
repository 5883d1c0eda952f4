import type { Config } from '../../config.js';
import type { Deps } from '../../deps.js';
import type { Job } from '../../jobs/index.js';
import { claimDueFeeds } from './feed-repo.js';
import { syncFeed } from './sync.js';

/**
 * The scheduler's side of feeds: every due feed is synced once per ICAL_SYNC_MINUTES. A feed is
 * claimed before it is fetched (a lease, taken with SKIP LOCKED), so several server processes
 * share the feeds and never fetch one at the same time, and no transaction stays open during a
 * fetch. A few feeds are fetched at a time.
 */

const BATCH = 20;
const IN_FLIGHT = 4;

/** Syncs every feed that is due now; returns how many it took. `observe` hears each feed's time (the bench). */
export async function runDueFeeds(deps: Deps, opts: { limit?: number; observe?: (ms: number) => void } = {}): Promise<number> {
  const limit = opts.limit ?? 500;
  // Long enough for a whole batch of fetches; a stopped process's claims expire after it.
  const leaseMs = Math.max(5 * 60_000, 3 * deps.config.icalFetchTimeoutMs * Math.ceil(BATCH / IN_FLIGHT));
  let done = 0;
  while (done < limit) {
    const ids = await claimDueFeeds(deps.database.db, deps.now(), leaseMs, Math.min(BATCH, limit - done));
    if (!ids.length) break;
    const queue = [...ids];
    await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, queue.length) }, async () => {
      for (let id = queue.shift(); id; id = queue.shift()) {
        const t0 = performance.now();
        try {
          await syncFeed(deps, id);
          opts.observe?.(performance.now() - t0);
        } catch (err) {
          deps.log.error({ err, feed: id }, 'calendar sync failed');
        }
      }
    }));
    done += ids.length;
  }
  return done;
}

/** The feed scheduler's job (once per tick across processes, jobs/schedule.ts); none when ICAL_SYNC_MINUTES=0. */
export function feedSyncJob(config: Config): Job | undefined {
  if (config.icalSyncMinutes === 0) return undefined;
  return {
    name: 'feed-sync',
    // Look for due feeds every minute (or more often for a shorter period); each feed's own
    // next_sync_at spaces its fetches ICAL_SYNC_MINUTES apart.
    everyMs: Math.min(60_000, config.icalSyncMinutes * 60_000),
    async run(deps) {
      const n = await runDueFeeds(deps);
      if (n) deps.log.info({ feeds: n }, 'calendar job: feeds synced');
    },
  };
}
