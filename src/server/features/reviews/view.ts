import type { BookingReview } from '../../../contract/reviews.js';
import type { ReviewRow } from './repo.js';
import { nameOf } from '../account/index.js';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** A reviews row as the booking's review page shows it. Whether the reader may see it is decided before. */
export function toBookingReview(r: ReviewRow): BookingReview {
  const guest = r.direction === 'guest_to_listing';
  return {
    id: r.id,
    direction: r.direction,
    author: { id: r.author_id, ...nameOf(r.author_name, guest ? 'guest' : 'host'), avatarUrl: r.author_avatar },
    rating: r.rating,
    categories: guest && r.cleanliness !== null
      ? {
          cleanliness: r.cleanliness, accuracy: r.accuracy ?? 0, checkIn: r.check_in ?? 0,
          communication: r.communication ?? 0, location: r.location ?? 0, value: r.value ?? 0,
        }
      : null,
    body: r.body,
    submittedAt: iso(r.submitted_at)!,
    publishedAt: iso(r.published_at),
    hostResponse: r.host_response,
    hostRespondedAt: iso(r.host_response_at),
  };
}
