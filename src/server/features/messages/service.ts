import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Deps } from '../../deps.js';
import type { DB } from '../../db/schema.js';
import type { SessionUser } from '../auth/session.js';
import { rateLimiter } from '../auth/rate-limit.js';
import { AppError, notFound } from '../../http/errors.js';
import type {
  ConversationListQuery, ConversationListResponse, ConversationQuery, ConversationView, MarkConversationReadResponse,
  MessageView, StartConversationBody, StartConversationResponse, UnreadMessages,
} from '../../../contract/messages.js';
import * as repo from './repo.js';
import { messageHub } from './hub.js';
import { withdrawFromPendingDigests } from './digest-repo.js';
import { notifyStream } from './stream-repo.js';
import { decodeCursor, encodeCursor, toConversationView, toMessageView, toSummary } from './view.js';
import { queueWebhookEvent, wakeWebhookDelivery } from '../webhooks/index.js';

/**
 * Messages (issue 12 §2). Only a conversation's two members read and write it; an admin may read
 * it (the console) but not write. Anyone else gets 404, whatever the id.
 */

const NOT_FOUND = () => notFound('That conversation');

function sideOf(c: repo.ConversationRow, user: SessionUser): 'guest' | 'host' | null {
  if (c.guest_id === user.id) return 'guest';
  if (c.host_id === user.id) return 'host';
  return null;
}

/** Counts one message against the sender's per-minute allowance (shared by every process). */
async function spendAllowance(deps: Deps, user: SessionUser) {
  await rateLimiter(deps.database, deps.now).hit([{ key: `message:${user.id}`, max: deps.config.messagesPerMinute, windowMs: 60_000 }]);
}

/**
 * Writes a message: the row, both members' inbox order and the recipient's unread count, and for
 * the sender everything before it read (replying means having read). Inside the caller's transaction.
 */
async function post(deps: Deps, trx: Kysely<DB>, c: repo.ConversationRow, sender: SessionUser, body: string, at: Date) {
  const conversationId = c.id;
  const m = await repo.insertMessage(trx, { id: `ms_${randomUUID().replaceAll('-', '')}`, conversationId, senderId: sender.id, body, at });
  await readUpTo(trx, conversationId, sender.id, m.seq, at);
  await tellOtherProcesses(deps, trx);
  // message.received: the host's endpoints hear of messages to the host; the operators' of all.
  const senderRole = sender.id === c.host_id ? 'host' : 'guest';
  const recipientId = senderRole === 'host' ? c.guest_id : c.host_id;
  if (recipientId) {
    await queueWebhookEvent(trx, {
      type: 'message.received', hostId: senderRole === 'guest' ? c.host_id : null, at,
      data: { messageId: m.id, conversationId, listingId: c.listing_id, senderId: sender.id, senderRole, recipientId, body, sentAt: at.toISOString() },
    });
  }
  return m;
}

/** On PostgreSQL, other server processes' streams hear of the write at commit (see hub.ts). */
async function tellOtherProcesses(deps: Deps, trx: Kysely<DB>) {
  if (deps.database.engine === 'postgres') await notifyStream(trx);
}

/**
 * Marks a member's messages read up to `seq`; once nothing in the conversation is unread, a grouped
 * e-mail still waiting to go out stops mentioning it. Returns how many messages it marked.
 */
async function readUpTo(db: Kysely<DB>, conversationId: string, userId: string, seq: number, at: Date): Promise<number> {
  const marked = await repo.markRead(db, conversationId, userId, seq, at);
  if (marked && (await repo.memberState(db, conversationId, userId))?.unread_count === 0) {
    await withdrawFromPendingDigests(db, userId, conversationId);
  }
  return marked;
}

/** Starts the conversation of a guest and a listing with a first message, or continues it. */
export async function startConversation(deps: Deps, user: SessionUser, body: StartConversationBody): Promise<{ status: 200 | 201; body: StartConversationResponse }> {
  const { db } = deps.database;
  let listingId: string;
  let guestId: string;
  let hostId: string;
  if (body.listingId) {
    const listing = await repo.listingForMessage(db, body.listingId);
    if (!listing) throw notFound('That listing');
    if (listing.host_id === user.id) throw new AppError('FORBIDDEN', 'This is your own listing: guests write to you from it.');
    // Before booking, only a published listing takes messages; a guest with a booking may always write.
    const existing = await repo.findByListingGuest(db, listing.id, user.id);
    if (!existing && listing.status !== 'published' && !(await repo.hasBookingAt(db, listing.id, user.id))) throw notFound('That listing');
    [listingId, guestId, hostId] = [listing.id, user.id, listing.host_id];
  } else {
    const b = await repo.bookingParties(db, body.bookingId!);
    if (!b || !b.guest_id || (b.guest_id !== user.id && b.host_id !== user.id)) throw notFound('That booking');
    [listingId, guestId, hostId] = [b.listing_id, b.guest_id, b.host_id];
  }
  await spendAllowance(deps, user);
  const now = deps.now();
  const result = await db.transaction().execute(async (trx) => {
    const { conversation, created } = await repo.ensureConversation(trx, {
      id: `cv_${randomUUID().replaceAll('-', '')}`, listingId, guestId, hostId, at: now,
    });
    const message = await post(deps, trx, conversation, user, body.body, now);
    return { conversationId: conversation.id, created, message: toMessageView(message, user.id) };
  });
  messageHub(deps).wake();
  wakeWebhookDelivery(deps);
  return { status: result.created ? 201 : 200, body: result };
}

