import { z } from 'zod';
import { REVIEW_TEXT_MIN, REVIEW_TEXT_MAX, RESPONSE_TEXT_MAX } from './values.js';
import { FormerSchema, memberTextSchema } from './common.js';
import { CATEGORY_KEYS, CategoryRatingsSchema, ReviewSchema } from './listing.js';

/**
 * Double-blind reviews (SPEC §3 Review, §4): after a completed stay the guest reviews the
 * listing and the host reviews the guest, each once, within the review window. Neither side
 * reads the other's review before it is published (both in, or the window closed).
 */

export { REVIEW_TEXT_MIN, REVIEW_TEXT_MAX, RESPONSE_TEXT_MAX };

export const RatingSchema = z.number().int('must be a whole number').min(1, 'must be 1 to 5').max(5, 'must be 1 to 5');

/** The six category ratings of a guest's review, 1–5 each (names as in CategoryRatings). */
export const CategoryRatingsBodySchema = z.strictObject(
  Object.fromEntries(CATEGORY_KEYS.map((k) => [k, RatingSchema])) as Record<(typeof CATEGORY_KEYS)[number], typeof RatingSchema>,
);

/** `POST /bookings/:id/review` by the booking's guest: the listing, overall and by category. */
export const GuestReviewBodySchema = z.strictObject({
  rating: RatingSchema,
  categories: CategoryRatingsBodySchema,
  body: memberTextSchema(REVIEW_TEXT_MIN, REVIEW_TEXT_MAX),
});
export type GuestReviewBody = z.infer<typeof GuestReviewBodySchema>;

/** `POST /bookings/:id/review` by the listing's host: the guest, overall only. */
export const HostReviewBodySchema = z.strictObject({
  rating: RatingSchema,
  body: memberTextSchema(REVIEW_TEXT_MIN, REVIEW_TEXT_MAX),
});
export type HostReviewBody = z.infer<typeof HostReviewBodySchema>;

export const ReviewDirectionSchema = z.enum(['guest_to_listing', 'host_to_guest']);

/** One review of one booking, as its author sees it, or anyone once it is published. */
export const BookingReviewSchema = z.object({
  id: z.string(),
  direction: ReviewDirectionSchema,
  author: z.object({ id: z.string().nullable(), name: z.string(), avatarUrl: z.string().nullable(), former: FormerSchema }),
  rating: z.number().int(),
  /** The guest's category ratings; null on a host's review of a guest. */
  categories: CategoryRatingsSchema.nullable(),
  body: z.string(),
  submittedAt: z.string(),
  /** Null until published: only its author can see it then. */
  publishedAt: z.string().nullable(),
  hostResponse: z.string().nullable(),
  hostRespondedAt: z.string().nullable(),
});
export type BookingReview = z.infer<typeof BookingReviewSchema>;

/** `GET /bookings/:id/review`: what the caller may see and do about this stay's reviews. */
export const BookingReviewsViewSchema = z.object({
  bookingId: z.string(),
  viewerRole: z.enum(['guest', 'host', 'admin']),
  /** The review window; null for a booking that will never complete (declined, cancelled…). */
  window: z
    .object({
      opensAt: z.string(),
      /** The deadline: writing is possible until just before this instant. */
      closesAt: z.string(),
      state: z.enum(['upcoming', 'open', 'closed']),
    })
    .nullable(),
  /** The caller may write their review now (their side, completed, window open, not yet written). */
  canWrite: z.boolean(),
  /** The guest's review of the listing: shown to its author, or to anyone once published. */
  guestReview: BookingReviewSchema.nullable(),
  /** The host's review of the guest: shown to its author, or to anyone once published. */
  hostReview: BookingReviewSchema.nullable(),
  /**
   * The other side has written their review and it waits for yours or for the window to close.
   * Its content is never included before publication; this only says it exists.
   */
  otherSideSubmitted: z.boolean(),
  /** The caller is the host and may answer the guest's published review (once). */
  canRespond: z.boolean(),
});
export type BookingReviewsView = z.infer<typeof BookingReviewsViewSchema>;

/** `POST /reviews/:id/response`: the listing's host answers a published review, once. */
export const ReviewResponseBodySchema = z.strictObject({ body: memberTextSchema(1, RESPONSE_TEXT_MAX) });
export type ReviewResponseBody = z.infer<typeof ReviewResponseBodySchema>;

/** A review a member received, for their public profile: the listing review page's shape plus its context. */
export const ReceivedReviewSchema = ReviewSchema.extend({
  /** guest_to_listing: a guest reviewed one of the member's listings (as host); host_to_guest: a host reviewed the member (as guest). */
  direction: ReviewDirectionSchema,
  listing: z.object({ id: z.string(), title: z.string() }),
});
export type ReceivedReview = z.infer<typeof ReceivedReviewSchema>;

export const UserReviewsQuerySchema = z.strictObject({
  /** Only those received as a host, or as a guest; both when absent. */
  as: z.enum(['host', 'guest']).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export type UserReviewsQuery = z.infer<typeof UserReviewsQuerySchema>;

/** `GET /users/:id/reviews`: published reviews a member received, newest first. */
export const UserReviewsResponseSchema = z.object({
  reviews: z.array(ReceivedReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type UserReviewsResponse = z.infer<typeof UserReviewsResponseSchema>;
