import { z } from 'zod';
import { DEFAULT_WISHLIST_ID, DEFAULT_WISHLIST_NAME, WISHLIST_NAME_MAX } from './values.js';
import { IsoDateSchema } from './common.js';
import { PhotoViewSchema } from './photos.js';
import { ListingCardSchema, PinSchema } from './search.js';
import { EntityIdSchema, memberText } from './text.js';

/** Wishlists (issue 12 §3): a member's named lists of saved stays. */

export { DEFAULT_WISHLIST_ID, DEFAULT_WISHLIST_NAME, WISHLIST_NAME_MAX };
export const WishlistNameSchema = memberText(1, WISHLIST_NAME_MAX);
export const MAX_WISHLISTS = 100;
export const MAX_WISHLIST_ITEMS = 500;

/** A new list; with `listingId`, that stay is saved in it at once (the "create one by name" step). */
export const CreateWishlistBodySchema = z.strictObject({ name: WishlistNameSchema, listingId: EntityIdSchema.optional() });
export type CreateWishlistBody = z.infer<typeof CreateWishlistBodySchema>;
export const RenameWishlistBodySchema = z.strictObject({ name: WishlistNameSchema });
export type RenameWishlistBody = z.infer<typeof RenameWishlistBodySchema>;

export const WishlistSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Stays in it. */
  count: z.number().int(),
  /** The first photo of the stay saved last; null for an empty list. */
  cover: PhotoViewSchema.nullable(),
  createdAt: z.string(),
  /** Its creation or the latest save, whichever is later (lists are shown newest first). */
  updatedAt: z.string(),
});
export type WishlistSummary = z.infer<typeof WishlistSummarySchema>;

export const WishlistListResponseSchema = z.object({ wishlists: z.array(WishlistSummarySchema) });
export type WishlistListResponse = z.infer<typeof WishlistListResponseSchema>;

/** Dates to see each stay's availability and total for (as on the search page). */
export const WishlistQueryObject = z.strictObject({
  checkin: IsoDateSchema.optional(),
  checkout: IsoDateSchema.optional(),
  guests: z.coerce.number().int('must be a whole number').min(1).max(16).optional(),
});
export const WishlistQuerySchema = WishlistQueryObject.superRefine((q, ctx) => {
  if (Boolean(q.checkin) !== Boolean(q.checkout)) {
    ctx.addIssue({ code: 'custom', path: [q.checkin ? 'checkout' : 'checkin'], message: 'give both check-in and check-out, or neither' });
  }
  if (q.checkin && q.checkout && q.checkout <= q.checkin) {
    ctx.addIssue({ code: 'custom', path: ['checkout'], message: 'must be after check-in' });
  }
});
export type WishlistQuery = z.infer<typeof WishlistQuerySchema>;

export const WishlistItemSchema = z.object({
  /** The stay's card; `total` is set only when dates are given and the stay is available for them. */
  listing: ListingCardSchema,
  addedAt: z.string(),
  /** false once the host unlisted it or an operator suspended it: it stays in the list, not bookable. */
  listed: z.boolean(),
  /** With dates: whether it can be booked for them; null without dates. */
  available: z.boolean().nullable(),
  /**
   * Why not, when `available` is false or the stay is not listed: 'UNLISTED', or the code a booking
   * would fail with (DATES_UNAVAILABLE, STAY_TOO_SHORT, STAY_TOO_LONG, TOO_MANY_GUESTS, VALIDATION_FAILED
   * for dates in the past or too far ahead).
   */
  unavailableReason: z.string().nullable(),
});
export type WishlistItem = z.infer<typeof WishlistItemSchema>;

export const WishlistDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  /** Newest saved first. */
  items: z.array(WishlistItemSchema),
  /** One per stay with a location, for the map (nightly price). */
  pins: z.array(PinSchema),
  currency: z.string(),
  /** The dates asked for, or null. */
  stay: z.object({ checkin: z.string(), checkout: z.string(), guests: z.number().int() }).nullable(),
});
export type WishlistDetail = z.infer<typeof WishlistDetailSchema>;

export const WishlistItemResponseSchema = z.object({
  wishlistId: z.string(),
  listingId: z.string(),
  /** true after a save, false after a removal (both idempotent). */
  saved: z.boolean(),
});
export type WishlistItemResponse = z.infer<typeof WishlistItemResponseSchema>;

/** Which stays the member saved, for the hearts on cards (and which list holds each). */
export const SavedListingsResponseSchema = z.object({
  listingIds: z.array(z.string()),
  items: z.array(z.object({ listingId: z.string(), wishlistId: z.string() })),
});
export type SavedListingsResponse = z.infer<typeof SavedListingsResponseSchema>;
