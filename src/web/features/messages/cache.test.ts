import { describe, expect, it } from 'vitest';
import {
  inboxWithMessage, inboxWithRead, newestUnreadFromOther, seenMessageId, threadMessages, threadWithMessage, threadWithOwnRead, threadWithRead,
} from './cache';
import { inbox, ME, msg, OTHER, summary, thread } from './testData';

const at = '2027-03-03T11:00:00.000Z';
const ev = (conversationId: string, m: ReturnType<typeof msg>) => ({ conversationId, message: { ...m, conversationId } });

describe('inboxWithMessage', () => {
  it('moves the conversation to the top with the new last message, counting it unread when it is to me', () => {
    const d = inbox([summary('cv_a', msg('m1', 1, true)), summary('cv_b', msg('m2', 2, false), 1)], [summary('cv_c', msg('m3', 0, false))]);
    const next = inboxWithMessage(d, ev('cv_c', msg('m9', 9, false)))!;
    expect(next.pages[0].conversations.map((c) => c.id)).toEqual(['cv_c', 'cv_a', 'cv_b']);
    expect(next.pages[1].conversations).toEqual([]);
    expect(next.pages[0].conversations[0]).toMatchObject({ unreadCount: 1, updatedAt: msg('m9', 9, false).createdAt, lastMessage: { id: 'm9' } });
  });

  it('a message I wrote leaves nothing unread there (replying reads the conversation)', () => {
    const d = inbox([summary('cv_a', msg('m1', 1, false), 3)]);
    expect(inboxWithMessage(d, ev('cv_a', msg('m2', 2, true)))!.pages[0].conversations[0].unreadCount).toBe(0);
  });

  it('a message in the conversation on screen moves it up without counting it', () => {
    const d = inbox([summary('cv_a', msg('m1', 1, true)), summary('cv_b', msg('m2', 2, false))]);
    expect(inboxWithMessage(d, ev('cv_b', msg('m3', 3, false)), true)!.pages[0].conversations[0]).toMatchObject({ id: 'cv_b', unreadCount: 0 });
  });

  it('the same event twice, or an older one, changes nothing', () => {
    const d = inbox([summary('cv_a', msg('m2', 2, false), 1)]);
    expect(inboxWithMessage(d, ev('cv_a', msg('m2', 2, false)))).toBe(d);
    expect(inboxWithMessage(d, ev('cv_a', msg('m1', 1, false)))).toBe(d);
  });

  it('a conversation it does not hold needs a fetch', () => {
    expect(inboxWithMessage(inbox([summary('cv_a', null)]), ev('cv_new', msg('m1', 1, false)))).toBeUndefined();
  });
});

describe('inboxWithRead', () => {
  it('my read mark up to the last message clears its unread count; short of it, the count is unknown', () => {
    const d = inbox([summary('cv_a', msg('m2', 2, false), 2)]);
    const read = (id: string) => ({ conversationId: 'cv_a', readerId: ME, lastReadMessageId: id, readAt: at });
    expect(inboxWithRead(d, read('m2'), ME)!.pages[0].conversations[0].unreadCount).toBe(0);
    expect(inboxWithRead(d, read('m1'), ME)).toBeUndefined();
  });

  it('the other member reading my last message marks it read', () => {
    const d = inbox([summary('cv_a', msg('m2', 2, true))]);
    const next = inboxWithRead(d, { conversationId: 'cv_a', readerId: OTHER, lastReadMessageId: 'm2', readAt: at }, ME)!;
    expect(next.pages[0].conversations[0].lastMessage!.readAt).toBe(at);
  });
});

describe('threadWithMessage', () => {
  it('appends to the newest page once, in time order, and counts what is to me', () => {
    const d = thread([msg('m3', 3, false), msg('m4', 4, true)], [msg('m1', 1, false)]);
    const next = threadWithMessage(d, ev('cv_1', msg('m5', 5, false)));
    expect(threadMessages(next).map((m) => m.id)).toEqual(['m1', 'm3', 'm4', 'm5']);
    expect(next.pages[0].unreadCount).toBe(1);
    expect(threadWithMessage(next, ev('cv_1', msg('m5', 5, false)))).toBe(next);
    expect(threadWithMessage(next, ev('cv_1', msg('m1', 1, false)))).toBe(next);
  });
});

describe('read marks in a conversation', () => {
  it('the other member reading marks my messages up to that one seen, across pages', () => {
    const d = thread([msg('m3', 3, true), msg('m4', 4, false), msg('m5', 5, true)], [msg('m1', 1, true)]);
    const next = threadWithRead(d, { conversationId: 'cv_1', readerId: OTHER, lastReadMessageId: 'm3', readAt: at }, ME)!;
    expect(threadMessages(next).map((m) => [m.id, m.readAt])).toEqual([['m1', at], ['m3', at], ['m4', null], ['m5', null]]);
    expect(seenMessageId(threadMessages(next))).toBe('m3');
  });

  it('a read mark for a message not loaded asks for a fetch', () => {
    const d = thread([msg('m3', 3, true)]);
    expect(threadWithRead(d, { conversationId: 'cv_1', readerId: OTHER, lastReadMessageId: 'm0', readAt: at }, ME)).toBeUndefined();
  });

  it('my own mark reads the other side’s messages and clears the count when it reaches the newest', () => {
    const d = thread([msg('m1', 1, false), msg('m2', 2, false)]);
    d.pages[0].unreadCount = 2;
    const partial = threadWithOwnRead(d, 'm1', at)!;
    expect(threadMessages(partial).map((m) => m.readAt)).toEqual([at, null]);
    expect(partial.pages[0].unreadCount).toBe(2);
    const all = threadWithRead(d, { conversationId: 'cv_1', readerId: ME, lastReadMessageId: 'm2', readAt: at }, ME)!;
    expect(all.pages[0].unreadCount).toBe(0);
    expect(newestUnreadFromOther(threadMessages(all))).toBeNull();
    expect(newestUnreadFromOther(threadMessages(d))?.id).toBe('m2');
  });
});

describe('seenMessageId', () => {
  it('is the newest of my messages that was read, even with a reply after it', () => {
    expect(seenMessageId([msg('a', 1, true, { readAt: at }), msg('b', 2, true, { readAt: at }), msg('c', 3, false)])).toBe('b');
    expect(seenMessageId([msg('a', 1, true, { readAt: at }), msg('b', 2, true)])).toBe('a');
    expect(seenMessageId([msg('a', 1, false, { readAt: at })])).toBeNull();
  });
});
