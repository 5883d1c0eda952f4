import { z } from 'zod';
import { BookingStatusSchema, MESSAGE_MAX } from './booking.js';
import { PhotoViewSchema } from './photos.js';
import { EntityIdSchema, memberText } from './text.js';
import { FormerSchema } from './common.js';

/**
 * Messages (issue 12 §2): one conversation per guest and listing, between that guest and the
 * listing's host. Bodies are plain text, 1–2000 characters after trimming.
 */

export { MESSAGE_MAX };
export const MessageBodySchema = memberText(1, MESSAGE_MAX);

/**
 * Starts (or continues) a conversation with a first message. `listingId`: the caller is the guest,
 * writing to the listing's host (a published listing, or one they have a booking at). `bookingId`:
 * the booking's guest or host writes in the conversation of that booking's guest and listing.
 */
export const StartConversationBodySchema = z
  .strictObject({ listingId: EntityIdSchema.optional(), bookingId: EntityIdSchema.optional(), body: MessageBodySchema })
  .superRefine((b, ctx) => {
    if (Boolean(b.listingId) === Boolean(b.bookingId)) {
      ctx.addIssue({ code: 'custom', path: [b.listingId ? 'bookingId' : 'listingId'], message: 'give either listingId or bookingId' });
    }
  });
export type StartConversationBody = z.infer<typeof StartConversationBodySchema>;

export const SendMessageBodySchema = z.strictObject({ body: MessageBodySchema });
export type SendMessageBody = z.infer<typeof SendMessageBodySchema>;

/** Marks the conversation read up to `lastMessageId` (the newest the reader has seen), or all of it. */
export const MarkConversationReadBodySchema = z.strictObject({ lastMessageId: EntityIdSchema.optional() });
export type MarkConversationReadBody = z.infer<typeof MarkConversationReadBodySchema>;

export const MessageViewSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  senderId: z.string().nullable(),
  /** Sent by the member reading this. */
  mine: z.boolean(),
  /** Plain text, exactly as written (after trimming). Show it as text, never as markup. */
  body: z.string(),
  /**
   * The operator hid it: `body` is then Roost's English sentence saying so (HIDDEN_MESSAGE_TEXT),
   * which apps word in their reader's language (decision 0040). Absent otherwise.
   */
  hidden: z.boolean().optional(),
  createdAt: z.string(),
  /** When the recipient read it; null while unread. */
  readAt: z.string().nullable(),
});
export type MessageView = z.infer<typeof MessageViewSchema>;

export const ConversationMemberSchema = z.object({
  id: z.string(),
  /** "Former member" once they deleted their account (then `former` is true). */
  name: z.string(),
  avatarUrl: z.string().nullable(),
  former: FormerSchema,
});
export type ConversationMember = z.infer<typeof ConversationMemberSchema>;

export const ConversationListingSchema = z.object({
  id: z.string(),
  title: z.string(),
  city: z.string(),
  country: z.string(),
  photo: PhotoViewSchema.nullable(),
  /** false once unlisted or suspended: the conversation stays, the listing page does not. */
  listed: z.boolean(),
});

export const ConversationSummarySchema = z.object({
  id: z.string(),
  listing: ConversationListingSchema,
  /** My side of it. */
  role: z.enum(['guest', 'host']),
  other: ConversationMemberSchema,
  lastMessage: MessageViewSchema.nullable(),
  /** Messages to me I have not read. */
  unreadCount: z.number().int(),
  /** The newest message's time. */
  updatedAt: z.string(),
});
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>;

export const CONVERSATIONS_PAGE_MAX = 50;
export const ConversationListQuerySchema = z.strictObject({
  /** Opaque: the previous page's `nextCursor`. */
  cursor: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(CONVERSATIONS_PAGE_MAX).default(20),
});
export type ConversationListQuery = z.infer<typeof ConversationListQuerySchema>;

