import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { NightRange } from '../../../domain/calendar/ranges.js';

/** SQL for the host calendar: blocks, price overrides, feeds and the export secret. */

export const newId = (prefix: string) => `${prefix}_${randomUUID().replaceAll('-', '')}`;

const overlaps = (start: string, end: string) =>
  sql<boolean>`daterange(start_date, end_date) && daterange(${start}::date, ${end}::date)`;

/**
 * The listing row, locked against other writers of its calendar until the transaction ends. The
 * booking transaction takes the same lock first, so a block and a booking of one night take
 * turns and the second sees what the first committed (FOR NO KEY UPDATE: it does not wait for,
 * nor block, the key-share locks that inserting rows pointing at the listing takes).
 */
export async function lockListing(db: Kysely<DB>, id: string) {
  return db.selectFrom('listings').select(['id', 'host_id', 'title', 'time_zone']).where('id', '=', id).forNoKeyUpdate().executeTakeFirst();
}

export type CalendarBookingRow = { id: string; status: string; check_in: string; check_out: string; guest_name: string | null };

/** Bookings with nights in [from, to) that hold them (requested, confirmed) or held them (completed). */
export async function bookingsIn(db: Kysely<DB>, listingId: string, from: string, to: string) {
  const { rows } = await sql<CalendarBookingRow>`
    select b.id, b.status, b.check_in, b.check_out, case when u.deleted_at is null then u.name end as guest_name
    from bookings b left join users u on u.id = b.guest_id
    where b.listing_id = ${listingId} and b.status in ('requested', 'confirmed', 'completed')
      and daterange(b.check_in, b.check_out) && daterange(${from}::date, ${to}::date)
    order by b.check_in, b.id`.execute(db);
  return rows;
}

/** The first booking holding one of the nights [start, end), if any. */
export async function heldBookingIn(db: Kysely<DB>, listingId: string, start: string, end: string) {
  return db.selectFrom('bookings').select(['id', 'check_in', 'check_out'])
    .where('listing_id', '=', listingId).where('status', 'in', ['requested', 'confirmed'])
    .where(sql<boolean>`daterange(check_in, check_out) && daterange(${start}::date, ${end}::date)`)
    .orderBy('check_in').limit(1).executeTakeFirst();
}

export async function blocksIn(db: Kysely<DB>, listingId: string, from: string, to: string) {
  return db.selectFrom('calendar_blocks as b').leftJoin('calendar_feeds as f', 'f.id', 'b.feed_id')
    .select(['b.id', 'b.start_date', 'b.end_date', 'b.reason', 'b.feed_id', 'f.name as feed_name'])
    .where('b.listing_id', '=', listingId)
    .where(sql<boolean>`daterange(b.start_date, b.end_date) && daterange(${from}::date, ${to}::date)`)
    .orderBy('b.start_date').orderBy('b.id').execute();
}

export async function overridesIn(db: Kysely<DB>, listingId: string, from: string, to: string) {
  return db.selectFrom('price_overrides').select(['id', 'start_date', 'end_date', 'nightly_price'])
    .where('listing_id', '=', listingId).where(overlaps(from, to)).orderBy('start_date').execute();
}

/** Host blocks that overlap or touch [start, end) (touching ones merge with a new block). */
export async function hostBlocksTouching(db: Kysely<DB>, listingId: string, start: string, end: string) {
  return db.selectFrom('calendar_blocks').select(['id', 'start_date', 'end_date'])
    .where('listing_id', '=', listingId).where('reason', '=', 'host')
    .where(sql<boolean>`daterange(start_date, end_date, '[]') && daterange(${start}::date, ${end}::date, '[]')`)
    .execute();
}

/** Overrides that overlap or touch [start, end). */
export async function overridesTouching(db: Kysely<DB>, listingId: string, start: string, end: string) {
  return db.selectFrom('price_overrides').select(['id', 'start_date', 'end_date', 'nightly_price'])
    .where('listing_id', '=', listingId)
    .where(sql<boolean>`daterange(start_date, end_date, '[]') && daterange(${start}::date, ${end}::date, '[]')`)
    .orderBy('start_date').execute();
}

export async function deleteBlocks(db: Kysely<DB>, ids: string[]) {
  if (ids.length) await db.deleteFrom('calendar_blocks').where('id', 'in', ids).execute();
}

export async function insertBlocks(db: Kysely<DB>, listingId: string, ranges: NightRange[], source: { feedId: string } | 'host', at: Date) {
  if (!ranges.length) return;
  await db.insertInto('calendar_blocks').values(ranges.map((r) => ({
    id: newId('blk'), listing_id: listingId, start_date: r.start, end_date: r.end,
    reason: source === 'host' ? 'host' as const : 'imported' as const, feed_id: source === 'host' ? null : source.feedId, created_at: at,
  }))).execute();
}

export async function deleteOverrides(db: Kysely<DB>, ids: string[]) {
  if (ids.length) await db.deleteFrom('price_overrides').where('id', 'in', ids).execute();
}

export async function insertOverrides(db: Kysely<DB>, listingId: string, rows: (NightRange & { price: number })[], at: Date) {
  if (!rows.length) return;
  await db.insertInto('price_overrides').values(rows.map((r) => ({
    id: newId('po'), listing_id: listingId, start_date: r.start, end_date: r.end, nightly_price: r.price, created_at: at,
  }))).execute();
}
