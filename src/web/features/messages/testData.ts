import type { ConversationListResponse, ConversationSummary, ConversationView, MessageView } from '../../../contract/messages';

/** Small builders for the unit tests of this folder (views as the server sends them). */

export const ME = 'us_me';
export const OTHER = 'us_other';

export function msg(id: string, minute: number, mine: boolean, extra: Partial<MessageView> = {}): MessageView {
  return {
    id, conversationId: 'cv_1', senderId: mine ? ME : OTHER, mine, body: `body ${id}`,
    createdAt: new Date(Date.UTC(2027, 2, 3, 10, minute)).toISOString(), readAt: null, ...extra,
  };
}

const listing = { id: 'ls_1', title: 'Cabin by the lake', city: 'Annecy', country: 'France', photo: null, listed: true };

export function summary(id: string, last: MessageView | null, unreadCount = 0): ConversationSummary {
  return {
    id, listing, role: 'guest', other: { id: OTHER, name: 'Martín', avatarUrl: null }, lastMessage: last ? { ...last, conversationId: id } : null,
    unreadCount, updatedAt: last?.createdAt ?? new Date(0).toISOString(),
  };
}

export function inbox(...pages: ConversationSummary[][]) {
  const data: ConversationListResponse[] = pages.map((conversations, i) => ({
    conversations, nextCursor: i < pages.length - 1 ? `c${i}` : null, unreadCount: 0, unreadConversations: 0,
  }));
  return { pages: data, pageParams: data.map((_, i) => (i === 0 ? undefined : `c${i - 1}`)) as unknown[] };
}

/** Pages of a conversation; the first is the newest, each one's messages oldest first. */
export function thread(...pages: MessageView[][]) {
  const data: ConversationView[] = pages.map((messages, i) => ({
    id: 'cv_1', listing, viewerRole: 'guest', guest: { id: ME, name: 'Sofía', avatarUrl: null }, host: { id: OTHER, name: 'Martín', avatarUrl: null },
    bookings: [], messages, olderCursor: i < pages.length - 1 ? `o${i}` : null, unreadCount: 0, canSend: true,
  }));
  return { pages: data, pageParams: data.map((_, i) => (i === 0 ? undefined : `o${i - 1}`)) as unknown[] };
}