export const UnreadMessagesSchema = z.object({
  /** Unread messages to me, over all my conversations (the header's count). */
  unreadCount: z.number().int(),
  /** Conversations with at least one of them. */
  unreadConversations: z.number().int(),
});
export type UnreadMessages = z.infer<typeof UnreadMessagesSchema>;

export const ConversationListResponseSchema = UnreadMessagesSchema.extend({
  /** Newest activity first. */
  conversations: z.array(ConversationSummarySchema),
  nextCursor: z.string().nullable(),
});
export type ConversationListResponse = z.infer<typeof ConversationListResponseSchema>;

export const MESSAGES_PAGE_MAX = 100;
export const ConversationQuerySchema = z.strictObject({
  /** Opaque: `olderCursor` of the page shown, to load the messages before it. */
  before: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(MESSAGES_PAGE_MAX).default(50),
});
export type ConversationQuery = z.infer<typeof ConversationQuerySchema>;

/** A booking between the conversation's guest and its listing. */
export const ConversationBookingSchema = z.object({
  id: z.string(),
  status: BookingStatusSchema,
  checkIn: z.string(),
  checkOut: z.string(),
  guests: z.number().int(),
});

export const ConversationViewSchema = z.object({
  id: z.string(),
  listing: ConversationListingSchema,
  /** 'admin' when an operator reads a conversation they are not in (read only). */
  viewerRole: z.enum(['guest', 'host', 'admin']),
  guest: ConversationMemberSchema,
  host: ConversationMemberSchema,
  /** Newest first. */
  bookings: z.array(ConversationBookingSchema),
  /** A page of messages, oldest first (the newest last). */
  messages: z.array(MessageViewSchema),
  /** More, older messages exist: pass as `before`. */
  olderCursor: z.string().nullable(),
  /** Messages to the viewer not yet read (0 for an admin). */
  unreadCount: z.number().int(),
  /** false for an admin, and when the other member has left. */
  canSend: z.boolean(),
});
export type ConversationView = z.infer<typeof ConversationViewSchema>;

export const StartConversationResponseSchema = z.object({
  conversationId: z.string(),
  /** false when the conversation existed and this message continued it. */
  created: z.boolean(),
  message: MessageViewSchema,
});
export type StartConversationResponse = z.infer<typeof StartConversationResponseSchema>;

export const MarkConversationReadResponseSchema = UnreadMessagesSchema.extend({ conversationId: z.string() });
export type MarkConversationReadResponse = z.infer<typeof MarkConversationReadResponseSchema>;

export const ConversationByBookingResponseSchema = z.object({
  /** The conversation of the booking's guest and listing; null until someone writes. */
  conversationId: z.string().nullable(),
});

/**
 * `GET /conversations/stream` (text/event-stream). Events, each with an `id` to resume from
 * (Last-Event-ID, or `?lastEventId=` on a first connection):
 * - `ready` {}: connected; fetch now what the screen shows, later changes arrive as events.
 * - `message` StreamMessageEvent: a message in one of my conversations (mine too, for other tabs).
 * - `read` StreamReadEvent: a member read a conversation of mine (a receipt, or my own other tab).
 * - `resync` {}: too much was missed to replay: fetch again.
 * Comment lines (`: keep-alive`) keep proxies from closing a quiet stream.
 */
export const STREAM_EVENTS = ['ready', 'message', 'read', 'resync'] as const;
export const StreamMessageEventSchema = z.object({ conversationId: z.string(), message: MessageViewSchema });
export type StreamMessageEvent = z.infer<typeof StreamMessageEventSchema>;
export const StreamReadEventSchema = z.object({
  conversationId: z.string(),
  readerId: z.string(),
  /** The newest message the reader has read. */
  lastReadMessageId: z.string().nullable(),
  readAt: z.string(),
});
export type StreamReadEvent = z.infer<typeof StreamReadEventSchema>;

export const StreamPositionSchema = z.string().regex(/^\d{1,20}_\d{1,20}$/, 'is not an event id from this server');
export const StreamQuerySchema = z.strictObject({ lastEventId: StreamPositionSchema.optional() });
