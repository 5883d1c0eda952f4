import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestApp, type TestApp } from './harness';
import { insertBooking, insertListing } from './factories';
import { signedInMember, type Member } from './members';
import type {
  ConversationListResponse, ConversationView, MessageView, StartConversationResponse, UnreadMessages,
} from '../../src/contract/messages';

/** Issue 12 §2 and §6: who may read and write a conversation, and what its members see. */
describe.each(engines())('messages on %s', (engine) => {
  let t: TestApp;
  let host: Member;
  let guest: Member;
  let stranger: Member;
  let admin: Member;
  let listingId: string;
  beforeAll(async () => {
    t = await startTestApp(engine);
    host = await signedInMember(t, { name: 'Hana Host' });
    guest = await signedInMember(t, { name: 'Gus Guest' });
    stranger = await signedInMember(t, { name: 'Sam Stranger' });
    admin = await signedInMember(t, { name: 'Ada Admin', role: 'admin' });
    listingId = (await insertListing(t.database, host.id, { title: 'Casa del Puerto' })).id;
  });
  afterAll(() => t.close());

  const start = async (m: Member, body: object, status = 201) => {
    const res = await m.a.post('/api/v1/conversations', body);
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(status);
    return (await res.json()) as StartConversationResponse;
  };
  const send = (m: Member, id: string, body: unknown) => m.a.post(`/api/v1/conversations/${id}/messages`, { body });
  const view = async (m: Member, id: string, q = '') => {
    const res = await m.a.fetch(`/api/v1/conversations/${id}${q}`);
    expect(res.status).toBe(200);
    return (await res.json()) as ConversationView;
  };
  const unread = async (m: Member) => (await (await m.a.fetch('/api/v1/conversations/unread-count')).json()) as UnreadMessages;
  const inbox = async (m: Member, q = '') => (await (await m.a.fetch(`/api/v1/conversations${q}`)).json()) as ConversationListResponse;
  const read = (m: Member, id: string, body?: object) => m.a.post(`/api/v1/conversations/${id}/read`, body);
  /** A guest of their own with a fresh conversation on a fresh listing of the host. */
  const freshPair = async (name: string) => {
    const g = await signedInMember(t, { name });
    const l = await insertListing(t.database, host.id);
    const c = await start(g, { listingId: l.id, body: `Hello from ${name}` });
    return { g, l, c };
  };

  it('answers 401 to visitors on every call', async () => {
    const v = t.agent();
    for (const [method, path] of [['GET', '/conversations'], ['GET', '/conversations/unread-count'], ['GET', '/conversations/stream'],
      ['GET', '/conversations/x'], ['GET', '/conversations/by-booking/x'], ['POST', '/conversations'], ['POST', '/conversations/x/messages'],
      ['POST', '/conversations/x/read']]) {
      const res = await v.fetch(`/api/v1${path}`, { method, headers: { 'content-type': 'application/json' }, body: method === 'POST' ? '{"body":"hi"}' : undefined });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('a guest writes from the listing page; a second start continues the one conversation; the host replies', async () => {
    const first = await start(guest, { listingId, body: '  Is the balcony sunny in the morning?  ' });
    expect(first).toMatchObject({ created: true, message: { body: 'Is the balcony sunny in the morning?', mine: true, senderId: guest.id, readAt: null } });
    const again = await start(guest, { listingId, body: 'And is there a kettle?' }, 200);
    expect(again).toMatchObject({ conversationId: first.conversationId, created: false });
    const { rows } = await t.database.pool.query('select count(*)::int as n from conversations where listing_id = $1 and guest_id = $2', [listingId, guest.id]);
    expect(rows[0].n).toBe(1);

    const reply = await send(host, first.conversationId, 'Sunny until noon, and yes.');
    expect(reply.status).toBe(201);
    const hostMessage = (await reply.json()) as MessageView;
    expect(hostMessage).toMatchObject({ mine: true, senderId: host.id });

    const v = await view(guest, first.conversationId);
    expect(v).toMatchObject({
      viewerRole: 'guest', canSend: true, olderCursor: null,
      listing: { id: listingId, title: 'Casa del Puerto', listed: true },
      guest: { id: guest.id, name: 'Gus Guest' }, host: { id: host.id, name: 'Hana Host' },
    });
    expect(v.messages.map((m) => [m.body, m.mine])).toEqual([
      ['Is the balcony sunny in the morning?', true], ['And is there a kettle?', true], ['Sunny until noon, and yes.', false]]);
  });

  it('first messages sent at once still make one conversation', async () => {
    const g = await signedInMember(t, { name: 'Quick Fingers' });
    const l = await insertListing(t.database, host.id);
    const answers = await Promise.all([1, 2, 3, 4, 5].map((i) => g.a.post('/api/v1/conversations', { listingId: l.id, body: `try ${i}` })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const ids = new Set(await Promise.all(answers.map(async (r) => ((await r.json()) as StartConversationResponse).conversationId)));
    expect(ids.size).toBe(1);
    expect((await view(g, [...ids][0]!)).messages).toHaveLength(5);
    expect((await unread(host)).unreadConversations).toBeGreaterThan(0);
  });

  it('a host cannot start a conversation with themself', async () => {
    const res = await host.a.post('/api/v1/conversations', { listingId, body: 'Talking to myself' });
    expect(res.status).toBe(403);
  });

  it('before booking only a published listing takes messages; a guest with a booking may write to any', async () => {
    const draft = await insertListing(t.database, host.id, { status: 'unlisted' });
    expect((await guest.a.post('/api/v1/conversations', { listingId: draft.id, body: 'Hi' })).status).toBe(404);
    expect((await guest.a.post('/api/v1/conversations', { listingId: 'l_missing', body: 'Hi' })).status).toBe(404);
    await insertBooking(t.database, draft.id, guest.id, '2026-12-01', '2026-12-04');
    const c = await start(guest, { listingId: draft.id, body: 'About my stay next week' });
    const v = await view(host, c.conversationId);
    expect(v.listing.listed).toBe(false);
    expect(v.bookings.map((b) => [b.checkIn, b.checkOut, b.status])).toEqual([['2026-12-01', '2026-12-04', 'confirmed']]);
  });

  it('trip and reservation pages find the conversation of a booking, and either side can start it there', async () => {
    const l = await insertListing(t.database, host.id);
    const booking = await insertBooking(t.database, l.id, guest.id, '2026-12-20', '2026-12-23');
    const byBooking = async (m: Member) => m.a.fetch(`/api/v1/conversations/by-booking/${booking}`);
    expect(await (await byBooking(guest)).json()).toEqual({ conversationId: null });
    expect((await byBooking(stranger)).status).toBe(404);
    expect((await stranger.a.post('/api/v1/conversations', { bookingId: booking, body: 'Hi' })).status).toBe(404);

    const fromHost = await start(host, { bookingId: booking, body: 'Looking forward to hosting you!' });
    for (const m of [guest, host, admin]) expect(await (await byBooking(m)).json()).toEqual({ conversationId: fromHost.conversationId });
    const fromGuest = await start(guest, { bookingId: booking, body: 'Thanks!' }, 200);
    expect(fromGuest.conversationId).toBe(fromHost.conversationId);
    const v = await view(guest, fromHost.conversationId);
    expect(v.guest.id).toBe(guest.id);
    expect(v.bookings.map((b) => b.id)).toEqual([booking]);
    expect((await guest.a.post('/api/v1/conversations', { listingId: l.id, bookingId: booking, body: 'x' })).status).toBe(400);
  });

  it('messages are 1–2000 characters after trimming, counted as characters; unknown fields and NUL are refused', async () => {
    const { c } = await freshPair('Len Length');
    for (const body of ['', '   \n ', 'x'.repeat(2001), 'ok\u0000']) {
      const res = await send(host, c.conversationId, body);
      expect(res.status, JSON.stringify(body.slice(0, 20))).toBe(400);
      expect((await res.json()).error).toMatchObject({ code: 'VALIDATION_FAILED', details: { body: expect.any(String) } });
    }
    expect((await send(host, c.conversationId, 'x'.repeat(2000))).status).toBe(201);
    // 2000 emoji are 4000 UTF-16 units: still 2000 characters.
    expect((await send(host, c.conversationId, '🏡'.repeat(2000))).status).toBe(201);
    const extra = await host.a.post(`/api/v1/conversations/${c.conversationId}/messages`, { body: 'hi', urgent: true });
    expect((await extra.json()).error.details).toEqual({ urgent: 'is not a known field' });
    expect((await host.a.post('/api/v1/conversations', { listingId, body: 'x'.repeat(2001) })).status).toBe(400);
  });

  it('markup round-trips as text', async () => {
    const { g, c } = await freshPair('Mark Up');
    const evil = '<script>alert("x")</script> <img src=x onerror=alert(1)> &amp; **bold**';
    expect((await send(g, c.conversationId, evil)).status).toBe(201);
    const v = await view(host, c.conversationId);
    expect(v.messages.at(-1)!.body).toBe(evil);
    expect((await inbox(host)).conversations.find((x) => x.id === c.conversationId)?.lastMessage?.body).toBe(evil);
  });

  it('only the two members read, write and mark a conversation; an admin reads it and cannot write', async () => {
    const { c } = await freshPair('Pia Private');
    const id = c.conversationId;
    expect((await stranger.a.fetch(`/api/v1/conversations/${id}`)).status).toBe(404);
    expect((await send(stranger, id, 'let me in')).status).toBe(404);
    expect((await read(stranger, id)).status).toBe(404);
    for (const missing of ['cv_missing', 'x']) {
      expect((await guest.a.fetch(`/api/v1/conversations/${missing}`)).status).toBe(404);
      expect((await send(guest, missing, 'hi')).status).toBe(404);
      expect((await read(guest, missing)).status).toBe(404);
    }
    expect((await inbox(stranger)).conversations.map((x) => x.id)).not.toContain(id);

    const asAdmin = await view(admin, id);
    expect(asAdmin).toMatchObject({ viewerRole: 'admin', canSend: false, unreadCount: 0 });
    expect(asAdmin.messages.every((m) => !m.mine)).toBe(true);
    expect((await send(admin, id, 'Operator here')).status).toBe(403);
    expect((await read(admin, id)).status).toBe(404);
    // An admin reading marks nothing read for the members.
    expect((await view(host, id)).unreadCount).toBe(1);
  });

  it('counts unread messages per member, marks them read, and shows the sender when they were read', async () => {
    const before = await unread(host);
    const { g, c } = await freshPair('Una Unread');
    const id = c.conversationId;
    await send(g, id, 'second');
    await send(g, id, 'third');
    expect(await unread(host)).toEqual({ unreadCount: before.unreadCount + 3, unreadConversations: before.unreadConversations + 1 });
    expect((await inbox(host)).conversations.find((x) => x.id === id)).toMatchObject({ unreadCount: 3, role: 'host', other: { name: 'Una Unread' } });
    expect(await unread(g)).toEqual({ unreadCount: 0, unreadConversations: 0 });

    // Reading the conversation does not mark it; marking up to a message leaves the later ones unread.
    const v = await view(host, id);
    expect(v.unreadCount).toBe(3);
    const res = await read(host, id, { lastMessageId: v.messages[1]!.id });
    expect(await res.json()).toEqual({ conversationId: id, unreadCount: before.unreadCount + 1, unreadConversations: before.unreadConversations + 1 });
    expect((await view(g, id)).messages.map((m) => m.readAt !== null)).toEqual([true, true, false]);
    expect((await read(host, id, { lastMessageId: 'ms_elsewhere' })).status).toBe(400);

    // Replying is reading: the host's answer marks the rest read.
    await send(host, id, 'Hello!');
    expect((await view(host, id)).unreadCount).toBe(0);
    expect(await unread(host)).toEqual(before);
    const guestSide = await view(g, id);
    expect(guestSide.messages.filter((m) => m.mine).every((m) => m.readAt)).toBe(true);
    expect(guestSide.unreadCount).toBe(1);
    expect(await (await read(g, id)).json()).toMatchObject({ unreadCount: 0, unreadConversations: 0 });
    expect((await read(g, id)).status).toBe(200); // again: nothing to do, no error
  });

  it('lists the member’s conversations newest activity first, a page at a time', async () => {
    const m = await signedInMember(t, { name: 'Ina Inbox' });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const l = await insertListing(t.database, host.id, { title: `Inbox stay ${i}` });
      ids.push((await start(m, { listingId: l.id, body: `hello ${i}` })).conversationId);
    }
    await send(host, ids[1]!, 'a reply moves it up');
    const page1 = await inbox(m, '?limit=2');
    expect(page1.conversations.map((x) => x.id)).toEqual([ids[1], ids[4]]);
    expect(page1.conversations[0]).toMatchObject({
      role: 'guest', other: { id: host.id, name: 'Hana Host' }, unreadCount: 1,
      listing: { title: 'Inbox stay 1' }, lastMessage: { body: 'a reply moves it up', mine: false },
    });
    expect(page1).toMatchObject({ unreadCount: 1, unreadConversations: 1 });
    const page2 = await inbox(m, `?limit=2&cursor=${page1.nextCursor}`);
    const page3 = await inbox(m, `?limit=2&cursor=${page2.nextCursor}`);
    expect([...page2.conversations, ...page3.conversations].map((x) => x.id)).toEqual([ids[3], ids[2], ids[0]]);
    expect(page3.nextCursor).toBeNull();
    expect((await m.a.fetch('/api/v1/conversations?cursor=bogus')).status).toBe(400);
  });

  it('pages a long conversation from the newest back', async () => {
    const { g, c } = await freshPair('Pat Pages');
    for (let i = 1; i <= 4; i++) await send(g, c.conversationId, `m${i}`);
    const last = await view(host, c.conversationId, '?limit=2');
    expect(last.messages.map((m) => m.body)).toEqual(['m3', 'm4']);
    const earlier = await view(host, c.conversationId, `?limit=2&before=${last.olderCursor}`);
    expect(earlier.messages.map((m) => m.body)).toEqual(['m1', 'm2']);
    const first = await view(host, c.conversationId, `?limit=2&before=${earlier.olderCursor}`);
    expect(first.messages.map((m) => m.body)).toEqual(['Hello from Pat Pages']);
    expect(first.olderCursor).toBeNull();
  });

  it('limits sending to 30 messages a minute per member (429 with Retry-After)', async () => {
    const { g, c } = await freshPair('Rita Rapid'); // the first message counts
    for (let i = 2; i <= 30; i++) expect((await send(g, c.conversationId, `message ${i}`)).status).toBe(201);
    const limited = await send(g, c.conversationId, 'one too many');
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await g.a.post('/api/v1/conversations', { listingId, body: 'elsewhere' })).status).toBe(429);
    // Others are not held back by it.
    expect((await send(host, c.conversationId, 'I am fine')).status).toBe(201);
    t.setNow('2026-11-21T12:01:01Z');
    try {
      expect((await send(g, c.conversationId, 'a minute later')).status).toBe(201);
    } finally {
      t.setNow('2026-11-21T12:00:00Z');
    }
  });

  it('a banned member cannot send (their session is refused); an unverified one must verify first', async () => {
    const { g, c } = await freshPair('Bo Banned');
    await t.database.pool.query(`update users set status = 'banned' where id = $1`, [g.id]);
    expect((await send(g, c.conversationId, 'still here?')).status).toBe(401);
    expect((await g.a.fetch(`/api/v1/conversations/${c.conversationId}`)).status).toBe(401);
    const unverified = await signedInMember(t, { name: 'Uma Unverified', verified: false });
    const res = await unverified.a.post('/api/v1/conversations', { listingId, body: 'Hi' });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('when the other member has left, the conversation stays readable and takes no more messages', async () => {
    const { g, c } = await freshPair('Leo Leaving');
    expect((await g.a.post('/api/v1/me/delete', { password: 'correct horse battery' })).status).toBe(200);
    const v = await view(host, c.conversationId);
    expect(v).toMatchObject({ canSend: false, guest: { name: 'Former member' } });
    expect(v.messages.map((m) => m.body)).toEqual(['Hello from Leo Leaving']);
    expect((await send(host, c.conversationId, 'Are you there?')).status).toBe(403);
  });
});
