import type { ConversationListResponse, ConversationView, MessageView, StreamMessageEvent, StreamReadEvent } from '../../../contract/messages';
import type { InfiniteData } from '@tanstack/react-query';

/**
 * How the stream's events change what is cached, as pure functions of the cached pages (tested
 * in cache.test.ts). `undefined` means "this cache cannot tell: fetch it again".
 */

type Inbox = InfiniteData<ConversationListResponse, unknown>;
type Thread = InfiniteData<ConversationView, unknown>;

/** The messages of a conversation's loaded pages, oldest first (the first page is the newest). */
export function threadMessages(d: Thread): MessageView[] {
  return d.pages.toReversed().flatMap((p) => p.messages);
}

/**
 * A new message moves its conversation to the top with it as the last message; unknown
 * conversations need a fetch. `seen`: the conversation is on screen, so the message is being read.
 */
export function inboxWithMessage(d: Inbox, e: StreamMessageEvent, seen = false): Inbox | undefined {
  const found = d.pages.flatMap((p) => p.conversations).find((c) => c.id === e.conversationId);
  if (!found) return undefined;
  if (found.lastMessage?.id === e.message.id) return d;
  // An event that arrives after a newer message (a replay overlapping a fetch) changes nothing.
  if (found.lastMessage && found.lastMessage.createdAt > e.message.createdAt) return d;
  const updated = {
    ...found,
    lastMessage: e.message,
    updatedAt: e.message.createdAt,
    // Replying reads the conversation (the server marks everything before it read).
    unreadCount: e.message.mine ? 0 : seen ? found.unreadCount : found.unreadCount + 1,
  };
  const pages = d.pages.map((p, i) => {
    const rest = p.conversations.filter((c) => c.id !== e.conversationId);
    return { ...p, conversations: i === 0 ? [updated, ...rest] : rest };
  });
  return { ...d, pages };
}

/**
 * A read mark: mine lowers the conversation's unread count to 0 when it reached its last message
 * (otherwise the count is unknown); the other member's marks my last message seen.
 */
export function inboxWithRead(d: Inbox, e: StreamReadEvent, myId: string): Inbox | undefined {
  const found = d.pages.flatMap((p) => p.conversations).find((c) => c.id === e.conversationId);
  if (!found) return d;
  const last = found.lastMessage;
  let updated = found;
  if (e.readerId === myId) {
    if (found.unreadCount === 0) return d;
    if (!last || last.id !== e.lastReadMessageId) return undefined;
    updated = { ...found, unreadCount: 0 };
  } else {
    if (!last || !last.mine || last.readAt || last.id !== e.lastReadMessageId) return d;
    updated = { ...found, lastMessage: { ...last, readAt: e.readAt } };
  }
  return { ...d, pages: d.pages.map((p) => ({ ...p, conversations: p.conversations.map((c) => (c.id === found.id ? updated : c)) })) };
}

/** Appends a new message to the newest page (once: a message the member sent may come back on the stream). */
export function threadWithMessage(d: Thread, e: StreamMessageEvent): Thread {
  if (d.pages.some((p) => p.messages.some((m) => m.id === e.message.id))) return d;
  const [first, ...older] = d.pages;
  const messages = [...first.messages, e.message].sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
  const unreadCount = e.message.mine ? 0 : first.unreadCount + 1;
  return { ...d, pages: [{ ...first, messages, unreadCount }, ...older] };
}

/** Marks the messages of `senderMine` up to `upToId` read at `at`; undefined when that message is not loaded. */
function markUpTo(d: Thread, upToId: string | null, at: string, senderMine: boolean): Thread | undefined {
  const ids = threadMessages(d).map((m) => m.id);
  const end = upToId === null ? -1 : ids.indexOf(upToId);
  if (end < 0) return undefined;
  const upTo = new Set(ids.slice(0, end + 1));
  const pages = d.pages.map((p) => ({
    ...p,
    messages: p.messages.map((m) => (m.mine === senderMine && !m.readAt && upTo.has(m.id) ? { ...m, readAt: at } : m)),
  }));
  return { ...d, pages };
}

/** The member read up to a message: the other side's messages up to it are read, and none are unread if it was the newest. */
export function threadWithOwnRead(d: Thread, upToId: string | null, at: string): Thread | undefined {
  const marked = markUpTo(d, upToId, at, false);
  if (!marked) return undefined;
  const newest = threadMessages(d).at(-1);
  if (newest?.id !== upToId) return marked;
  const [first, ...older] = marked.pages;
  return { ...marked, pages: [{ ...first, unreadCount: 0 }, ...older] };
}

/** A read event for this conversation: the other member's marks my messages seen; mine clears my unread. */
export function threadWithRead(d: Thread, e: StreamReadEvent, myId: string): Thread | undefined {
  if (e.readerId === myId) return threadWithOwnRead(d, e.lastReadMessageId, e.readAt);
  return markUpTo(d, e.lastReadMessageId, e.readAt, true);
}

/** "Seen" goes under the newest of my messages the other member has read. */
export function seenMessageId(messages: MessageView[]): string | null {
  for (let i = messages.length - 1; i >= 0; i--) {
    if (messages[i].mine && messages[i].readAt) return messages[i].id;
  }
  return null;
}

/** The newest message to me that I have not read (what a read mark should reach). */
export function newestUnreadFromOther(messages: MessageView[]): MessageView | null {
  const last = messages.findLast((m) => !m.mine);
  return last && !last.readAt ? last : null;
}
