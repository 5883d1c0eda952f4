import { z } from 'zod';
import { ListingCardSchema } from './search.js';
import { PHOTO_LIMITS } from './hosting.js';
import { ReceivedReviewSchema } from './reviews.js';

/**
 * Public profiles (`/users/:id`, SPEC §2): what anyone may know about a member. Nothing private:
 * no e-mail, no bookings, no role, nothing about their account beyond "e-mail verified".
 */

/** The stored sizes of an avatar, square WebP: 96 for lists and cards, 240 for the profile. */
export const AVATAR_SIZES = [96, 240] as const;

/**
 * `POST /me/avatar` takes one picture in the multipart field `file`, as listing photos are taken
 * (JPEG, PNG, WebP or AVIF by content, at most 20 MB and 100 megapixels), at least 240 × 240
 * (the largest size shown; never upscaled).
 */
export const AVATAR_LIMITS = { maxBytes: PHOTO_LIMITS.maxBytes, minSide: 240, maxPixels: PHOTO_LIMITS.maxPixels } as const;

export const RatingSummarySchema = z.object({
  count: z.number().int(),
  /** Average overall rating, two decimals; null without reviews. */
  average: z.number().nullable(),
});

export const PublicProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The 240 px avatar (or an identity provider's picture); null without one. */
  avatarUrl: z.string().nullable(),
  /** Every stored size of an uploaded avatar, ascending, for srcset; empty otherwise. */
  avatarSources: z.array(z.object({ w: z.number().int(), url: z.string() })),
  about: z.string(),
  /** When they joined (ISO instant); show month and year. */
  memberSince: z.string(),
  emailVerified: z.boolean(),
  /** Their published listings, as search cards (approximate locations only). */
  listings: z.array(ListingCardSchema),
  reviews: z.object({
    /** Guests' published reviews of the member's listings. */
    asHost: RatingSummarySchema,
    /** Hosts' published reviews of the member as a guest. */
    asGuest: RatingSummarySchema,
    /** The newest published reviews received, either way (more: GET /users/:id/reviews). */
    recent: z.array(ReceivedReviewSchema),
  }),
});
export type PublicProfile = z.infer<typeof PublicProfileSchema>;
