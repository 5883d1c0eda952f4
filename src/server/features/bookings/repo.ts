import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema.js';
import { prepared } from '../../db/prepared.js';
import type { BookingStatus } from '../../../domain/booking/states.js';
import type { PriceBreakdown } from '../../../domain/pricing.js';
import { insertNotices, type NoticeToWrite } from '../notifications/repo.js';

/** SQL for bookings, their history and idempotency keys. Services hold the rules and transactions. */

export type BookingRow = {
  id: string; listing_id: string; guest_id: string | null; check_in: string; check_out: string;
  adults: number; children: number; infants: number; pets: number; status: BookingStatus; currency: string;
  price: PriceBreakdown; total: number; message_to_host: string | null; expires_at: Date | null;
  refund_amount: number | null; created_at: Date;
  // from the listing
  host_id: string; time_zone: string; check_in_from: string; cancellation_policy: 'flexible' | 'moderate' | 'strict';
};

/** A booking with what its view shows of the listing and both parties. */
export type BookingFullRow = BookingRow & {
  title: string; city: string; region: string; country: string; street: string; postal_code: string;
  check_out_by: string; lat: number | null; lng: number | null; guest_name: string | null; host_name: string | null;
  photo_key: string | null; photo_variants: number[] | null;
};

const LISTING_COLS = sql`l.host_id, l.time_zone, l.check_in_from, l.cancellation_policy`;

/** The booking row, locked for the rest of the transaction (FOR UPDATE waits for other writers). */
export async function lockBooking(db: Kysely<DB>, id: string, opts: { skipLocked?: boolean } = {}) {
  const { rows } = await sql<BookingRow>`
    select b.*, ${LISTING_COLS} from bookings b join listings l on l.id = b.listing_id
    where b.id = ${id} for update of b ${opts.skipLocked ? sql`skip locked` : sql``}`.execute(db);
  return rows[0];
}

/** Bookings (or the rows `from` names, as `b`) with what their view shows of the listing and both parties. */
const fullSelect = (from: RawBuilder<unknown> = sql`bookings`) => sql`
  select b.*, ${LISTING_COLS}, l.title, l.city, l.region, l.country, l.street, l.postal_code, l.check_out_by,
         l.location[1] as lat, l.location[0] as lng,
         case when g.deleted_at is null then g.name end as guest_name, case when h.deleted_at is null then h.name end as host_name,
         p.storage_key as photo_key, p.variants as photo_variants
  from ${from} b
  join listings l on l.id = b.listing_id
  join users h on h.id = l.host_id
  left join users g on g.id = b.guest_id
  left join lateral (select storage_key, variants from photos where listing_id = l.id order by position limit 1) p on true`;

export async function findBooking(db: Kysely<DB>, id: string) {
  const { rows } = await prepared(db, 'find_booking', sql<BookingFullRow>`${fullSelect()} where b.id = ${id}`);
  return rows[0];
}

const GROUP_STATUSES: Record<'upcoming' | 'past' | 'cancelled', BookingStatus[]> = {
  upcoming: ['requested', 'confirmed'],
  past: ['completed'],
  cancelled: ['declined', 'withdrawn', 'expired', 'cancelled_by_guest', 'cancelled_by_host'],
};

export async function listBookings(
  db: Kysely<DB>, q: { userId: string; as: 'guest' | 'host'; group?: keyof typeof GROUP_STATUSES }, limit = 200,
) {
  const who = q.as === 'guest' ? sql`b.guest_id = ${q.userId}` : sql`l.host_id = ${q.userId}`;
  const statuses = q.group ? sql`and b.status = any(${GROUP_STATUSES[q.group]}::text[])` : sql``;
  // Upcoming stays soonest first; everything else most recent first.
  const order = q.group === 'upcoming' ? sql`b.check_in asc, b.id` : sql`b.check_in desc, b.id`;
  const { rows } = await sql<BookingFullRow>`${fullSelect()} where ${who} ${statuses} order by ${order} limit ${limit}`.execute(db);
  return rows;
}

export type EventRow = { actor_id: string | null; actor_name: string | null; from_status: BookingStatus | null; to_status: BookingStatus; reason: string | null; at: Date };

export async function eventsOf(db: Kysely<DB>, bookingId: string) {
  const { rows } = await sql<EventRow>`
    select e.actor_id, case when u.deleted_at is null then u.name end as actor_name, e.from_status, e.to_status, e.reason, e.at
    from booking_events e left join users u on u.id = e.actor_id
    where e.booking_id = ${bookingId} order by e.at, e.id`.execute(db);
  return rows;
}

/** Inserts a booking and reads it back as findBooking does, in one statement (one round trip). */
export async function insertBookingAndRead(db: Kysely<DB>, b: {
  id: string; listingId: string; guestId: string; checkIn: string; checkOut: string; adults: number; children: number;
  infants: number; pets: number; status: BookingStatus; currency: string; price: PriceBreakdown; messageToHost: string | null;
  expiresAt: Date | null; now: Date;
}): Promise<BookingFullRow> {
  const insert = db.insertInto('bookings').values({
    id: b.id, listing_id: b.listingId, guest_id: b.guestId, check_in: b.checkIn, check_out: b.checkOut, adults: b.adults,
    children: b.children, infants: b.infants, pets: b.pets, status: b.status, currency: b.currency,
    price: JSON.stringify(b.price), total: b.price.total, message_to_host: b.messageToHost, expires_at: b.expiresAt,
    created_at: b.now, updated_at: b.now,
  }).returningAll();
  const { rows: [row] } = await prepared(db, 'insert_booking', sql<BookingFullRow>`with inserted as (${insert}) ${fullSelect(sql`inserted`)}`);
  return row!;
}

