import { z } from 'zod';
import { MAX_INFANTS, MESSAGE_MAX } from './values.js';
import { FormerSchema, IsoDateSchema } from './common.js';
import { PriceBreakdownSchema } from './listing.js';
import { BOOKING_STATUSES } from '../domain/booking/states.js';

/** Bookings API (SPEC §4, §5, §7): request bodies, queries and the one booking view. */

export const BookingStatusSchema = z.enum(BOOKING_STATUSES);
export type BookingStatusName = z.infer<typeof BookingStatusSchema>;

export { MAX_INFANTS, MESSAGE_MAX };

export const CreateBookingBodySchema = z
  .strictObject({
    listingId: z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'is not a listing id'),
    checkIn: IsoDateSchema,
    checkOut: IsoDateSchema,
    adults: z.number().int('must be a whole number').min(1, 'at least one adult').max(16),
    children: z.number().int('must be a whole number').min(0).max(16).default(0),
    infants: z.number().int('must be a whole number').min(0).max(MAX_INFANTS, `at most ${MAX_INFANTS} infants`).default(0),
    pets: z.number().int('must be a whole number').min(0).max(10).default(0),
    messageToHost: z.string().trim().max(MESSAGE_MAX, `at most ${MESSAGE_MAX} characters`).optional(),
    acceptRules: z.literal(true, 'please accept the house rules'),
  })
  .refine((b) => b.checkOut > b.checkIn, { path: ['checkOut'], message: 'must be after check-in' });
export type CreateBookingBody = z.infer<typeof CreateBookingBodySchema>;

/** An Idempotency-Key header value: opaque to the server, unique per attempt on the client. */
export const IdempotencyKeySchema = z.string().min(1).max(255).regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces');

export const BOOKING_GROUPS = ['upcoming', 'past', 'cancelled'] as const;
export const BookingListQuerySchema = z.strictObject({
  as: z.enum(['guest', 'host']).default('guest'),
  status: z.enum(BOOKING_GROUPS).optional(),
});
export type BookingListQuery = z.infer<typeof BookingListQuerySchema>;

export const DecisionBodySchema = z.strictObject({ message: z.string().trim().max(MESSAGE_MAX).optional() });
export const CancelBodySchema = z.strictObject({ reason: z.string().trim().max(MESSAGE_MAX).optional() });
export const EmptyBodySchema = z.strictObject({});

export const BookingActionSchema = z.enum(['accept', 'decline', 'withdraw', 'cancel']);
export type BookingAction = z.infer<typeof BookingActionSchema>;

export const BookingPriceSchema = PriceBreakdownSchema;

/**
 * Why Roost itself moved a booking, for the web to word in the reader's language (`reason` keeps
 * the English sentence): the host did not answer in time, the stay is over, or the operator
 * closed the other member's account.
 */
export const BOOKING_REASON_CODES = ['no_answer', 'stay_over', 'account_closed'] as const;
export type BookingReasonCode = (typeof BOOKING_REASON_CODES)[number];

export const BookingEventViewSchema = z.object({
  /** 'guest' | 'host' | 'system' | 'admin'; `name` is null for the system or an erased account. */
  actor: z.object({ kind: z.enum(['guest', 'host', 'system', 'admin']), name: z.string().nullable() }),
  at: z.string(),
  from: BookingStatusSchema.nullable(),
  to: BookingStatusSchema,
  /** A member's own note (a decline message, a cancellation reason), or Roost's English sentence. */
  reason: z.string().nullable(),
  /** Set when Roost wrote `reason`: which of its reasons it is. Null for a member's note. */
  reasonCode: z.enum(BOOKING_REASON_CODES).nullable(),
});

export const BookingViewSchema = z.object({
  id: z.string(),
  status: BookingStatusSchema,
  /** Who is looking: decides availableActions and what is shown. */
  viewerRole: z.enum(['guest', 'host', 'admin']),
  listing: z.object({
    id: z.string(),
    title: z.string(),
    city: z.string(),
    country: z.string(),
    timeZone: z.string(),
    photoUrl: z.string().nullable(),
    checkInFrom: z.string(),
    checkOutBy: z.string(),
    cancellationPolicy: z.enum(['flexible', 'moderate', 'strict']),
    /** Only for the host, and for the guest of a confirmed or completed booking. */
    address: z
      .object({ street: z.string(), city: z.string(), region: z.string(), postalCode: z.string(), country: z.string() })
      .nullable(),
    location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  }),
  guest: z.object({ id: z.string().nullable(), name: z.string(), former: FormerSchema }),
  host: z.object({ id: z.string(), name: z.string(), former: FormerSchema }),
  checkIn: IsoDateSchema,
  checkOut: IsoDateSchema,
  guests: z.object({ adults: z.number().int(), children: z.number().int(), infants: z.number().int(), pets: z.number().int() }),
  currency: z.string(),
  price: BookingPriceSchema,
  total: z.number().int(),
  messageToHost: z.string().nullable(),
  expiresAt: z.string().nullable(),
  refundAmount: z.number().int().nullable(),
  createdAt: z.string(),
  history: z.array(BookingEventViewSchema),
  availableActions: z.array(BookingActionSchema),
  /** What cancelling now would refund (viewer's side of the policy); null when cancel is not available. */
  cancelPreview: z.object({ refund: z.number().int(), kept: z.number().int(), rule: z.string() }).nullable(),
});
export type BookingView = z.infer<typeof BookingViewSchema>;

export const BookingListItemSchema = BookingViewSchema.omit({ history: true });
export type BookingListItem = z.infer<typeof BookingListItemSchema>;
export const BookingListResponseSchema = z.object({ bookings: z.array(BookingListItemSchema) });
export type BookingListResponse = z.infer<typeof BookingListResponseSchema>;
