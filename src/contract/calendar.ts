import { z } from 'zod';
import { FormerSchema, IsoDateSchema } from './common.js';
import { BookingStatusSchema } from './booking.js';

/**
 * The host's calendar (SPEC §3 CalendarBlock, PriceOverride, CalendarFeed; §7): nights with
 * their price, blocks and bookings; block, unblock and price a range; iCal feeds both ways.
 * Ranges are [startDate, endDate): endDate is the morning after the last night.
 */

const days = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000;

/** `GET /api/v1/listings/:id/calendar?from&to` (host or admin), at most 400 days. */
export const HostCalendarQuerySchema = z
  .strictObject({ from: IsoDateSchema, to: IsoDateSchema })
  .refine((q) => q.to > q.from, { path: ['to'], message: 'must be after from' })
  .refine((q) => days(q.from, q.to) <= 400, { path: ['to'], message: 'at most 400 days after from' });

/** A range of nights, at most the booking horizon long. */
export const NightRangeSchema = z
  .strictObject({ startDate: IsoDateSchema, endDate: IsoDateSchema })
  .refine((r) => r.endDate > r.startDate, { path: ['endDate'], message: 'must be after the start date' })
  .refine((r) => days(r.startDate, r.endDate) <= 366, { path: ['endDate'], message: 'at most 366 nights at once' });

/** `POST /api/v1/listings/:id/calendar/block` and `/unblock`. */
export const BlockBodySchema = NightRangeSchema;

/**
 * `POST /api/v1/listings/:id/calendar/price`: the nightly price (minor units) for these nights,
 * or null to go back to the listing's base price. Bounds are the publish rule's (SPEC §5).
 */
export const PriceBodySchema = z
  .strictObject({ startDate: IsoDateSchema, endDate: IsoDateSchema, nightlyPrice: z.number().int('must be a whole number').nullable() })
  .refine((r) => r.endDate > r.startDate, { path: ['endDate'], message: 'must be after the start date' })
  .refine((r) => days(r.startDate, r.endDate) <= 366, { path: ['endDate'], message: 'at most 366 nights at once' });

export const CALENDAR_NIGHT_STATES = ['available', 'booked', 'blocked', 'imported', 'past'] as const;

export const CalendarBookingSchema = z.object({
  id: z.string(),
  status: BookingStatusSchema,
  checkIn: IsoDateSchema,
  checkOut: IsoDateSchema,
  guestName: z.string(),
  /** true when the guest deleted their account (`guestName` is then "Former guest"). */
  guestFormer: FormerSchema,
});

export const CalendarBlockSchema = z.object({
  id: z.string(),
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
  reason: z.enum(['host', 'imported']),
  feedId: z.string().nullable(),
  feedName: z.string().nullable(),
});

export const HostCalendarSchema = z.object({
  listingId: z.string(),
  from: IsoDateSchema,
  to: IsoDateSchema,
  timeZone: z.string(),
  /** The listing's today: nights before it are `past`. */
  today: IsoDateSchema,
  currency: z.string(),
  basePrice: z.number().int().nullable(),
  /** One per night in [from, to). `bookingId`/`blockId` point into the lists below. */
  nights: z.array(z.object({
    date: IsoDateSchema,
    state: z.enum(CALENDAR_NIGHT_STATES),
    price: z.number().int().nullable(),
    priceOverridden: z.boolean(),
    bookingId: z.string().nullable(),
    blockId: z.string().nullable(),
  })),
  /**
   * Bookings with nights in the range that hold them (requested, confirmed) or held them
   * (completed: past nights keep their guest's name). The web links each to /host/reservations/:id.
   */
  bookings: z.array(CalendarBookingSchema),
  blocks: z.array(CalendarBlockSchema),
});
export type HostCalendar = z.infer<typeof HostCalendarSchema>;

// iCal feeds ----------------------------------------------------------------------------------

export const FEED_LIMITS = {
  /** A feed or uploaded file larger than this is refused. */
  maxBytes: 5 * 1024 * 1024,
  nameMax: 60,
  urlMax: 2000,
  perListing: 10,
} as const;

/** `POST /api/v1/listings/:id/feeds`: another channel's calendar URL (http or https; webcal:// is read as https). */
export const AddFeedBodySchema = z.strictObject({
  name: z.string().trim().min(1, 'please name the channel').max(FEED_LIMITS.nameMax, `at most ${FEED_LIMITS.nameMax} characters`),
  url: z.string().trim().max(FEED_LIMITS.urlMax, `at most ${FEED_LIMITS.urlMax} characters`)
    .regex(/^(https?|webcal):\/\/\S+$/i, 'must be an http(s) or webcal address'),
});

export const FeedConflictSchema = z.object({
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
  bookingId: z.string(),
});

/**
 * Why a feed's last sync failed, for wording it in the reader's language (the server's English
 * sentence is `lastError`): the address, the network, the other site's answer, or the file.
 */
export const FEED_ERROR_CODES = [
  'bad_address', 'private_address', 'no_such_host', 'connection_refused', 'certificate', 'timeout', 'unreachable',
  'redirect', 'http_status', 'too_large', 'encoding', 'incomplete', 'not_ical', 'too_many_events', 'bad_event',
] as const;
export type FeedErrorCode = (typeof FEED_ERROR_CODES)[number];

export const FeedViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** null for an uploaded file. */
  url: z.string().nullable(),
  kind: z.enum(['url', 'file']),
  lastSyncedAt: z.string().nullable(),
  /** The last failed attempt: its message and when (the last good blocks are kept). */
  lastError: z.string().nullable(),
  /** What kind of failure it was (null for none, or one recorded before codes were). */
  lastErrorCode: z.enum(FEED_ERROR_CODES).nullable(),
  lastErrorAt: z.string().nullable(),
  /** Imported busy ranges currently held from this feed. */
  blockCount: z.number().int(),
  /** Imported ranges that overlap a Roost booking (kept; the host is told). */
  conflicts: z.array(FeedConflictSchema),
});
export type FeedView = z.infer<typeof FeedViewSchema>;
export const FeedListSchema = z.object({ feeds: z.array(FeedViewSchema) });

/** `GET /api/v1/listings/:id/calendar/export` and `POST …/export/reset`: the secret export address. */
export const CalendarExportSchema = z.object({ url: z.string() });
export const CalendarExportQuerySchema = z.strictObject({ token: z.string().min(1).max(200) });