export async function setStatus(db: Kysely<DB>, id: string, status: BookingStatus, now: Date, refund?: number) {
  await db.updateTable('bookings')
    .set({ status, updated_at: now, ...(refund === undefined ? {} : { refund_amount: refund }) })
    .where('id', '=', id).execute();
}

/** One row of the status history and one audit event: every transition writes both, in one statement (one round trip). */
export async function recordTransition(db: Kysely<DB>, e: {
  bookingId: string; actorId: string | null; from: BookingStatus | null; to: BookingStatus; event: string;
  reason: string | null; at: Date; details?: Record<string, unknown>;
}, notices: readonly NoticeToWrite[], heard: RawBuilder<boolean>): Promise<boolean> {
  // One round trip: on a machine with idle cores each one costs both processes a wake-up.
  const { rows } = await prepared(db, 'record_transition', sql<{ heard: boolean }>`
    with history as (
      insert into booking_events (booking_id, actor_id, from_status, to_status, reason, at)
      values (${e.bookingId}, ${e.actorId}, ${e.from}, ${e.to}, ${e.reason}, ${e.at})),
    audit as (
      insert into audit_events (actor_id, action, target_type, target_id, details, at)
      values (${e.actorId}, ${`booking.${e.event}`}, 'booking', ${e.bookingId}, ${JSON.stringify({ from: e.from, to: e.to, ...e.details })}::jsonb, ${e.at})),
    notices as (${insertNotices(notices)})
    select ${heard} as heard`);
  return rows[0]!.heard;
}

/** Which bookings a due-transition pass looks at; `memberId`: the member's trips and reservations alike. */
export type DueScope = { bookingId?: string; listingId?: string; guestId?: string; hostId?: string; memberId?: string };

/**
 * Bookings that may be due for a system event at `now` (a superset: completion is checked
 * exactly in the listing's zone by the caller). UTC+14 is the earliest any day starts.
 */
export async function dueCandidates(
  db: Kysely<DB>, now: Date, scope: DueScope, limit: number,
) {
  const hosted = (userId: string) => sql`b.listing_id in (select id from listings where host_id = ${userId})`;
  const filters = [
    scope.bookingId ? sql`and b.id = ${scope.bookingId}` : sql``,
    scope.listingId ? sql`and b.listing_id = ${scope.listingId}` : sql``,
    scope.guestId ? sql`and b.guest_id = ${scope.guestId}` : sql``,
    scope.hostId ? sql`and ${hosted(scope.hostId)}` : sql``,
    scope.memberId ? sql`and (b.guest_id = ${scope.memberId} or ${hosted(scope.memberId)})` : sql``,
  ];
  const query = sql<{ id: string }>`
    select b.id from bookings b
    where ((b.status = 'requested' and b.expires_at <= ${now})
        or (b.status = 'confirmed' and b.check_out <= (${now}::timestamptz at time zone 'UTC')::date + 1))
      ${sql.join(filters, sql` `)}
    order by b.id limit ${limit}`;
  // Scoped to a booking, a listing or a member, its plan is an index lookup whatever the values; a
  // booking runs it for its listing every time. The scheduler's unscoped pass is planned each run.
  const scoped = Object.values(scope).some(Boolean);
  const { rows } = scoped ? await prepared(db, 'due_candidates', query) : await query.execute(db);
  return rows.map((r) => r.id);
}

export type StoredAnswer = { request_hash: string; status: number | null; response: unknown };

/**
 * Claims an idempotency key for this transaction. Returns null when claimed; otherwise the
 * earlier attempt's row. A concurrent attempt with the same key waits here until the first commits.
 */
export async function claimIdempotencyKey(db: Kysely<DB>, userId: string, key: string, hash: string, now: Date) {
  const { rows } = await sql<{ key: string }>`
    insert into idempotency_keys (user_id, key, request_hash, created_at) values (${userId}, ${key}, ${hash}, ${now})
    on conflict do nothing returning key`.execute(db);
  if (rows.length) return null;
  const found = await sql<StoredAnswer>`
    select request_hash, status, response from idempotency_keys where user_id = ${userId} and key = ${key}`.execute(db);
  return found.rows[0] ?? null;
}

export async function storeIdempotentAnswer(db: Kysely<DB>, userId: string, key: string, status: number, response: unknown) {
  await sql`update idempotency_keys set status = ${status}, response = ${JSON.stringify(response)}::jsonb
    where user_id = ${userId} and key = ${key}`.execute(db);
}

/** A member's bookings, as guest or as host, that hold their dates and start on `today` or later. */
export async function upcomingHoldingIdsOf(db: Kysely<DB>, memberId: string, today: string) {
  const { rows } = await sql<{ id: string; title: string }>`
    select b.id, l.title from bookings b join listings l on l.id = b.listing_id
    where (b.guest_id = ${memberId} or l.host_id = ${memberId})
      and b.status in ('requested', 'confirmed') and b.check_in >= ${today}
    order by b.check_in, b.id`.execute(db);
  return rows;
}
