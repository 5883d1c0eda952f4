import { z } from 'zod';
import { ADMIN_PAGE_MAX } from './admin.js';
import { BOOKING_REASON_CODES, BookingPriceSchema, BookingStatusSchema } from './booking.js';
import { ListingStatusSchema } from './hosting.js';
import { FEED_ERROR_CODES } from './calendar.js';
import { FormerSchema } from './common.js';

/**
 * The operator's console, listings and bookings (issue 14; docs/decisions/0030): lists paged by
 * page number with a total (a view is a link: filters, sort and page sit in the URL), sorted by a
 * whitelisted column, and one booking's full record. Reads only; suspend and restore are the
 * existing `POST /admin/listings/:id/suspend|restore`. Also the calendar feeds whose last sync
 * failed (docs/decisions/0038), oldest failure first.
 */

const Text = z.string().trim().max(100).optional();
/** 1-based; the server answers an empty page past the end (the total says how many there are). */
const Page = z.coerce.number().int().min(1).max(10_000).default(1);
const Limit = z.coerce.number().int().min(1).max(ADMIN_PAGE_MAX).default(25);
const Dir = z.enum(['asc', 'desc']).default('desc');
/** A member; `former` once they deleted their account (`name` is then an English placeholder, decision 0040). */
const Person = z.object({ id: z.string(), name: z.string(), former: FormerSchema });

/** What every console list answers besides its rows. */
const paged = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), limit: z.number().int() });

// Listings -------------------------------------------------------------------------------------

export const ADMIN_LISTING_SORTS = ['created', 'updated', 'title', 'place'] as const;
export const AdminListingsQuerySchema = z.strictObject({
  /** Part of the title, or a listing id. */
  q: Text,
  status: ListingStatusSchema.optional(),
  /** Part of the host's name or e-mail, or the host's id. */
  host: Text,
  /** Part of the city or region, or a country code. */
  place: Text,
  sort: z.enum(ADMIN_LISTING_SORTS).default('created'),
  dir: Dir,
  page: Page,
  limit: Limit,
});
export type AdminListingsQuery = z.infer<typeof AdminListingsQuerySchema>;

export const AdminListingSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: ListingStatusSchema,
  /** Why it was rejected or suspended (the host is shown it); null otherwise. */
  statusReason: z.string().nullable(),
  suspendedByBan: z.boolean(),
  host: Person.extend({ email: z.string() }),
  city: z.string(),
  region: z.string(),
  country: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminListing = z.infer<typeof AdminListingSchema>;
export const AdminListingsResponseSchema = paged(AdminListingSchema);
export type AdminListingsResponse = z.infer<typeof AdminListingsResponseSchema>;

// Bookings -------------------------------------------------------------------------------------

export const ADMIN_BOOKING_SORTS = ['created', 'checkIn', 'total'] as const;
export const AdminBookingsQuerySchema = z.strictObject({
  /** A booking id, part of the guest's or the host's name or e-mail, or part of the listing's title. */
  q: Text,
  status: BookingStatusSchema.optional(),
  sort: z.enum(ADMIN_BOOKING_SORTS).default('created'),
  dir: Dir,
  page: Page,
  limit: Limit,
});
export type AdminBookingsQuery = z.infer<typeof AdminBookingsQuerySchema>;

export const AdminBookingSchema = z.object({
  id: z.string(),
  status: BookingStatusSchema,
  listing: z.object({ id: z.string(), title: z.string() }),
  /** null once the guest erased their account. */
  guest: Person.nullable(),
  host: Person,
  checkIn: z.string(),
  checkOut: z.string(),
  total: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
});
export type AdminBooking = z.infer<typeof AdminBookingSchema>;
export const AdminBookingsResponseSchema = paged(AdminBookingSchema);
export type AdminBookingsResponse = z.infer<typeof AdminBookingsResponseSchema>;

export const AdminBookingEventSchema = z.object({
  at: z.string(),
  from: BookingStatusSchema.nullable(),
  to: BookingStatusSchema,
  /** Who moved it: null for the system (expiry, completion). `as` is their side of this booking. */
  actor: Person.extend({ as: z.enum(['guest', 'host', 'admin', 'other']) }).nullable(),
  reason: z.string().nullable(),
  /** Set when Roost wrote `reason` (as on the member's booking page). */
  reasonCode: z.enum(BOOKING_REASON_CODES).nullable(),
});

/** One booking as the operator reads it: both parties, the listing, the price, every transition. */
export const AdminBookingDetailSchema = AdminBookingSchema.extend({
  guest: Person.extend({ email: z.string() }).nullable(),
  host: Person.extend({ email: z.string() }),
  listing: z.object({ id: z.string(), title: z.string(), status: ListingStatusSchema, city: z.string(), country: z.string() }),
  guests: z.object({ adults: z.number().int(), children: z.number().int(), infants: z.number().int(), pets: z.number().int() }),
  price: BookingPriceSchema,
  /** What was paid back on cancellation, in minor units; null when nothing was. */
  refundAmount: z.number().int().nullable(),
  messageToHost: z.string().nullable(),
  expiresAt: z.string().nullable(),
  history: z.array(AdminBookingEventSchema),
});
export type AdminBookingDetail = z.infer<typeof AdminBookingDetailSchema>;

// Failing calendar feeds -----------------------------------------------------------------------

/** `GET /admin/feeds`: feeds whose last sync failed, longest failing first. */
export const AdminFeedsQuerySchema = z.strictObject({ page: Page, limit: Limit });
export type AdminFeedsQuery = z.infer<typeof AdminFeedsQuerySchema>;

export const AdminFeedSchema = z.object({
  id: z.string(),
  /** What the host called it ("Airbnb"). */
  name: z.string(),
  kind: z.enum(['url', 'file']),
  /** The host part of its address only (feed addresses often carry a secret token); null for an uploaded file. */
  urlHost: z.string().nullable(),
  listing: z.object({ id: z.string(), title: z.string(), status: ListingStatusSchema }),
  host: Person.extend({ email: z.string() }),
  /** The last failure, in English, and its kind; null once a sync works again. */
  lastError: z.string().nullable(),
  lastErrorCode: z.enum(FEED_ERROR_CODES).nullable(),
  lastErrorAt: z.string().nullable(),
  /** The last sync that worked; null if none ever did. */
  lastSyncedAt: z.string().nullable(),
  /** Since when it has not synced: the last good sync, else when it was added. The list's order. */
  failingSince: z.string(),
  createdAt: z.string(),
});
export type AdminFeed = z.infer<typeof AdminFeedSchema>;
export const AdminFeedsResponseSchema = paged(AdminFeedSchema);
export type AdminFeedsResponse = z.infer<typeof AdminFeedsResponseSchema>;
