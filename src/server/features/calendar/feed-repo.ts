import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { NightRange } from '../../../domain/calendar/ranges.js';
import { deleteBlocks, insertBlocks, newId } from './repo.js';

/** SQL for iCal feeds: the feeds of a listing, their blocks and conflicts, the scheduler's claims. */

const FEED_COLUMNS = ['id', 'listing_id', 'name', 'url', 'kind', 'last_synced_at', 'last_error', 'last_error_code', 'last_error_at', 'etag', 'last_modified', 'created_at'] as const;

export async function feedsOf(db: Kysely<DB>, listingId: string) {
  return db.selectFrom('calendar_feeds').select(FEED_COLUMNS)
    .select((eb) => eb.selectFrom('calendar_blocks').select(sql<number>`count(*)::int`.as('n')).whereRef('feed_id', '=', 'calendar_feeds.id').as('block_count'))
    .where('listing_id', '=', listingId).orderBy('created_at').orderBy('id').execute();
}
export type FeedRow = Awaited<ReturnType<typeof feedsOf>>[number];

export async function findFeed(db: Kysely<DB>, listingId: string, feedId: string) {
  return (await feedsOf(db, listingId)).find((f) => f.id === feedId);
}

/** A feed with what syncing it needs (its listing's zone and host, its stored file). */
export async function feedForSync(db: Kysely<DB>, feedId: string) {
  return db.selectFrom('calendar_feeds as f').innerJoin('listings as l', 'l.id', 'f.listing_id')
    .select(['f.id', 'f.listing_id', 'f.name', 'f.url', 'f.kind', 'f.file_body', 'f.etag', 'f.last_modified', 'l.time_zone', 'l.host_id', 'l.title'])
    .where('f.id', '=', feedId).executeTakeFirst();
}

export async function countFeeds(db: Kysely<DB>, listingId: string, url?: string) {
  let q = db.selectFrom('calendar_feeds').select(sql<number>`count(*)::int`.as('n')).where('listing_id', '=', listingId);
  if (url !== undefined) q = q.where('url', '=', url);
  return (await q.executeTakeFirstOrThrow()).n;
}

/** `nextSyncAt`: when the scheduler takes it if the sync that follows its creation never finishes. */
export async function insertFeed(db: Kysely<DB>, f: {
  listingId: string; name: string; url: string | null; fileBody: string | null; at: Date; nextSyncAt: Date | null;
}) {
  const id = newId('feed');
  await db.insertInto('calendar_feeds').values({
    id, listing_id: f.listingId, name: f.name, url: f.url, kind: f.url === null ? 'file' : 'url', file_body: f.fileBody, created_at: f.at,
    next_sync_at: f.nextSyncAt,
  }).execute();
  return id;
}

/** Removes the feed; its imported blocks go with it (ON DELETE CASCADE). */
export async function deleteFeed(db: Kysely<DB>, feedId: string) {
  await db.deleteFrom('calendar_feeds').where('id', '=', feedId).execute();
}

/**
 * The feed's imported blocks become exactly `ranges` (the caller holds the listing's lock). Only
 * what changed is written: a feed fetched every 15 minutes is mostly the same as last time.
 */
export async function replaceFeedBlocks(db: Kysely<DB>, listingId: string, feedId: string, ranges: NightRange[], at: Date) {
  const existing = await db.selectFrom('calendar_blocks').select(['id', 'start_date', 'end_date']).where('feed_id', '=', feedId).execute();
  const key = (start: string, end: string) => `${start}/${end}`;
  const wanted = new Set(ranges.map((r) => key(r.start, r.end)));
  const kept = new Set<string>();
  const stale: string[] = [];
  for (const b of existing) {
    const k = key(b.start_date, b.end_date);
    if (wanted.has(k) && !kept.has(k)) kept.add(k);
    else stale.push(b.id);
  }
  await deleteBlocks(db, stale);
  await insertBlocks(db, listingId, ranges.filter((r) => !kept.has(key(r.start, r.end))), { feedId }, at);
}

export async function recordSuccess(db: Kysely<DB>, feedId: string, s: {
  at: Date; nextSyncAt: Date | null; etag?: string | null; lastModified?: string | null; fileBody?: string;
}) {
  await db.updateTable('calendar_feeds').set({
    last_synced_at: s.at, last_error: null, last_error_code: null, last_error_at: null, next_sync_at: s.nextSyncAt, claimed_until: null,
    ...(s.etag !== undefined ? { etag: s.etag, last_modified: s.lastModified ?? null } : {}),
    ...(s.fileBody !== undefined ? { file_body: s.fileBody } : {}),
  }).where('id', '=', feedId).execute();
}

export async function recordError(db: Kysely<DB>, feedId: string, error: { code: string; message: string }, at: Date, nextSyncAt: Date | null) {
  await db.updateTable('calendar_feeds')
    .set({ last_error: error.message.slice(0, 500), last_error_code: error.code, last_error_at: at, next_sync_at: nextSyncAt, claimed_until: null })
    .where('id', '=', feedId).execute();
}

