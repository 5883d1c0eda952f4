import { z } from 'zod';
import { IsoDateSchema, MinorUnitsSchema } from './common.js';

/**
 * Notifications (SPEC §3 Notification, issue 4 §7): what happened to a booking, told to the right
 * side in the app (the bell) and by e-mail. The server stores facts; the web app words them.
 */

export const NOTIFICATION_KINDS = [
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
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKindSchema>;

export const NotificationPayloadSchema = z.object({
  bookingId: z.string(),
  listingId: z.string(),
  listingTitle: z.string(),
  checkIn: IsoDateSchema,
  checkOut: IsoDateSchema,
  /** The recipient's side of the booking: the guest's own trip or the host's reservation. */
  role: z.enum(['guest', 'host']),
  /** The other side's display name ("Former member" once they deleted their account). */
  otherName: z.string(),
  /** Who cancelled (booking_cancelled only). */
  by: z.enum(['guest', 'host']).optional(),
  /** Refund to the guest in minor units (booking_cancelled only). */
  refund: MinorUnitsSchema.optional(),
  currency: z.string().optional(),
  /** The note the actor left (a decline message, a cancellation reason). */
  message: z.string().optional(),
  /** The imported calendar that overlaps the booking (calendar_conflict only). */
  feedName: z.string().optional(),
});
export type NotificationPayload = z.infer<typeof NotificationPayloadSchema>;

export const NotificationViewSchema = z.object({
  id: z.string(),
  kind: NotificationKindSchema,
  payload: NotificationPayloadSchema,
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type NotificationView = z.infer<typeof NotificationViewSchema>;

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
    /** Who wrote (the other member). */
    otherName: z.string(),
    /** Unread messages in it not yet in an earlier e-mail. */
    unread: z.number().int(),
    /** The newest of them, shortened. */
    excerpt: z.string(),
  })),
});
export type MessagesUnreadPayload = z.infer<typeof MessagesUnreadPayloadSchema>;
