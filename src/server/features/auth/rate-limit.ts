import type { Database } from '../../db/pool.js';
import { AppError } from '../../http/errors.js';

export type Limit = { key: string; max: number; windowMs: number };

/**
 * A sliding-window limiter kept in the database, so every server process counts the same hits.
 * `hit` records an attempt unless a limit is already reached, in which case it throws 429
 * RATE_LIMITED with Retry-After (seconds until the oldest counted hit leaves the window).
 */
export function rateLimiter(database: Database, now: () => Date) {
  async function check(limits: Limit[]): Promise<void> {
    const at = now().getTime();
    let retryAfterMs = 0;
    for (const limit of limits) {
      const since = new Date(at - limit.windowMs);
      const { rows } = await database.pool.query<{ n: number; oldest: Date | null }>(
        `select count(*)::int as n, min(at) as oldest from (
           select at from rate_limit_hits where key = $1 and at > $2 order by at desc limit $3
         ) recent`,
        [limit.key, since, limit.max],
      );
      const { n, oldest } = rows[0]!;
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
    check,
    /** Throws when any limit is reached; otherwise counts one hit against each key. */
    async hit(limits: Limit[]): Promise<void> {
      await check(limits);
      await record(limits.map((l) => l.key));
    },
    async record(keys: string[]): Promise<void> {
      await record(keys);
    },
    /** Forgets hits (a successful sign-in clears its account's failures). */
    async clear(keys: string[]): Promise<void> {
      await database.pool.query('delete from rate_limit_hits where key = any($1)', [keys]);
    },
    /** Drops hits older than a day (longer than any window); housekeeping.ts runs it. */
    async prune(): Promise<void> {
      await database.pool.query('delete from rate_limit_hits where at < $1', [new Date(now().getTime() - 24 * 3600_000)]);
    },
  };

  async function record(keys: string[]) {
    if (!keys.length) return;
    const at = now();
    await database.pool.query('insert into rate_limit_hits (key, at) select k, $2 from unnest($1::text[]) k', [keys, at]);
  }
}
export type RateLimiter = ReturnType<typeof rateLimiter>;