export type ConflictRow = {
  feed_id: string; booking_id: string; start_date: string; end_date: string;
  check_in: string; check_out: string; guest_name: string | null;
};

/** Imported nights that a held Roost booking also holds, per feed: the overlap of each pair. */
export async function conflictsOf(db: Kysely<DB>, listingId: string, feedId?: string) {
  const { rows } = await sql<ConflictRow>`
    select c.feed_id, b.id as booking_id, greatest(c.start_date, b.check_in) as start_date, least(c.end_date, b.check_out) as end_date,
           b.check_in, b.check_out, case when u.deleted_at is null then u.name end as guest_name
    from calendar_blocks c
    join bookings b on b.listing_id = c.listing_id and b.status in ('requested', 'confirmed')
      and daterange(b.check_in, b.check_out) && daterange(c.start_date, c.end_date)
    left join users u on u.id = b.guest_id
    where c.listing_id = ${listingId} and c.feed_id is not null ${feedId ? sql`and c.feed_id = ${feedId}` : sql``}
    order by 3, b.id`.execute(db);
  return rows;
}

/**
 * Claims up to `limit` URL feeds that are due, for `leaseMs`: SKIP LOCKED and the lease together
 * mean two processes never take one feed, and a feed whose process stopped is taken again once
 * its lease runs out.
 */
export async function claimDueFeeds(db: Kysely<DB>, now: Date, leaseMs: number, limit: number) {
  const { rows } = await sql<{ id: string }>`
    update calendar_feeds set claimed_until = ${new Date(now.getTime() + leaseMs)}
    where id in (
      select id from calendar_feeds
      where kind = 'url' and next_sync_at <= ${now} and (claimed_until is null or claimed_until <= ${now})
      order by next_sync_at, id limit ${limit} for update skip locked)
    returning id`.execute(db);
  return rows.map((r) => r.id);
}

export type FailingFeedRow = {
  id: string; name: string; kind: 'url' | 'file'; url: string | null; last_error: string | null; last_error_code: string | null;
  last_error_at: Date | null; last_synced_at: Date | null; failing_since: Date; created_at: Date;
  listing_id: string; title: string; listing_status: 'draft' | 'pending_review' | 'published' | 'unlisted' | 'suspended';
  host_id: string; host_name: string | null; host_email: string;
};

/** Since when a feed has not synced: its last good sync, else its creation (migration 026's index holds it). */
const FAILING_SINCE = sql`coalesce(f.last_synced_at, f.created_at)`;

/** The feeds `ids` (a subquery of feed ids) with their listing and host, longest failing first. */
async function feedRows(db: Kysely<DB>, ids: RawBuilder<unknown>): Promise<FailingFeedRow[]> {
  const { rows } = await sql<FailingFeedRow>`
    select f.id, f.name, f.kind, f.url, f.last_error, f.last_error_code, f.last_error_at, f.last_synced_at,
           ${FAILING_SINCE} as failing_since, f.created_at,
           l.id as listing_id, l.title, l.status as listing_status, h.id as host_id, case when h.deleted_at is null then h.name end as host_name, h.email as host_email
    from (${ids}) p
    join calendar_feeds f on f.id = p.id join listings l on l.id = f.listing_id join users h on h.id = l.host_id
    order by ${FAILING_SINCE}, f.id`.execute(db);
  return rows;
}

/**
 * The console's failing feeds (last sync failed), longest failing first, a page at a time with the
 * total. The page's ids come from migration 026's partial index; their listing and host are read
 * for those rows only.
 */
export async function failingFeeds(db: Kysely<DB>, page: { limit: number; offset: number }): Promise<{ rows: FailingFeedRow[]; total: number }> {
  const rows = await feedRows(db, sql`select f.id from calendar_feeds f where f.last_error is not null
    order by ${FAILING_SINCE}, f.id limit ${page.limit} offset ${page.offset}`);
  const count = await sql<{ n: string | number }>`select count(*) as n from calendar_feeds where last_error is not null`.execute(db);
  return { rows, total: Number(count.rows[0]?.n ?? 0) };
}

/** One feed as the console shows it, failing or not (after an operator's sync it may work again). */
export async function consoleFeed(db: Kysely<DB>, feedId: string): Promise<FailingFeedRow | undefined> {
  return (await feedRows(db, sql`select ${feedId}::text as id`))[0];
}

/** The audit event of an operator's action on a feed (SPEC §3 AuditEvent), in the caller's transaction. */
export async function insertFeedAudit(db: Kysely<DB>, e: { actorId: string; action: string; feedId: string; details: Record<string, unknown>; at: Date }) {
  await db.insertInto('audit_events').values({
    actor_id: e.actorId, action: e.action, target_type: 'calendar_feed', target_id: e.feedId, details: JSON.stringify(e.details), at: e.at,
  }).execute();
}
