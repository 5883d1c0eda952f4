import type { Deps } from '../../deps.js';
import type { SessionUser } from '../auth/session.js';
import { AppError, notFound } from '../../http/errors.js';
import type { BookingReview, ReviewResponseBody } from '../../../contract/reviews.js';
import { mayRead, responseRefusal } from '../../../domain/review/rules.js';
import { bookingPayload, findBooking, lockBooking } from '../bookings/index.js';
import { insertNotification, wakeEmailDelivery } from '../notifications/index.js';
import { publishDueReviews } from './publish.js';
import * as repo from './repo.js';
import { toBookingReview } from './view.js';

/**
 * The listing's host answers a guest's published review, once. A review the host may not read
 * (someone else's listing, or not yet published) is 404 whatever the id; a second answer is 409.
 */
export async function respondToReview(deps: Deps, user: SessionUser, reviewId: string, body: ReviewResponseBody): Promise<BookingReview> {
  const found = await repo.findReview(deps.database.db, reviewId);
  if (!found || found.host_id !== user.id) throw notFound('That review');
  await publishDueReviews(deps, { bookingId: found.booking_id });
  await deps.database.db.transaction().execute(async (trx) => {
    // The booking lock orders this after any publication of the same stay.
    await lockBooking(trx, found.booking_id);
    const r = await repo.findReview(trx, reviewId);
    if (!r) throw notFound('That review');
    const published = r.published_at !== null;
    if (!mayRead({ direction: r.direction, published }, 'host')) throw notFound('That review');
    const refusal = responseRefusal({ direction: r.direction, published, answered: r.host_response !== null });
    if (refusal === 'not_answerable') throw new AppError('FORBIDDEN', 'You can answer guests’ reviews of your listings, not your own reviews.');
    const now = deps.now();
    if (refusal === 'already_answered' || !(await repo.setHostResponse(trx, reviewId, body.body, now))) {
      throw new AppError('ALREADY_RESPONDED', 'You have already answered this review.');
    }
    const booking = await findBooking(trx, r.booking_id);
    if (booking?.guest_id && r.author_id === booking.guest_id) {
      await insertNotification(trx, {
        userId: booking.guest_id, kind: 'review_response', at: now, dedupeKey: `review_response:${reviewId}`,
        payload: { ...bookingPayload(booking, 'guest'), reviewId },
      });
    }
  });
  wakeEmailDelivery(deps);
  return toBookingReview((await repo.findReview(deps.database.db, reviewId))!);
}
