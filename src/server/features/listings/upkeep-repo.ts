import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** SQL of the search projection's upkeep (migration 008; docs/decisions/0011-listing-lifecycle.md). */

/** Only one process re-orders at a time; the others skip their turn. */
const UPKEEP_LOCK = 727011;

/** Projection rows stored away from their place (distinct listings), and all its rows. */
export async function displacement(db: Kysely<DB>): Promise<{ displaced: number; rows: number }> {
  const { rows } = await sql<{ displaced: number; rows: number }>`
    select (select count(distinct listing_id)::int from listing_search_displaced) as displaced,
           (select count(*)::int from listing_search) as rows`.execute(db);
  return rows[0];
}

/** Takes the upkeep's advisory lock for the caller's transaction; false when another process holds it. */
export async function tryUpkeepLock(trx: Kysely<DB>): Promise<boolean> {
  const { rows } = await sql<{ ok: boolean }>`select pg_try_advisory_xact_lock(${UPKEEP_LOCK}) as ok`.execute(trx);
  return rows[0].ok;
}

/** How long the transaction may wait for a table lock before giving up (SQLSTATE 55P03). */
export async function setLockTimeout(trx: Kysely<DB>, ms: number): Promise<void> {
  await sql`select set_config('lock_timeout', ${`${Math.round(ms)}ms`}, true)`.execute(trx);
}

/**
 * Rewrites the projection in place order (0.1° latitude strips, west to east: the order
 * rebuild_listing_search() writes) and forgets the displaced rows. CLUSTER copies the rows, not
 * recomputing them, and rebuilds the indexes; it holds the table's exclusive lock until commit,
 * so no writer can displace a row between the rewrite and the delete. It also records the table's
 * new page and row counts, which search's path choice reads (no ANALYZE needed: same rows).
 */
export async function restorePlaceOrder(trx: Kysely<DB>): Promise<void> {
  await sql`cluster listing_search using listing_search_place_idx`.execute(trx);
  await sql`delete from listing_search_displaced`.execute(trx);
}
