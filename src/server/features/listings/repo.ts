import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { prepared } from '../../db/prepared.js';

/** SQL for one listing and what hangs off it. Rows are mapped to the contract in service.ts. */

const listingWithPoints = (db: Kysely<DB>) => db
  .selectFrom('listings')
  .selectAll()
  .select([
    sql<number>`approx_location[1]`.as('approx_lat'), sql<number>`approx_location[0]`.as('approx_lng'),
    sql<number | null>`location[1]`.as('exact_lat'), sql<number | null>`location[0]`.as('exact_lng'),
  ]);

/**
 * A listing guests can see (published listings always have a price and a location). `forUpdate`
 * locks its row for the caller's transaction (FOR NO KEY UPDATE): a booking takes this lock before
 * checking the nights, as a calendar change does, so the two take turns (docs/decisions/0013).
 */
export async function findPublishedListing(db: Kysely<DB>, id: string, opts: { forUpdate?: boolean } = {}) {
  let q = listingWithPoints(db)
    .where('id', '=', id)
    .where('status', '=', 'published')
    .where('nightly_price', 'is not', null)
    .$narrowType<{ nightly_price: number }>();
  if (opts.forUpdate) q = q.forNoKeyUpdate();
  const { rows: [row] } = await prepared(db, 'published_listing', q);
  return row;
}

/** A member's published listings for their profile, most relevant first, with the approximate location only. */
export async function publishedListingsOf(db: Kysely<DB>, hostId: string, limit: number) {
  return db
    .selectFrom('listings')
    .selectAll()
    .select([sql<number>`approx_location[1]`.as('approx_lat'), sql<number>`approx_location[0]`.as('approx_lng')])
    .where('host_id', '=', hostId)
    .where('status', '=', 'published')
    .where('nightly_price', 'is not', null)
    .where('approx_location', 'is not', null)
    .orderBy('relevance', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** A listing in any status, for its host's and admins' preview; the caller decides who may see it. */
export async function findAnyListing(db: Kysely<DB>, id: string) {
  return listingWithPoints(db).where('id', '=', id).executeTakeFirst();
}

/** Whether `guestId` holds a confirmed booking of the listing (SPEC §6: they see its exact location). */
export async function hasConfirmedBooking(db: Kysely<DB>, listingId: string, guestId: string): Promise<boolean> {
  const row = await db.selectFrom('bookings').select('id')
    .where('listing_id', '=', listingId).where('guest_id', '=', guestId).where('status', '=', 'confirmed')
    .limit(1).executeTakeFirst();
  return !!row;
}

export async function findHostSummary(db: Kysely<DB>, hostId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'avatar_url', 'bio', 'created_at'])
    .select((eb) =>
      eb
        .selectFrom('listings')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('listings.host_id', '=', 'users.id')
        .where('listings.status', '=', 'published')
        .as('listing_count'),
    )
    .where('id', '=', hostId)
    .executeTakeFirstOrThrow();
}

export async function photosOf(db: Kysely<DB>, listingIds: string[], perListing?: number) {
  if (!listingIds.length) return [];
  const limit = perListing ?? 1000;
  const { rows } = await sql<PhotoRow>`
    select p.* from unnest(${listingIds}::text[]) as i(id)
    cross join lateral (
      select * from photos where listing_id = i.id order by position limit ${limit}
    ) p`.execute(db);
  return rows;
}

export type PhotoRow = {
  id: string;
  listing_id: string;
  position: number;
  caption: string;
  alt_text: string;
  width: number;
  height: number;
  storage_key: string;
  variants: number[];
  placeholder: string;
};

export async function overridesOf(db: Kysely<DB>, listingIds: string[], from: string, to: string) {
  if (!listingIds.length) return [];
  return db
    .selectFrom('price_overrides')
    .select(['listing_id', 'start_date', 'end_date', 'nightly_price'])
    .where('listing_id', 'in', listingIds)
    .where(sql<boolean>`daterange(start_date, end_date) && daterange(${from}::date, ${to}::date)`)
    .execute();
}

