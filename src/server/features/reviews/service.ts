import { randomUUID } from 'node:crypto';
import type { Deps } from '../../deps.js';
import type { SessionUser } from '../auth/session.js';
import { AppError, notFound } from '../../http/errors.js';
import { parseOrThrow } from '../../http/validate.js';
import {
  GuestReviewBodySchema, HostReviewBodySchema, type BookingReview, type BookingReviewsView, type GuestReviewBody,
} from '../../../contract/reviews.js';
import { directionOf, mayRead, otherSide, writeRefusal, type WriteRefusal } from '../../../domain/review/rules.js';
import { reviewWindow, windowState } from '../../../domain/review/window.js';
import { applyDueLocked, applyDueTransitions, findBooking, lockBooking, roleOf } from '../bookings/index.js';
import { wakeEmailDelivery } from '../notifications/index.js';
import { wakeWebhookDelivery } from '../webhooks/index.js';
import { publishDueReviews, publishIfDue } from './publish.js';
import * as repo from './repo.js';
import { toBookingReview } from './view.js';
import { settings } from '../settings/index.js';

const REFUSAL: Record<WriteRefusal, () => AppError> = {
  not_completed: () => new AppError('REVIEW_NOT_OPEN', 'You can review this stay once it is over.'),
  window_closed: () => new AppError('REVIEW_WINDOW_CLOSED', 'The time to review this stay is over.'),
  already_reviewed: () => new AppError('ALREADY_REVIEWED', 'You have already reviewed this stay.'),
};

/**
 * The guest reviews the listing, or the host the guest: once each, after the stay completed and
 * before the window closes. If the other side is already in, both are published at once.
 */
export async function submitReview(deps: Deps, user: SessionUser, bookingId: string, raw: unknown): Promise<BookingReview> {
  await applyDueTransitions(deps, { bookingId });
  const days = (await settings(deps)).reviewWindowDays;
  const id = `rv_${randomUUID().replaceAll('-', '')}`;
  await deps.database.db.transaction().execute(async (trx) => {
    // The booking row is the lock both sides take: of two reviews sent at once, the second sees the first.
    const row = await lockBooking(trx, bookingId);
    const role = row && roleOf(row, user);
    if (!row || !role) throw notFound('That booking');
    if (role === 'admin') throw new AppError('FORBIDDEN', 'Operators cannot review stays.');
    const body = role === 'guest' ? parseOrThrow(GuestReviewBodySchema, raw) : parseOrThrow(HostReviewBodySchema, raw);
    const now = deps.now();
    const status = await applyDueLocked(trx, row, now, days);
    const window = windowState(reviewWindow(row.check_out, row.time_zone, days), now);
    const direction = directionOf(role);
    const existing = await repo.reviewsOfBooking(trx, bookingId);
    const refusal = writeRefusal({ status, window, alreadyWritten: existing.some((r) => r.direction === direction) });
    if (refusal) throw REFUSAL[refusal]();
    await repo.insertReview(trx, {
      id, bookingId, listingId: row.listing_id, authorId: user.id, direction, rating: body.rating, body: body.body, at: now,
      categories: role === 'guest' ? (body as GuestReviewBody).categories : null,
    });
    await publishIfDue(trx, row, now, days);
  }).catch((err) => {
    // The unique (booking, direction) index is the last word if two requests slipped past the lock.
    if ((err as { code?: string } | null)?.code === '23505') throw REFUSAL.already_reviewed();
    throw err;
  });
  wakeEmailDelivery(deps);
  wakeWebhookDelivery(deps);
  const mine = (await repo.reviewsOfBooking(deps.database.db, bookingId)).find((r) => r.id === id)!;
  return toBookingReview(mine);
}

/** What the caller may see and do about one stay's reviews (its guest, its host, or an operator). */
export async function bookingReviews(deps: Deps, user: SessionUser, bookingId: string): Promise<BookingReviewsView> {
  await applyDueTransitions(deps, { bookingId });
  await publishDueReviews(deps, { bookingId });
  const { db } = deps.database;
  const row = await findBooking(db, bookingId);
  const role = row && roleOf(row, user);
  if (!row || !role) throw notFound('That booking');
  const now = deps.now();
  const w = reviewWindow(row.check_out, row.time_zone, (await settings(deps)).reviewWindowDays);
  const state = windowState(w, now);
  const reviews = await repo.reviewsOfBooking(db, bookingId);
  const visible = (direction: 'guest_to_listing' | 'host_to_guest') => {
    const r = reviews.find((x) => x.direction === direction);
    return r && mayRead({ direction, published: r.published_at !== null }, role) ? toBookingReview(r) : null;
  };
  const guestReview = visible('guest_to_listing');
  const side = role === 'admin' ? null : role;
  const mine = side ? reviews.some((r) => r.direction === directionOf(side)) : false;
  return {
    bookingId,
    viewerRole: role,
    window: row.status === 'confirmed' || row.status === 'completed'
      ? { opensAt: w.opensAt.toISOString(), closesAt: w.closesAt.toISOString(), state }
      : null,
    canWrite: side !== null && writeRefusal({ status: row.status, window: state, alreadyWritten: mine }) === null,
    guestReview,
    hostReview: visible('host_to_guest'),
    otherSideSubmitted: side !== null && reviews.some((r) => r.direction === directionOf(otherSide(side))),
    canRespond: role === 'host' && guestReview !== null && guestReview.publishedAt !== null && guestReview.hostResponse === null,
  };
}