async function memberConversation(db: Kysely<DB>, user: SessionUser, id: string) {
  const c = await repo.findConversation(db, id);
  const side = c && sideOf(c, user);
  if (!c || !side) throw NOT_FOUND();
  return { c, side };
}

export async function sendMessage(deps: Deps, user: SessionUser, id: string, body: string): Promise<MessageView> {
  const { db } = deps.database;
  const c = await repo.findConversation(db, id);
  if (!c) throw NOT_FOUND();
  if (!sideOf(c, user)) {
    if (user.role === 'admin') throw new AppError('FORBIDDEN', 'Operators read conversations; only their two members write in them.');
    throw NOT_FOUND();
  }
  const full = (await repo.findConversationFull(db, id))!;
  if (c.guest_id === user.id ? full.host_deleted : full.guest_deleted) {
    throw new AppError('FORBIDDEN', 'This member has left: messages can no longer reach them.');
  }
  await spendAllowance(deps, user);
  const now = deps.now();
  const m = await db.transaction().execute((trx) => post(deps, trx, c, user, body, now));
  messageHub(deps).wake();
  wakeWebhookDelivery(deps);
  return toMessageView(m, user.id);
}

/** One conversation with a page of its messages (newest last) and the bookings it is about. */
export async function getConversation(deps: Deps, user: SessionUser, id: string, q: ConversationQuery): Promise<ConversationView> {
  const { db } = deps.database;
  const c = await repo.findConversationFull(db, id);
  const side = c && sideOf(c, user);
  if (!c || (!side && user.role !== 'admin')) throw NOT_FOUND();
  const before = q.before ? decodeCursor(q.before, 'before') : undefined;
  const [rows, bookings, state] = await Promise.all([
    repo.messagesOf(db, id, q.limit + 1, before),
    c.guest_id ? repo.bookingsBetween(db, c.listing_id, c.guest_id) : [],
    side ? repo.memberState(db, id, user.id) : undefined,
  ]);
  const page = rows.slice(0, q.limit);
  const olderCursor = rows.length > q.limit ? encodeCursor(page.at(-1)!.seq) : null;
  return toConversationView(c, { messages: page.reverse(), olderCursor }, bookings, {
    id: user.id, role: side ?? 'admin', unread: state?.unread_count ?? 0,
  }, deps.config);
}

export async function listConversations(deps: Deps, user: SessionUser, q: ConversationListQuery): Promise<ConversationListResponse> {
  const { db } = deps.database;
  const rows = await repo.inboxPage(db, user.id, q.limit + 1, q.cursor ? decodeCursor(q.cursor, 'cursor') : undefined);
  const page = rows.slice(0, q.limit);
  const totals = rows[0]?.totals ?? await repo.unreadTotals(db, user.id);
  return {
    conversations: page.map((r) => toSummary(r, user.id, deps.config)),
    nextCursor: rows.length > q.limit ? encodeCursor(page.at(-1)!.last_seq) : null,
    unreadCount: totals.messages,
    unreadConversations: totals.conversations,
  };
}

export async function unreadMessages(deps: Deps, user: SessionUser): Promise<UnreadMessages> {
  const t = await repo.unreadTotals(deps.database.db, user.id);
  return { unreadCount: t.messages, unreadConversations: t.conversations };
}

/** Marks a conversation read for its member, up to a message they saw or all of it; tells the other side. */
export async function markConversationRead(deps: Deps, user: SessionUser, id: string, lastMessageId?: string): Promise<MarkConversationReadResponse> {
  const { db } = deps.database;
  await memberConversation(db, user, id);
  const upTo = await repo.seqOf(db, id, lastMessageId);
  if (lastMessageId && upTo === null) {
    throw new AppError('VALIDATION_FAILED', 'That message is not in this conversation.', { lastMessageId: 'is not a message of this conversation' });
  }
  const marked = upTo === null ? 0 : await db.transaction().execute(async (trx) => {
    const n = await readUpTo(trx, id, user.id, upTo, deps.now());
    if (n) await tellOtherProcesses(deps, trx);
    return n;
  });
  if (marked) messageHub(deps).wake();
  return { conversationId: id, ...(await unreadMessages(deps, user)) };
}

/** The conversation a trip or reservation page opens: its guest's with its listing, if any was started. */
export async function conversationForBooking(deps: Deps, user: SessionUser, bookingId: string): Promise<{ conversationId: string | null }> {
  const { db } = deps.database;
  const b = await repo.bookingParties(db, bookingId);
  if (!b || (b.guest_id !== user.id && b.host_id !== user.id && user.role !== 'admin')) throw notFound('That booking');
  const c = b.guest_id ? await repo.findByListingGuest(db, b.listing_id, b.guest_id) : undefined;
  return { conversationId: c?.id ?? null };
}
