import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * SQL for the console's Overview. Weeks are ISO weeks in UTC: `date_trunc('week', t at time zone 'UTC')`
 * is a Monday on both engines whatever the session's TimeZone. `from` is a Monday (inclusive) and `to`
 * the Monday after the last week (exclusive), both 'YYYY-MM-DD'.
 */
export type Window = { from: string; to: string; mondays: string[] };

const WEEK = (col: ReturnType<typeof sql.ref>) => sql`to_char(date_trunc('week', ${col} at time zone 'UTC'), 'YYYY-MM-DD')`;
const inWindow = (col: ReturnType<typeof sql.ref>, w: Window) =>
  sql`${col} >= (${w.from}::date::timestamp at time zone 'UTC') and ${col} < (${w.to}::date::timestamp at time zone 'UTC')`;

export type AttentionRow = { pending: number; reports: number; expiring: number; feeds: number };

/** What waits for an operator: listings to review, open reports, requests expiring by `soon`, feeds whose last sync failed. */
export async function attentionCounts(db: Kysely<DB>, soon: Date): Promise<AttentionRow> {
  const { rows } = await sql<AttentionRow>`select
      (select count(*)::int from listings where status = 'pending_review') as pending,
      (select count(*)::int from reports where status = 'open') as reports,
      (select count(*)::int from bookings where status = 'requested' and expires_at <= ${soon}) as expiring,
      (select count(*)::int from calendar_feeds where last_error is not null) as feeds`.execute(db);
  return rows[0]!;
}

export async function listingsByStatus(db: Kysely<DB>): Promise<{ status: string; n: number }[]> {
  const { rows } = await sql<{ status: string; n: number }>`select status, count(*)::int as n from listings group by status`.execute(db);
  return rows;
}

export async function newMembersByWeek(db: Kysely<DB>, w: Window): Promise<{ week: string; n: number }[]> {
  const at = sql.ref('created_at');
  const { rows } = await sql<{ week: string; n: number }>`select ${WEEK(at)} as week, count(*)::int as n
    from users where ${inWindow(at, w)} group by 1`.execute(db);
  return rows;
}

export type BookingWeekRow = { week: string; currency: string; n: number; value: number };

/** Bookings created per week and currency; `value` sums those now confirmed or completed (float8: exact to 2^53 minor units). */
export async function bookingsByWeek(db: Kysely<DB>, w: Window): Promise<BookingWeekRow[]> {
  const at = sql.ref('created_at');
  const { rows } = await sql<BookingWeekRow>`select ${WEEK(at)} as week, currency, count(*)::int as n,
      coalesce(sum(total) filter (where status in ('confirmed', 'completed')), 0)::float8 as value
    from bookings where ${inWindow(at, w)} group by 1, 2`.execute(db);
  return rows;
}

export type RequestWeekRow = { week: string; answered: number; decided: number };

/**
 * Requests (bookings with an expiry: instant bookings have none) made per week: `decided` those
 * that left `requested` by an answer or by expiring, `answered` those accepted or declined before
 * their expiry. Withdrawn and still-open requests count in neither.
 */
export async function requestsByWeek(db: Kysely<DB>, w: Window): Promise<RequestWeekRow[]> {
  const at = sql.ref('b.created_at');
  const { rows } = await sql<RequestWeekRow>`select ${WEEK(at)} as week,
      count(*) filter (where e.to_status in ('confirmed', 'declined') and e.at < b.expires_at)::int as answered,
      count(*) filter (where e.to_status in ('confirmed', 'declined', 'expired'))::int as decided
    from bookings b join booking_events e on e.booking_id = b.id and e.from_status = 'requested'
    where b.expires_at is not null and ${inWindow(at, w)} group by 1`.execute(db);
  return rows;
}

export type OccupancyRow = { week: string; booked: number; available: number };

/**
 * Per week: `available`, the nights of that week on or after each listing published now was first
 * published (its creation when it has no date); `booked`, the nights of its confirmed or completed
 * bookings in that week from the same day. Host blocks are not taken off: most are stays booked
 * elsewhere (imported feeds), so taking them off would overstate how full the site keeps a listing.
 */
export async function occupancyByWeek(db: Kysely<DB>, w: Window): Promise<OccupancyRow[]> {
  // Listings grouped by the day they became available (a few hundred days, not one row per listing),
  // and only the bookings that touch the window: each week then meets small inputs. The weeks come
  // as an array, not generate_series: its guess of 1 000 rows made PostgreSQL cost the query past
  // its JIT threshold, and compiling took longer than the query.
  const { rows } = await sql<OccupancyRow>`
    with w as (select unnest(${w.mondays}::date[]) as ws),
    l as (select id, (coalesce(published_at, created_at) at time zone 'UTC')::date as since from listings where status = 'published'),
    days as (select since, count(*)::int as n from l group by since),
    avail as (select w.ws, coalesce(sum(days.n * greatest(0, (w.ws + 7) - greatest(w.ws, days.since))), 0)::int as n
      from w left join days on days.since < w.ws + 7 group by w.ws),
    b as (select greatest(b.check_in, l.since) as s, b.check_out as e from bookings b join l on l.id = b.listing_id
      where b.status in ('confirmed', 'completed') and b.check_in < ${w.to}::date and b.check_out > ${w.from}::date),
    booked as (
      select w.ws, coalesce(sum(greatest(0, least(b.e, w.ws + 7) - greatest(b.s, w.ws))), 0)::int as n
      from w join b on b.s < w.ws + 7 and b.e > w.ws group by w.ws)
    select to_char(avail.ws, 'YYYY-MM-DD') as week, coalesce(booked.n, 0)::int as booked, avail.n as available
    from avail left join booked on booked.ws = avail.ws order by avail.ws`.execute(db);
  return rows;
}
