import type { Kysely } from 'kysely';
import type { Database } from '../../db/pool.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import * as repo from './rate-limit-repo.js';

export type Limit = { key: string; max: number; windowMs: number };

/**
 * A sliding-window limiter kept in the database, so every server process counts the same hits.
 * `hit` records an attempt unless a limit is already reached, in which case it throws 429
 * RATE_LIMITED with Retry-After (seconds until the oldest counted hit leaves the window). Its check
 * and count hold a lock per key, so attempts racing on several processes never pass a limit.
 */
export function rateLimiter(database: Database, now: () => Date) {
  async function check(limits: Limit[], db: Kysely<DB> = database.db): Promise<void> {
    const at = now().getTime();
    let retryAfterMs = 0;
    for (const limit of limits) {
      const { n, oldest } = await repo.recentHits(db, limit.key, new Date(at - limit.windowMs), limit.max);
      if (n >= limit.max && oldest) retryAfterMs = Math.max(retryAfterMs, oldest.getTime() + limit.windowMs - at);
    }
    if (retryAfterMs > 0) {
      const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
      throw new AppError('RATE_LIMITED', `Too many attempts. Please wait ${Math.ceil(seconds / 60)} minute(s) and try again.`, undefined, {
        'Retry-After': String(seconds),
      });
    }
  }
  return {
    /** Throws when any limit is reached; counts nothing (sign-in counts only failures, afterwards). */
    check: (limits: Limit[]) => check(limits),
    /** Throws when any limit is reached; otherwise counts one hit against each key. */
    async hit(limits: Limit[]): Promise<void> {
      await database.db.transaction().execute(async (trx) => {
        await repo.lockKeys(trx, limits.map((l) => l.key));
        await check(limits, trx);
        await repo.insertHits(trx, limits.map((l) => l.key), now());
      });
    },
    async record(keys: string[]): Promise<void> {
      if (keys.length) await repo.insertHits(database.db, keys, now());
    },
    /** Forgets hits (a successful sign-in clears its account's failures). */
    async clear(keys: string[]): Promise<void> {
      await repo.deleteHits(database.db, keys);
    },
    /** Drops hits older than a day (longer than any window); housekeeping.ts runs it. */
    async prune(): Promise<void> {
      await repo.deleteHitsBefore(database.db, new Date(now().getTime() - 24 * 3600_000));
    },
  };
}
export type RateLimiter = ReturnType<typeof rateLimiter>;
