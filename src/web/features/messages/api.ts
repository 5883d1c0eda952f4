import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type {
  ConversationListResponse, ConversationView, MarkConversationReadResponse, MessageView, StartConversationBody,
  StartConversationResponse, UnreadMessages,
} from '../../../contract/messages';
import { api } from '../../api/client';
import { inboxWithMessage, threadWithMessage, threadWithOwnRead } from './cache';

// Keyed by member, like the bell: another account signed in on this tab never sees these.
export const messageKeys = {
  all: (userId: string) => ['messages', userId] as const,
  unread: (userId: string) => ['messages', userId, 'unread'] as const,
  inbox: (userId: string) => ['messages', userId, 'inbox'] as const,
  thread: (userId: string, id: string) => ['messages', userId, 'thread', id] as const,
  byBooking: (userId: string, bookingId: string) => ['messages', userId, 'by-booking', bookingId] as const,
};

export type InboxData = InfiniteData<ConversationListResponse, unknown>;
/** Pages of one conversation: the first is the newest; each further one is older (`olderCursor`). */
export type ThreadData = InfiniteData<ConversationView, unknown>;

export const INBOX_PAGE = 20;
export const THREAD_PAGE = 30;

/**
 * The header's count. The live stream keeps it current (see live.ts); the slow poll and the
 * refetch on focus are what is left when the stream cannot connect.
 */
export function useUnreadMessages(userId: string) {
  return useQuery({
    queryKey: messageKeys.unread(userId),
    queryFn: ({ signal }) => api<UnreadMessages>('/conversations/unread-count', { signal }),
    staleTime: 30_000,
    refetchInterval: 5 * 60_000,
    refetchOnWindowFocus: true,
  });
}

/** The member's conversations, newest activity first, a page at a time. */
export function useInbox(userId: string) {
  const client = useQueryClient();
  return useInfiniteQuery({
    queryKey: messageKeys.inbox(userId),
    queryFn: async ({ pageParam, signal }) => {
      const page = await api<ConversationListResponse>('/conversations', { query: { cursor: pageParam, limit: INBOX_PAGE }, signal });
      client.setQueryData<UnreadMessages>(messageKeys.unread(userId), { unreadCount: page.unreadCount, unreadConversations: page.unreadConversations });
      return page;
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 30_000,
  });
}

/** One conversation: its newest messages first, older pages on demand. */
export function useThread(userId: string, id: string) {
  return useInfiniteQuery({
    queryKey: messageKeys.thread(userId, id),
    queryFn: ({ pageParam, signal }) =>
      api<ConversationView>(`/conversations/${encodeURIComponent(id)}`, { query: { before: pageParam, limit: THREAD_PAGE }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.olderCursor ?? undefined,
    staleTime: 30_000,
  });
}

/** Puts a message the member wrote into the conversation and the inbox (the stream may bring it too: ids dedupe). */
export function rememberSent(client: ReturnType<typeof useQueryClient>, userId: string, message: MessageView) {
  const event = { conversationId: message.conversationId, message };
  client.setQueryData<ThreadData>(messageKeys.thread(userId, message.conversationId), (d) => d && threadWithMessage(d, event));
  const inbox = client.getQueryData<InboxData>(messageKeys.inbox(userId));
  const next = inbox && inboxWithMessage(inbox, event);
  if (next) client.setQueryData(messageKeys.inbox(userId), next);
  else void client.invalidateQueries({ queryKey: messageKeys.inbox(userId) });
}

/** POST /conversations/:id/messages. The composer shows the message at once and retries on failure. */
export function useSendMessage(userId: string, conversationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api<MessageView>(`/conversations/${encodeURIComponent(conversationId)}/messages`, { method: 'POST', body: { body } }),
    onSuccess: (message) => rememberSent(client, userId, message),
  });
}

/** POST /conversations: the first message to a host (from a listing) or about a booking. */
export function useStartConversation(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StartConversationBody) => api<StartConversationResponse>('/conversations', { method: 'POST', body }),
    onSuccess: (res, body) => {
      rememberSent(client, userId, res.message);
      if (body.bookingId) client.setQueryData(messageKeys.byBooking(userId, body.bookingId), { conversationId: res.conversationId });
    },
  });
}

/** POST /conversations/:id/read up to the newest message on screen; the answer is the new header count. */
export function useMarkRead(userId: string, conversationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (lastMessageId: string) =>
      api<MarkConversationReadResponse>(`/conversations/${encodeURIComponent(conversationId)}/read`, { method: 'POST', body: { lastMessageId } }),
    onMutate: (lastMessageId) => {
      client.setQueryData<ThreadData>(messageKeys.thread(userId, conversationId), (d) => d && threadWithOwnRead(d, lastMessageId, new Date().toISOString()));
    },
    onSuccess: (res) => {
      client.setQueryData<UnreadMessages>(messageKeys.unread(userId), { unreadCount: res.unreadCount, unreadConversations: res.unreadConversations });
      client.setQueryData<InboxData>(messageKeys.inbox(userId), (d) => d && {
        ...d,
        pages: d.pages.map((p) => ({ ...p, conversations: p.conversations.map((c) => (c.id === conversationId ? { ...c, unreadCount: 0 } : c)) })),
      });
    },
  });
}

/** The conversation a trip or reservation page links to; null until someone has written. */
export function useConversationForBooking(userId: string, bookingId: string) {
  return useQuery({
    queryKey: messageKeys.byBooking(userId, bookingId),
    queryFn: ({ signal }) => api<{ conversationId: string | null }>(`/conversations/by-booking/${encodeURIComponent(bookingId)}`, { signal }),
    enabled: Boolean(userId),
  });
}
