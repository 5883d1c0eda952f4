import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AdminBookingsQuery, AdminListingsQuery } from '../../../contract/admin-lists.js';

/**
 * SQL for the console's listings and bookings lists and one booking's record. Pages are offset
 * pages with a separate count (a view is a link to page N); every sort ends on the id so a page
 * never shuffles, and each sort has an index (migration 019).
 */

/** `%part%` for LIKE, with the user's own % and _ taken literally. */
const contains = (s: string) => `%${s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const where = (conds: RawBuilder<unknown>[]) => (conds.length ? sql`where ${sql.join(conds, sql` and `)}` : sql``);
const direction = (dir: 'asc' | 'desc') => (dir === 'asc' ? sql`asc` : sql`desc`);

export type ListingRow = {
  id: string; title: string; status: 'draft' | 'pending_review' | 'published' | 'unlisted' | 'suspended'; status_reason: string | null;
  suspended_by_ban: boolean; city: string; region: string; country: string; created_at: Date; updated_at: Date;
  host_id: string; host_name: string | null; host_email: string;
};

const LISTING_ORDER: Record<AdminListingsQuery['sort'], RawBuilder<unknown>[]> = {
  created: [sql`l.created_at`], updated: [sql`l.updated_at`], title: [sql`l.title`], place: [sql`l.country`, sql`l.city`],
};

/** The place as one lower-cased string ("city region country"), the expression migration 019's trigram index holds. */
const PLACE = sql`lower(l.city || ' ' || l.region || ' ' || l.country)`;

function listingConds(f: AdminListingsQuery) {
  const conds: RawBuilder<unknown>[] = [];
  if (f.q) conds.push(sql`(l.id = ${f.q} or lower(l.title) like ${contains(f.q)})`);
  if (f.status) conds.push(sql`l.status = ${f.status}`);
  if (f.host) {
    const like = contains(f.host);
    conds.push(sql`l.host_id in (select u.id from users u where u.id = ${f.host} or lower(u.name) like ${like} or lower(u.email) like ${like})`);
  }
  if (f.place) conds.push(sql`${PLACE} like ${contains(f.place)}`);
  return conds;
}

export async function listingRows(db: Kysely<DB>, f: AdminListingsQuery): Promise<{ rows: ListingRow[]; total: number }> {
  const from = sql`from listings l ${where(listingConds(f))}`;
  const d = direction(f.dir);
  const order = sql.join([...LISTING_ORDER[f.sort], sql`l.id`].map((c) => sql`${c} ${d}`));
  // The page's ids are found in the sort's index alone (an index-only scan, even deep down), then
  // their rows and hosts are read for those 25 only.
  const { rows } = await sql<ListingRow>`
    select l.id, l.title, l.status, l.status_reason, l.suspended_by_ban, l.city, l.region, l.country, l.created_at, l.updated_at,
           h.id as host_id, case when h.deleted_at is null then h.name end as host_name, h.email as host_email
    from (select l.id ${from} order by ${order} limit ${f.limit} offset ${(f.page - 1) * f.limit}) p
    join listings l on l.id = p.id join users h on h.id = l.host_id
    order by ${order}`.execute(db);
  const count = await sql<{ n: string | number }>`select count(*) as n ${from}`.execute(db);
  return { rows, total: Number(count.rows[0]?.n ?? 0) };
}

export type BookingListRow = {
  id: string; status: string; listing_id: string; title: string; guest_id: string | null; guest_name: string | null;
  host_id: string; host_name: string | null; check_in: string | Date; check_out: string | Date; total: number; currency: string; created_at: Date;
};

const BOOKING_ORDER: Record<AdminBookingsQuery['sort'], RawBuilder<unknown>> = {
  created: sql`b.created_at`, checkIn: sql`b.check_in`, total: sql`b.total`,
};

function bookingConds(f: AdminBookingsQuery) {
  const conds: RawBuilder<unknown>[] = [];
  if (f.q) {
    const like = contains(f.q);
    // One index-driven branch per way of matching (an OR across the join would read every booking):
    // the id itself, the trips and reservations of the members whose name or e-mail match (trigram
    // indexes), and the bookings of the listings whose title matches.
    const who = sql`(select u.id from users u where lower(u.name) like ${like} or lower(u.email) like ${like})`;
    conds.push(sql`b.id in (
      select ${f.q}::text
      union all select g.id from bookings g where g.guest_id in ${who}
      union all select hb.id from bookings hb join listings hl on hl.id = hb.listing_id where hl.host_id in ${who}
      union all select tb.id from bookings tb join listings tl on tl.id = tb.listing_id where lower(tl.title) like ${like})`);
  }
  if (f.status) conds.push(sql`b.status = ${f.status}`);
  return conds;
}

export async function bookingRows(db: Kysely<DB>, f: AdminBookingsQuery): Promise<{ rows: BookingListRow[]; total: number }> {
  const from = sql`from bookings b ${where(bookingConds(f))}`;
  const d = direction(f.dir);
  const order = sql`${BOOKING_ORDER[f.sort]} ${d}, b.id ${d}`;
  // As for listings: the page's ids from the sort's index, then the listing and both names for those rows only.
  const { rows } = await sql<BookingListRow>`
    select b.id, b.status, b.listing_id, l.title, b.guest_id, case when g.deleted_at is null then g.name end as guest_name, l.host_id,
           case when h.deleted_at is null then h.name end as host_name,
           b.check_in, b.check_out, b.total, b.currency, b.created_at
    from (select b.id ${from} order by ${order} limit ${f.limit} offset ${(f.page - 1) * f.limit}) p
    join bookings b on b.id = p.id join listings l on l.id = b.listing_id join users h on h.id = l.host_id
    left join users g on g.id = b.guest_id
    order by ${order}`.execute(db);
  const count = await sql<{ n: string | number }>`select count(*) as n ${from}`.execute(db);
  return { rows, total: Number(count.rows[0]?.n ?? 0) };
}

export type BookingDetailRow = BookingListRow & {
  adults: number; children: number; infants: number; pets: number; price: unknown; refund_amount: number | null;
  message_to_host: string | null; expires_at: Date | null; listing_status: ListingRow['status']; city: string; country: string;
  guest_email: string | null; host_email: string;
};

export async function bookingDetail(db: Kysely<DB>, id: string): Promise<BookingDetailRow | undefined> {
  const { rows } = await sql<BookingDetailRow>`
    select b.id, b.status, b.listing_id, l.title, b.guest_id, l.host_id, b.check_in, b.check_out, b.total, b.currency, b.created_at,
           b.adults, b.children, b.infants, b.pets, b.price, b.refund_amount, b.message_to_host, b.expires_at,
           l.status as listing_status, l.city, l.country, case when g.deleted_at is null then g.name end as guest_name, g.email as guest_email,
           case when h.deleted_at is null then h.name end as host_name, h.email as host_email
    from bookings b join listings l on l.id = b.listing_id join users h on h.id = l.host_id left join users g on g.id = b.guest_id
    where b.id = ${id}`.execute(db);
  return rows[0];
}

export type BookingEventRow = {
  at: Date; from_status: string | null; to_status: string; reason: string | null;
  actor_id: string | null; actor_name: string | null; actor_role: 'user' | 'admin' | null;
};

/** Every transition of the booking, oldest first, with who made it. */
export async function bookingEvents(db: Kysely<DB>, bookingId: string): Promise<BookingEventRow[]> {
  const { rows } = await sql<BookingEventRow>`
    select e.at, e.from_status, e.to_status, e.reason, e.actor_id, case when u.deleted_at is null then u.name end as actor_name, u.role as actor_role
    from booking_events e left join users u on u.id = e.actor_id
    where e.booking_id = ${bookingId} order by e.at, e.id`.execute(db);
  return rows;
}
