import type { Kysely } from 'kysely';
import type { Deps } from '../../deps.js';
import type { DB } from '../../db/schema.js';
import { authorSideOf, otherSide, publicationDue, publishedAt } from '../../../domain/review/rules.js';
import { reviewWindow, windowState } from '../../../domain/review/window.js';
import { bookingPayload, findBooking, lockBooking, recipientOf, type BookingRow } from '../bookings/index.js';
import { insertNotification, wakeEmailDelivery } from '../notifications/index.js';
import * as repo from './repo.js';
import { queueWebhookEvent, wakeWebhookDelivery } from '../webhooks/index.js';
import { settings } from '../settings/index.js';

/**
 * Publishes a booking's unpublished reviews if the double-blind rule says so at `now` (both in,
 * or the window closed), inside the caller's transaction, which holds the booking row locked.
 * The listing's average and count follow in the same transaction; both sides are told.
 * Returns how many reviews it published.
 */
export async function publishIfDue(db: Kysely<DB>, row: BookingRow, now: Date, windowDays: number): Promise<number> {
  const reviews = await repo.reviewsOfBooking(db, row.id);
  const pending = reviews.filter((r) => r.published_at === null);
  if (!pending.length) return 0;
  const w = reviewWindow(row.check_out, row.time_zone, windowDays);
  const state = windowState(w, now);
  if (!publicationDue({ written: reviews.map((r) => authorSideOf(r.direction)), window: state })) return 0;
  const at = publishedAt({ window: state, closesAt: w.closesAt }, now);
  await repo.markPublished(db, pending.map((r) => r.id), at);
  if (pending.some((r) => r.direction === 'guest_to_listing')) await repo.refreshListingRating(db, row.listing_id);

  for (const r of pending) {
    await queueWebhookEvent(db, {
      type: 'review.published', hostId: row.host_id, at: now,
      data: { reviewId: r.id, bookingId: row.id, listingId: row.listing_id, direction: r.direction, rating: r.rating, body: r.body, publishedAt: at.toISOString() },
    });
  }
  const full = await findBooking(db, row.id);
  if (!full) return pending.length;
  for (const side of ['guest', 'host'] as const) {
    const userId = recipientOf(full, side);
    if (!userId) continue;
    const wrote = pending.some((r) => authorSideOf(r.direction) === side);
    const received = pending.some((r) => authorSideOf(r.direction) === otherSide(side));
    await insertNotification(db, {
      userId, kind: 'review_published', payload: { ...bookingPayload(full, side), wrote, received }, at: now,
      dedupeKey: `review_published:${row.id}:${side}`,
    });
  }
  return pending.length;
}

/**
 * Publishes the reviews whose window has closed, one short transaction per booking. The job
 * passes `skipLocked` so several processes share the work; reads pass no skip so they wait for
 * the process holding a booking and then see the published state, never a stale one.
 */
export async function publishDueReviews(
  deps: Pick<Deps, 'config' | 'database' | 'now' | 'log' | 'mailer'>,
  scope: repo.PublicationScope = {}, opts: { skipLocked?: boolean; limit?: number } = {},
): Promise<number> {
  const now = deps.now();
  const { db } = deps.database;
  const days = (await settings(deps)).reviewWindowDays;
  const ids = await repo.publicationCandidates(db, now, days, scope, opts.limit ?? 500);
  let published = 0;
  for (const id of ids) {
    published += await db.transaction().execute(async (trx) => {
      const row = await lockBooking(trx, id, { skipLocked: opts.skipLocked });
      return row ? publishIfDue(trx, row, now, days) : 0;
    });
  }
  if (published) {
    wakeEmailDelivery(deps);
    wakeWebhookDelivery(deps);
  }
  return published;
}
