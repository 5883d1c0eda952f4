import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** SQL for the export address: the listing's secret and what the exported calendar lists. */

/** The listing's export secret, made with `fresh` on first use. */
export async function ensureToken(db: Kysely<DB>, listingId: string, fresh: string, at: Date): Promise<string> {
  await db.insertInto('calendar_exports').values({ listing_id: listingId, token: fresh, created_at: at })
    .onConflict((oc) => oc.column('listing_id').doNothing()).execute();
  const row = await db.selectFrom('calendar_exports').select('token').where('listing_id', '=', listingId).executeTakeFirstOrThrow();
  return row.token;
}

export async function replaceToken(db: Kysely<DB>, listingId: string, fresh: string, at: Date) {
  await db.insertInto('calendar_exports').values({ listing_id: listingId, token: fresh, created_at: at })
    .onConflict((oc) => oc.column('listing_id').doUpdateSet({ token: fresh, created_at: at })).execute();
}

export async function exportedListing(db: Kysely<DB>, listingId: string) {
  return db.selectFrom('listings as l').innerJoin('calendar_exports as e', 'e.listing_id', 'l.id')
    .select(['l.id', 'l.title', 'l.time_zone', 'e.token']).where('l.id', '=', listingId).executeTakeFirst();
}

/**
 * What the export lists from `today` on: bookings that hold nights and the host's own blocks.
 * Imported blocks are left out: sent back to the channel they came from, they would come back
 * again as that channel's own and never go away (docs/decisions/0013).
 */
export async function exportedRanges(db: Kysely<DB>, listingId: string, today: string) {
  const { rows } = await sql<{ kind: 'booking' | 'block'; id: string; start_date: string; end_date: string; changed_at: Date }>`
    select 'booking' as kind, id, check_in as start_date, check_out as end_date, updated_at as changed_at from bookings
      where listing_id = ${listingId} and status in ('requested', 'confirmed') and check_out > ${today}::date
    union all
    select 'block', id, start_date, end_date, created_at from calendar_blocks
      where listing_id = ${listingId} and reason = 'host' and end_date > ${today}::date
    order by 3, 2`.execute(db);
  return rows;
}
