import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { ReviewDirection } from '../../../domain/review/rules.js';
import { REMINDER_DAYS_BEFORE_CLOSE } from '../../../domain/review/window.js';

/** SQL for reviews, their publication and the listing aggregates that follow them. */

export type ReviewRow = {
  id: string; booking_id: string; listing_id: string; author_id: string | null; direction: ReviewDirection; rating: number;
  cleanliness: number | null; accuracy: number | null; check_in: number | null; communication: number | null;
  location: number | null; value: number | null; body: string; host_response: string | null; host_response_at: Date | null;
  submitted_at: Date; published_at: Date | null; author_name: string | null; author_avatar: string | null;
};

const REVIEW_SELECT = sql`
  select r.*, case when u.deleted_at is null then u.name end as author_name, u.avatar_url as author_avatar
  from reviews r left join users u on u.id = r.author_id`;

/** Both reviews of a booking, whoever may read them: callers filter with the domain's mayRead. */
export async function reviewsOfBooking(db: Kysely<DB>, bookingId: string): Promise<ReviewRow[]> {
  const { rows } = await sql<ReviewRow>`${REVIEW_SELECT} where r.booking_id = ${bookingId} order by r.direction`.execute(db);
  return rows;
}

export async function findReview(db: Kysely<DB>, id: string): Promise<(ReviewRow & { host_id: string }) | undefined> {
  const { rows } = await sql<ReviewRow & { host_id: string }>`
    select r.*, case when u.deleted_at is null then u.name end as author_name, u.avatar_url as author_avatar, l.host_id
    from reviews r join listings l on l.id = r.listing_id left join users u on u.id = r.author_id
    where r.id = ${id}`.execute(db);
  return rows[0];
}

export async function insertReview(db: Kysely<DB>, r: {
  id: string; bookingId: string; listingId: string; authorId: string; direction: ReviewDirection; rating: number; body: string; at: Date;
  categories: { cleanliness: number; accuracy: number; checkIn: number; communication: number; location: number; value: number } | null;
}) {
  const c = r.categories;
  await db.insertInto('reviews').values({
    id: r.id, booking_id: r.bookingId, listing_id: r.listingId, author_id: r.authorId, direction: r.direction, rating: r.rating,
    cleanliness: c?.cleanliness ?? null, accuracy: c?.accuracy ?? null, check_in: c?.checkIn ?? null,
    communication: c?.communication ?? null, location: c?.location ?? null, value: c?.value ?? null,
    body: r.body, submitted_at: r.at, published_at: null,
  }).execute();
}

export async function markPublished(db: Kysely<DB>, ids: string[], at: Date) {
  if (!ids.length) return;
  await db.updateTable('reviews').set({ published_at: at }).where('id', 'in', ids).where('published_at', 'is', null).execute();
}

/**
 * Recounts a listing's average and count from its published guest reviews (never incremented,
 * so it cannot drift). The listings trigger carries them into the search projection.
 */
export async function refreshListingRating(db: Kysely<DB>, listingId: string) {
  await sql`
    update listings l set rating_average = s.average, review_count = s.n
    from (select round(avg(rating), 2) as average, count(*)::int as n from reviews
          where listing_id = ${listingId} and direction = 'guest_to_listing' and published_at is not null and hidden_at is null) s
    where l.id = ${listingId}`.execute(db);
}

