import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** SQL of the rate limiter (rate-limit.ts): hits are rows, so every server process counts the same ones (table: migration 003's rate_limit_hits, not in schema.ts). */

/** How many of the last `max` hits of `key` fall after `since`, and the oldest of those. */
export async function recentHits(db: Kysely<DB>, key: string, since: Date, max: number): Promise<{ n: number; oldest: Date | null }> {
  const { rows } = await sql<{ n: number; oldest: Date | null }>`
    select count(*)::int as n, min(at) as oldest from (
      select at from rate_limit_hits where key = ${key} and at > ${since} order by at desc limit ${max}
    ) recent`.execute(db);
  return rows[0]!;
}

export async function insertHits(db: Kysely<DB>, keys: string[], at: Date): Promise<void> {
  await sql`insert into rate_limit_hits (key, at) select k, ${at} from unnest(${keys}::text[]) k`.execute(db);
}

/**
 * Serialises check-and-count of these keys across processes until the caller's transaction ends
 * (sorted, so two callers with overlapping keys cannot deadlock).
 */
export async function lockKeys(trx: Kysely<DB>, keys: string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) await sql`select pg_advisory_xact_lock(hashtextextended(${`rate:${key}`}, 0))`.execute(trx);
}

export async function deleteHits(db: Kysely<DB>, keys: string[]): Promise<void> {
  await sql`delete from rate_limit_hits where key = any(${keys}::text[])`.execute(db);
}

export async function deleteHitsBefore(db: Kysely<DB>, before: Date): Promise<void> {
  await sql`delete from rate_limit_hits where at < ${before}`.execute(db);
}
