import { z } from 'zod';
import { FormerSchema, IsoDateSchema, MinorUnitsSchema } from './common.js';
import { BOOKING_REASON_CODES } from './booking.js';

/**
 * Notifications (SPEC §3 Notification, issue 4 §7): what happened to a booking, told to the right
 * side in the app (the bell) and by e-mail. The server stores facts; the web app words them.
 */

/** Kinds about a booking's lifecycle; their payload is BookingNotificationPayload. */
export const BOOKING_NOTIFICATION_KINDS = [
  'booking_requested', // to the host: a guest asks to stay
  'booking_confirmed', // to the host: an instant booking was made
  'booking_accepted', // to the guest: the host accepted the request
  'booking_declined', // to the guest: the host declined the request
  'booking_expired', // to both: the request was not answered in time
  'booking_withdrawn', // to the host: the guest withdrew the request
  'booking_cancelled', // to the other side of a cancellation
  'stay_reminder', // to both: check-in is in two days
  'calendar_conflict', // to the host: an imported calendar is busy on nights a Roost booking holds
] as const;

/** Kinds about a stay's reviews; their payload is ReviewNotificationPayload. */
export const REVIEW_NOTIFICATION_KINDS = [
  'review_requested', // to both, when the stay completes: write your review before `deadline`
  'review_reminder', // to a side that has not written, once, a few days before `deadline`
  'review_published', // to both, when the stay's reviews go public (`received`: one about you is now readable)
  'review_response', // to the guest: the host answered their published review
] as const;

/** Kinds about reports; their payload is ReportNotificationPayload. */
export const REPORT_NOTIFICATION_KINDS = [
  'report_received', // to the reporter: we have your report
  'report_handled', // to the reporter: an operator handled it (`outcome`)
] as const;

export type BookingNotificationKind = (typeof BOOKING_NOTIFICATION_KINDS)[number];
export type ReviewNotificationKind = (typeof REVIEW_NOTIFICATION_KINDS)[number];

export const NOTIFICATION_KINDS = [...BOOKING_NOTIFICATION_KINDS, ...REVIEW_NOTIFICATION_KINDS, ...REPORT_NOTIFICATION_KINDS] as const;
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKindSchema>;

export const BookingNotificationPayloadSchema = z.object({
  bookingId: z.string(),
  listingId: z.string(),
  listingTitle: z.string(),
  checkIn: IsoDateSchema,
  checkOut: IsoDateSchema,
  /** The recipient's side of the booking: the guest's own trip or the host's reservation. */
  role: z.enum(['guest', 'host']),
  /** The other side's display name ("Former member" once they deleted their account). */
  otherName: z.string(),
  /** true once the other side deleted their account: the web words `otherName` itself. */
  otherFormer: FormerSchema,
  /** Who cancelled (booking_cancelled only). */
  by: z.enum(['guest', 'host']).optional(),
  /** Refund to the guest in minor units (booking_cancelled only). */
  refund: MinorUnitsSchema.optional(),
  currency: z.string().optional(),
  /** The note the actor left (a decline message, a cancellation reason), or Roost's English sentence. */
  message: z.string().optional(),
  /** Set when Roost wrote `message` (the operator closed the other member's account). */
  messageCode: z.enum(BOOKING_REASON_CODES).optional(),
  /** The imported calendar that overlaps the booking (calendar_conflict only). */
  feedName: z.string().optional(),
});
export type BookingNotificationPayload = z.infer<typeof BookingNotificationPayloadSchema>;

/** A review notice is about one stay: the booking payload plus what the review step adds. */
export const ReviewNotificationPayloadSchema = BookingNotificationPayloadSchema.extend({
  /** review_requested, review_reminder: when the review window closes (ISO instant). */
  deadline: z.string().optional(),
  /** review_requested, review_reminder: the last day to write, in the listing's zone ("by Mar 25"). */
  lastDay: IsoDateSchema.optional(),
  /** review_published: the other side's review of the reader is now public. */
  received: z.boolean().optional(),
  /** review_published: the reader's own review is now public. */
  wrote: z.boolean().optional(),
  /** review_response: the review that was answered. */
  reviewId: z.string().optional(),
});
export type ReviewNotificationPayload = z.infer<typeof ReviewNotificationPayloadSchema>;

export const ReportNotificationPayloadSchema = z.object({
  reportId: z.string(),
  targetType: z.enum(['listing', 'user', 'review', 'message']),
  targetId: z.string(),
  /** What was reported, in English words the reporter recognises: a listing's title, a member's name, "a review of …". */
  targetLabel: z.string(),
  /**
   * What `targetLabel` is made of, for words in the reader's language (decision 0040): the listing's
   * title (also a review's), the member's name (also a message's sender); null when it was gone by
   * the time the report was handled. Absent from notices written before it existed.
   */
  targetName: z.string().nullable().optional(),
  /** The member (or the message's sender) had deleted their account: `targetName` is an English placeholder. */
  targetFormer: FormerSchema,
  /** The listing the target belongs to (a listing, or a review of one), to link back to; null otherwise. */
  listingId: z.string().nullable(),
  reason: z.string(),
  /** report_handled: whether the operator acted on it or found nothing to act on. */
  outcome: z.enum(['actioned', 'dismissed']).optional(),
});
export type ReportNotificationPayload = z.infer<typeof ReportNotificationPayloadSchema>;

