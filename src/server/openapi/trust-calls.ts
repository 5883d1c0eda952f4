import { z } from 'zod';
import type { Op } from './document.js';
import { Ok } from './examples.js';
import {
  ConversationByBookingResponseSchema, ConversationListQuerySchema, ConversationListResponseSchema, ConversationQuerySchema,
  ConversationViewSchema, MarkConversationReadBodySchema, MarkConversationReadResponseSchema, MessageViewSchema, SendMessageBodySchema,
  StartConversationBodySchema, StartConversationResponseSchema, StreamQuerySchema, UnreadMessagesSchema,
} from '../../contract/messages.js';
import {
  CreateWishlistBodySchema, RenameWishlistBodySchema, SavedListingsResponseSchema, WishlistDetailSchema, WishlistItemResponseSchema,
  WishlistListResponseSchema, WishlistQueryObject, WishlistSummarySchema,
} from '../../contract/wishlists.js';

/** The OpenAPI entries of messages and wishlists (issue 12), merged into document.ts. */

const EventStream = z.string().describe(
  'Server-Sent Events: `ready` {}, `message` {conversationId, message}, `read` {conversationId, readerId, lastReadMessageId, readAt}, '
  + '`resync` {} (fetch again); each with an id to resume from; `: keep-alive` comments every 15 s.',
);

export const messageReads: Record<string, Op> = {
  '/api/v1/conversations': { summary: 'My conversations, newest activity first, with the other member, the listing, the last message and unread counts', query: ConversationListQuerySchema, response: ConversationListResponseSchema, errors: [400, 401] },
  '/api/v1/conversations/unread-count': { summary: 'Unread messages to me and in how many conversations (the header)', response: UnreadMessagesSchema, errors: [401] },
  '/api/v1/conversations/stream': {
    summary: 'New messages and read marks of my conversations, live (text/event-stream), from any server process', query: StreamQuerySchema,
    responseType: 'text/event-stream', response: EventStream, errors: [400, 401],
    headers: [{ name: 'Last-Event-ID', description: 'Resume after this event id (EventSource sends it when it reconnects)' }],
  },
  '/api/v1/conversations/by-booking/{id}': { summary: "The conversation of a booking's guest and listing (null until someone writes); its guest, its host or an operator", pathId: true, response: ConversationByBookingResponseSchema, errors: [400, 401, 404] },
  '/api/v1/conversations/{id}': { summary: 'One conversation: a page of messages (newest last), its members and its bookings; its members or an operator (read only)', pathId: true, query: ConversationQuerySchema, response: ConversationViewSchema, errors: [400, 401, 404] },
};

export const messageWrites: Record<string, Op> = {
  'POST /api/v1/conversations': { summary: 'Write to a host from a listing (or either side from a booking): starts the one conversation of that guest and listing, or continues it (200)', body: StartConversationBodySchema, response: StartConversationResponseSchema, status: 201, existing: 'The conversation already existed: the message was added to it', errors: [400, 401, 403, 404, 429] },
  'POST /api/v1/conversations/{id}/messages': { summary: 'Send a message (1–2000 characters) in one of my conversations', pathId: true, body: SendMessageBodySchema, response: MessageViewSchema, status: 201, errors: [400, 401, 403, 404, 429] },
  'POST /api/v1/conversations/{id}/read': { summary: 'Mark my messages in a conversation read (up to lastMessageId, or all); the other member sees it', pathId: true, body: MarkConversationReadBodySchema, response: MarkConversationReadResponseSchema, errors: [400, 401, 404] },
};

export const wishlistReads: Record<string, Op> = {
  '/api/v1/wishlists': { summary: 'My wishlists with their counts and cover photos, newest activity first', response: WishlistListResponseSchema, errors: [401] },
  '/api/v1/wishlists/saved': { summary: 'The stays I saved (for the hearts), and which list holds each', response: SavedListingsResponseSchema, errors: [401] },
  '/api/v1/wishlists/{id}': { summary: 'One of my wishlists: its stays as cards with pins; with dates, each one’s availability and total', pathId: true, query: WishlistQueryObject, response: WishlistDetailSchema, errors: [400, 401, 404] },
};

export const wishlistWrites: Record<string, Op> = {
  'POST /api/v1/wishlists': { summary: 'A new wishlist, optionally with a first stay', body: CreateWishlistBodySchema, response: WishlistSummarySchema, status: 201, errors: [400, 401, 404] },
  'PATCH /api/v1/wishlists/{id}': { summary: 'Rename one of my wishlists', pathId: true, body: RenameWishlistBodySchema, response: WishlistSummarySchema, errors: [400, 401, 404] },
  'DELETE /api/v1/wishlists/{id}': { summary: 'Delete one of my wishlists', pathId: true, response: Ok, errors: [400, 401, 404] },
  'PUT /api/v1/wishlists/{id}/items/{listingId}': { summary: 'Save a published stay in a list (idempotent); the id `default` is my first list, created if I have none', pathId: true, pathParams: ['listingId'], response: WishlistItemResponseSchema, errors: [400, 401, 404] },
  'DELETE /api/v1/wishlists/{id}/items/{listingId}': { summary: 'Take a stay out of a list (idempotent)', pathId: true, pathParams: ['listingId'], response: WishlistItemResponseSchema, errors: [400, 401, 404] },
};