/** Ranges in [from, to) during which the listing cannot be booked: held bookings and blocks. */
export async function busyRanges(db: Kysely<DB>, listingId: string, from: string, to: string) {
  const { rows } = await sql<{ start_date: string; end_date: string }>`
    select check_in as start_date, check_out as end_date from bookings
      where listing_id = ${listingId} and status in ('requested', 'confirmed')
        and daterange(check_in, check_out) && daterange(${from}::date, ${to}::date)
    union all
    select start_date, end_date from calendar_blocks
      where listing_id = ${listingId} and daterange(start_date, end_date) && daterange(${from}::date, ${to}::date)
  `.execute(db);
  return rows;
}

/**
 * `busyRanges` and `overridesOf` for one listing in one statement (one round trip: a booking makes
 * both reads inside its transaction, one after the other).
 */
export async function busyAndOverrides(db: Kysely<DB>, listingId: string, from: string, to: string) {
  const { rows } = await prepared(db, 'busy_and_overrides', sql<{ busy: boolean; start_date: string; end_date: string; nightly_price: number | null }>`
    select true as busy, check_in as start_date, check_out as end_date, null::int as nightly_price from bookings
      where listing_id = ${listingId} and status in ('requested', 'confirmed')
        and daterange(check_in, check_out) && daterange(${from}::date, ${to}::date)
    union all
    select true, start_date, end_date, null from calendar_blocks
      where listing_id = ${listingId} and daterange(start_date, end_date) && daterange(${from}::date, ${to}::date)
    union all
    select false, start_date, end_date, nightly_price from price_overrides
      where listing_id = ${listingId} and daterange(start_date, end_date) && daterange(${from}::date, ${to}::date)
  `);
  return {
    busy: rows.filter((r) => r.busy).map((r) => ({ start_date: r.start_date, end_date: r.end_date })),
    overrides: rows.filter((r) => !r.busy).map((r) => ({ listing_id: listingId, start_date: r.start_date, end_date: r.end_date, nightly_price: r.nightly_price! })),
  };
}

export async function categoryAverages(db: Kysely<DB>, listingId: string) {
  const { rows } = await sql<Record<'cleanliness' | 'accuracy' | 'check_in' | 'communication' | 'location' | 'value', number | null>>`
    select avg(cleanliness)::float8 as cleanliness, avg(accuracy)::float8 as accuracy, avg(check_in)::float8 as check_in,
           avg(communication)::float8 as communication, avg(location)::float8 as location, avg(value)::float8 as value
    from reviews
    where listing_id = ${listingId} and direction = 'guest_to_listing' and published_at is not null and hidden_at is null
  `.execute(db);
  return rows[0];
}

export async function publishedReviews(db: Kysely<DB>, listingId: string, limit: number, offset: number) {
  const { rows } = await sql<{
    id: string; author_id: string | null; author_name: string | null; author_avatar: string | null; rating: number;
    body: string; host_response: string | null; host_response_at: Date | null; submitted_at: Date; check_in: string; total: number;
  }>`
    select r.id, r.author_id, case when u.deleted_at is null then u.name end as author_name, u.avatar_url as author_avatar, r.rating, r.body, r.host_response,
           r.host_response_at, r.submitted_at, b.check_in, count(*) over ()::int as total
    from reviews r
    join bookings b on b.id = r.booking_id
    left join users u on u.id = r.author_id
    where r.listing_id = ${listingId} and r.direction = 'guest_to_listing' and r.published_at is not null and r.hidden_at is null
    order by r.submitted_at desc, r.id
    limit ${limit} offset ${offset}
  `.execute(db);
  return rows;
}

export async function destinations(db: Kysely<DB>, limit: number) {
  const { rows } = await sql<{
    city: string; region: string; country: string; n: number; w: number; s: number; e: number; nn: number; top_id: string;
  }>`
    select city, min(region) as region, min(country) as country, count(*)::int as n,
           min(approx_location[0]) as w, min(approx_location[1]) as s, max(approx_location[0]) as e, max(approx_location[1]) as nn,
           (array_agg(id order by relevance desc, id))[1] as top_id
    from listings where status = 'published' and approx_location is not null
    group by city order by n desc, city limit ${limit}
  `.execute(db);
  return rows;
}