/** Any notification's payload; `payloadSchemaOf(kind)` gives the one a kind carries. */
export const NotificationPayloadSchema = z.union([
  ReviewNotificationPayloadSchema, BookingNotificationPayloadSchema, ReportNotificationPayloadSchema,
]);
export type NotificationPayload = z.infer<typeof NotificationPayloadSchema>;

const isOf = <K extends string>(kinds: readonly K[], kind: string): kind is K => (kinds as readonly string[]).includes(kind);

export function payloadSchemaOf(kind: NotificationKind) {
  if (isOf(REVIEW_NOTIFICATION_KINDS, kind)) return ReviewNotificationPayloadSchema;
  if (isOf(REPORT_NOTIFICATION_KINDS, kind)) return ReportNotificationPayloadSchema;
  return BookingNotificationPayloadSchema;
}

/** A stored kind and payload, checked against each other (the e-mail job reads them back). */
export function parseNotificationContent(kind: NotificationKind, payload: unknown): NotificationContent {
  return { kind, payload: payloadSchemaOf(kind).parse(payload) } as NotificationContent;
}

const NOTIFICATION_FIELDS = { id: z.string(), createdAt: z.string(), readAt: z.string().nullable() };

/** One notification; `kind` tells which payload it carries (TypeScript narrows on it). */
export const NotificationViewSchema = z.discriminatedUnion('kind', [
  z.object({ ...NOTIFICATION_FIELDS, kind: z.enum(BOOKING_NOTIFICATION_KINDS), payload: BookingNotificationPayloadSchema }),
  z.object({ ...NOTIFICATION_FIELDS, kind: z.enum(REVIEW_NOTIFICATION_KINDS), payload: ReviewNotificationPayloadSchema }),
  z.object({ ...NOTIFICATION_FIELDS, kind: z.enum(REPORT_NOTIFICATION_KINDS), payload: ReportNotificationPayloadSchema }),
]);
export type NotificationView = z.infer<typeof NotificationViewSchema>;
/** A kind with its payload, as written and as read (the view without its bookkeeping). */
export type NotificationContent = NotificationView extends infer V ? (V extends unknown ? Pick<V & NotificationView, 'kind' | 'payload'> : never) : never;

export const NOTIFICATIONS_PAGE_MAX = 50;

export const NotificationListQuerySchema = z.strictObject({
  /** Opaque cursor from the previous page's `nextCursor`. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_MAX).default(20),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuerySchema>;

export const NotificationListResponseSchema = z.object({
  items: z.array(NotificationViewSchema),
  unreadCount: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type NotificationListResponse = z.infer<typeof NotificationListResponseSchema>;

export const UnreadCountResponseSchema = z.object({ unreadCount: z.number().int() });
export type UnreadCountResponse = z.infer<typeof UnreadCountResponseSchema>;

/** Marks the given notifications read, or every one of the member's when `ids` is absent. */
export const MarkReadBodySchema = z.strictObject({
  ids: z.array(z.string().min(1).max(64)).min(1).max(NOTIFICATIONS_PAGE_MAX).optional(),
});
export type MarkReadBody = z.infer<typeof MarkReadBodySchema>;

/**
 * Notices sent by e-mail only, through the same outbox as notifications but never listed in the
 * bell (messages have their own unread count in the header; docs/decisions/0017).
 */
export const EMAIL_ONLY_KINDS = [
  'messages_unread', // to a member: messages to them left unread for a while, grouped by conversation
] as const;
export type EmailOnlyKind = (typeof EMAIL_ONLY_KINDS)[number];

export const MessagesUnreadPayloadSchema = z.object({
  conversations: z.array(z.object({
    conversationId: z.string(),
    listingTitle: z.string(),
    /** Who wrote (the other member); "Former member" once they deleted their account. */
    otherName: z.string(),
    /** true once the other member deleted their account: the e-mail words `otherName` in its own language. */
    otherFormer: FormerSchema,
    /** Unread messages in it not yet in an earlier e-mail. */
    unread: z.number().int(),
    /** The newest of them the operator has not hidden, shortened; absent when every one is hidden. */
    excerpt: z.string().optional(),
    /** The id of the message `excerpt` quotes: hiding it before the e-mail goes out removes the quote. */
    excerptOf: z.string().optional(),
  })),
});
export type MessagesUnreadPayload = z.infer<typeof MessagesUnreadPayloadSchema>;
