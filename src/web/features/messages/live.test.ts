import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { UnreadMessages } from '../../../contract/messages';
import { messageKeys, type InboxData, type ThreadData } from './api';
import { threadMessages } from './cache';
import { applyStreamEvent, showingConversation } from './live';
import { inbox, ME, msg, OTHER, summary, thread } from './testData';

/** A real query cache, as the app has it, fed the stream's events. */
function cache() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData<UnreadMessages>(messageKeys.unread(ME), { unreadCount: 2, unreadConversations: 1 });
  client.setQueryData(messageKeys.inbox(ME), inbox([summary('cv_1', msg('m1', 1, false), 2)]));
  client.setQueryData(messageKeys.thread(ME, 'cv_1'), thread([msg('m1', 1, false)]));
  return client;
}
const stale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

describe('applyStreamEvent', () => {
  it('a message to me lands in the conversation and the inbox, and the header count rises', () => {
    const client = cache();
    applyStreamEvent(client, ME, 'message', { conversationId: 'cv_1', message: msg('m2', 2, false) });
    expect(threadMessages(client.getQueryData<ThreadData>(messageKeys.thread(ME, 'cv_1'))!).map((m) => m.id)).toEqual(['m1', 'm2']);
    expect(client.getQueryData<InboxData>(messageKeys.inbox(ME))!.pages[0].conversations[0]).toMatchObject({ unreadCount: 3, lastMessage: { id: 'm2' } });
    expect(client.getQueryData<UnreadMessages>(messageKeys.unread(ME))!.unreadCount).toBe(3);
    // unreadConversations only the server knows: the count is asked for again.
    expect(stale(client, messageKeys.unread(ME))).toBe(true);
  });

  it('a message in a conversation on screen is not counted (it is being read), nor is my own', () => {
    const client = cache();
    const hide = showingConversation('cv_1');
    applyStreamEvent(client, ME, 'message', { conversationId: 'cv_1', message: msg('m2', 2, false) });
    hide();
    expect(client.getQueryData<InboxData>(messageKeys.inbox(ME))!.pages[0].conversations[0].unreadCount).toBe(2);
    applyStreamEvent(client, ME, 'message', { conversationId: 'cv_1', message: msg('m3', 3, true) });
    expect(client.getQueryData<UnreadMessages>(messageKeys.unread(ME))!.unreadCount).toBe(2);
    expect(client.getQueryData<InboxData>(messageKeys.inbox(ME))!.pages[0].conversations[0].unreadCount).toBe(0);
  });

  it('a message in a conversation the inbox does not hold refetches the inbox', () => {
    const client = cache();
    applyStreamEvent(client, ME, 'message', { conversationId: 'cv_new', message: { ...msg('m9', 9, false), conversationId: 'cv_new' } });
    expect(stale(client, messageKeys.inbox(ME))).toBe(true);
    expect(client.getQueryData(messageKeys.thread(ME, 'cv_new'))).toBeUndefined();
  });

  it('the other member reading marks my messages seen; my own read (another tab) clears my counts', () => {
    const client = cache();
    client.setQueryData(messageKeys.thread(ME, 'cv_1'), thread([msg('m1', 1, false), msg('m2', 2, true)]));
    const readAt = '2027-03-03T12:00:00.000Z';
    applyStreamEvent(client, ME, 'read', { conversationId: 'cv_1', readerId: OTHER, lastReadMessageId: 'm2', readAt });
    expect(threadMessages(client.getQueryData<ThreadData>(messageKeys.thread(ME, 'cv_1'))!).find((m) => m.id === 'm2')!.readAt).toBe(readAt);
    expect(stale(client, messageKeys.unread(ME))).toBeFalsy();

    applyStreamEvent(client, ME, 'read', { conversationId: 'cv_1', readerId: ME, lastReadMessageId: 'm1', readAt });
    expect(client.getQueryData<InboxData>(messageKeys.inbox(ME))!.pages[0].conversations[0].unreadCount).toBe(0);
    expect(stale(client, messageKeys.unread(ME))).toBe(true);
  });

  it('a read mark the cache cannot place refetches that conversation', () => {
    const client = cache();
    applyStreamEvent(client, ME, 'read', { conversationId: 'cv_1', readerId: OTHER, lastReadMessageId: 'm_unknown', readAt: '2027-03-03T12:00:00.000Z' });
    expect(stale(client, messageKeys.thread(ME, 'cv_1'))).toBe(true);
  });
});
