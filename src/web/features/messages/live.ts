import type { QueryClient } from '@tanstack/react-query';
import type { StreamMessageEvent, StreamReadEvent, UnreadMessages } from '../../../contract/messages';
import { inboxWithMessage, inboxWithRead, threadWithMessage, threadWithRead } from './cache';
import { messageKeys, type InboxData, type ThreadData } from './api';

/**
 * What the stream's events do to the caches of one member: the open conversation, the inbox and
 * the header's count change in place; what a cache cannot work out for itself is fetched again.
 */

/** Conversations on screen in a visible tab: a message arriving there is read at once, so it does not count as unread. */
const onScreen = new Set<string>();
export function showingConversation(id: string): () => void {
  onScreen.add(id);
  return () => void onScreen.delete(id);
}

/**
 * `data` is what contract/messages.ts says the server sends; it is not parsed again here, which
 * keeps zod out of the code every member's page loads for the header.
 */
export function applyStreamEvent(client: QueryClient, userId: string, type: 'message' | 'read', data: unknown) {
  const refetch = (key: readonly unknown[]) => void client.invalidateQueries({ queryKey: key });

  if (type === 'message') {
    const e = data as StreamMessageEvent;
    const threadKey = messageKeys.thread(userId, e.conversationId);
    const thread = client.getQueryData<ThreadData>(threadKey);
    if (thread) client.setQueryData(threadKey, threadWithMessage(thread, e));
    const inbox = client.getQueryData<InboxData>(messageKeys.inbox(userId));
    if (inbox) {
      const next = inboxWithMessage(inbox, e, onScreen.has(e.conversationId));
      if (next) client.setQueryData(messageKeys.inbox(userId), next);
      else refetch(messageKeys.inbox(userId));
    }
    const known = thread?.pages.some((p) => p.messages.some((m) => m.id === e.message.id));
    if (!e.message.mine && !known && !onScreen.has(e.conversationId)) {
      // Shown at once; the count is then asked for, as only the server knows unreadConversations.
      client.setQueryData<UnreadMessages>(messageKeys.unread(userId), (u) => u && { ...u, unreadCount: u.unreadCount + 1 });
      refetch(messageKeys.unread(userId));
    }
    return;
  }

  const e = data as StreamReadEvent;
  const threadKey = messageKeys.thread(userId, e.conversationId);
  const thread = client.getQueryData<ThreadData>(threadKey);
  if (thread) {
    const next = threadWithRead(thread, e, userId);
    if (next) client.setQueryData(threadKey, next);
    else refetch(threadKey);
  }
  const inbox = client.getQueryData<InboxData>(messageKeys.inbox(userId));
  if (inbox) {
    const next = inboxWithRead(inbox, e, userId);
    if (next) client.setQueryData(messageKeys.inbox(userId), next);
    else refetch(messageKeys.inbox(userId));
  }
  // Read in another tab: this tab's count follows.
  if (e.readerId === userId) refetch(messageKeys.unread(userId));
}

/** Connected afresh or told to resync: everything of this member's messages is fetched again. */
export function refetchAll(client: QueryClient, userId: string) {
  void client.invalidateQueries({ queryKey: messageKeys.all(userId) });
}