/** Answers a review once: the row is only changed while it has no answer. Returns whether it did. */
export async function setHostResponse(db: Kysely<DB>, id: string, body: string, at: Date): Promise<boolean> {
  const res = await db.updateTable('reviews').set({ host_response: body, host_response_at: at })
    .where('id', '=', id).where('host_response', 'is', null).where('published_at', 'is not', null).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export type ReceivedRow = {
  id: string; direction: ReviewDirection; author_id: string | null; author_name: string | null; author_avatar: string | null;
  rating: number; body: string; host_response: string | null; host_response_at: Date | null; submitted_at: Date;
  check_in: string; listing_id: string; listing_title: string; total: number;
};

/** Published reviews where the member is the subject: of their listings (as host), of them (as guest). */
function received(userId: string, as?: 'host' | 'guest') {
  const asHost = sql`(r.direction = 'guest_to_listing' and l.host_id = ${userId})`;
  const asGuest = sql`(r.direction = 'host_to_guest' and b.guest_id = ${userId})`;
  return as === 'host' ? asHost : as === 'guest' ? asGuest : sql`(${asHost} or ${asGuest})`;
}

/** A page of the published reviews a member received, newest first. */
export async function receivedReviews(db: Kysely<DB>, userId: string, as: 'host' | 'guest' | undefined, limit: number, offset: number) {
  const { rows } = await sql<ReceivedRow>`
    select r.id, r.direction, r.author_id, case when u.deleted_at is null then u.name end as author_name, u.avatar_url as author_avatar, r.rating, r.body,
           r.host_response, r.host_response_at, r.submitted_at, b.check_in, l.id as listing_id, l.title as listing_title,
           count(*) over ()::int as total
    from reviews r
    join bookings b on b.id = r.booking_id
    join listings l on l.id = r.listing_id
    left join users u on u.id = r.author_id
    where r.published_at is not null and r.hidden_at is null and ${received(userId, as)}
    order by r.submitted_at desc, r.id
    limit ${limit} offset ${offset}`.execute(db);
  return rows;
}

/** How many published reviews a member received on each side, and their average overall rating. */
export async function receivedSummary(db: Kysely<DB>, userId: string) {
  const { rows } = await sql<{ side: 'host' | 'guest'; n: number; average: string | number | null }>`
    select case when r.direction = 'guest_to_listing' then 'host' else 'guest' end as side,
           count(*)::int as n, round(avg(r.rating), 2) as average
    from reviews r
    join bookings b on b.id = r.booking_id
    join listings l on l.id = r.listing_id
    where r.published_at is not null and r.hidden_at is null and ${received(userId)}
    group by 1`.execute(db);
  return rows;
}

/** Which reviews a publication pass looks at; `memberId`: reviews by or about the member. */
export type PublicationScope = { bookingId?: string; listingId?: string; memberId?: string };

/**
 * Bookings with an unpublished review whose window may have closed at `now` (a superset: the
 * window closes at a local midnight, which is at most 14 h before that UTC date begins; the
 * caller checks exactly in the listing's zone).
 */
export async function publicationCandidates(db: Kysely<DB>, now: Date, windowDays: number, scope: PublicationScope, limit: number) {
  const filters = [
    scope.bookingId ? sql`and r.booking_id = ${scope.bookingId}` : sql``,
    scope.listingId ? sql`and r.listing_id = ${scope.listingId}` : sql``,
    scope.memberId
      ? sql`and (b.guest_id = ${scope.memberId} or r.listing_id in (select id from listings where host_id = ${scope.memberId}))`
      : sql``,
  ];
  const { rows } = await sql<{ booking_id: string }>`
    select distinct r.booking_id from reviews r join bookings b on b.id = r.booking_id
    where r.published_at is null
      and b.check_out <= (${now}::timestamptz at time zone 'UTC')::date + 1 - ${windowDays}::int
      ${sql.join(filters, sql` `)}
    order by r.booking_id limit ${limit}`.execute(db);
  return rows.map((r) => r.booking_id);
}

/**
 * Completed stays whose reminder may be due at `now` (a superset by UTC date; the domain decides
 * exactly): the window's last few days, where a side was asked and has neither written nor been
 * reminded.
 */
export async function reminderCandidates(db: Kysely<DB>, now: Date, windowDays: number, limit: number) {
  const today = sql`(${now}::timestamptz at time zone 'UTC')::date`;
  const key = (kind: string, side: string) => sql`${kind + ':'} || b.id || ${':' + side}`;
  const { rows } = await sql<{ id: string }>`
    select b.id from bookings b
    where b.status = 'completed'
      and b.check_out between ${today} - ${windowDays + 1}::int and ${today} + ${1 - windowDays + REMINDER_DAYS_BEFORE_CLOSE}::int
      and (exists (select 1 from notifications where dedupe_key = ${key('review_requested', 'guest')})
           and not exists (select 1 from notifications where dedupe_key = ${key('review_reminder', 'guest')})
        or exists (select 1 from notifications where dedupe_key = ${key('review_requested', 'host')})
           and not exists (select 1 from notifications where dedupe_key = ${key('review_reminder', 'host')}))
    order by b.check_out, b.id limit ${limit}`.execute(db);
  return rows.map((r) => r.id);
}

/** An operator hides a review: kept for the record, read by nobody else. Returns its listing, or null when already hidden. */
export async function hideReview(db: Kysely<DB>, id: string, at: Date): Promise<string | null> {
  const row = await db.updateTable('reviews').set({ hidden_at: at }).where('id', '=', id).where('hidden_at', 'is', null)
    .returning('listing_id').executeTakeFirst();
  return row?.listing_id ?? null;
}
