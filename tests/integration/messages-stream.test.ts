import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { engines, startTestApp, type Agent, type TestApp } from './harness';
import { insertListing } from './factories';
import { signedInMember, type Member } from './members';
import { openEvents, type SseEvent } from './sse';
import { createApp } from '../../src/server/app';
import { messageHub } from '../../src/server/features/messages/index';
import { openStream } from '../../src/server/features/messages/stream';
import { parsePosition, type Position } from '../../src/server/features/messages/stream-repo';
import type { Server } from 'node:http';
import type { StartConversationResponse, StreamMessageEvent, StreamReadEvent } from '../../src/contract/messages';

/**
 * Issue 12 §2: new messages and read marks reach the members without reloading, also when they
 * were written through another server process. Two app instances (own deps, hub and poller) on
 * one database stand in for two processes: on PostgreSQL each has its own pool to the same
 * database, as separate processes would; PGlite allows one opener, so there they share its pool.
 */
describe.each(engines())('message stream on %s', (engine) => {
  let a: TestApp;
  let b: TestApp;
  let host: Member;
  let guest: Member;
  let stranger: Member;
  let listingId: string;
  /** The same member's browser, talking to instance B. */
  const onB = (m: Member): Agent => b.agent({ cookies: m.a.cookies });
  beforeAll(async () => {
    a = await startTestApp(engine);
    b = await startTestApp(engine, {}, { sameDatabaseAs: a });
    host = await signedInMember(a, { name: 'Hana Host' });
    guest = await signedInMember(a, { name: 'Gus Guest' });
    stranger = await signedInMember(a, { name: 'Sam Stranger' });
    listingId = (await insertListing(a.database, host.id)).id;
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const isMessage = (body: string) => (e: SseEvent) => e.event === 'message' && (e.data as StreamMessageEvent).message.body === body;
  const start = async (agent: Agent, body: string) => {
    const res = await agent.post('/api/v1/conversations', { listingId, body });
    expect(res.status).toBeLessThan(300);
    return (await res.json()) as StartConversationResponse;
  };

  it('a message sent through another instance reaches the recipient, and the read mark comes back', async () => {
    const hostStream = await openEvents(host.a); // instance A
    const guestStream = await openEvents(onB(guest)); // instance B
    const strangerStream = await openEvents(stranger.a);
    try {
      for (const s of [hostStream, guestStream, strangerStream]) expect((await s.next()).event).toBe('ready');
      const t0 = performance.now();
      const sent = await start(onB(guest), 'Hello through B');
      const got = await hostStream.next(isMessage('Hello through B'), 3000);
      expect(performance.now() - t0).toBeLessThan(3000);
      expect(got.data).toEqual({ conversationId: sent.conversationId, message: { ...sent.message, mine: false } });
      expect(got.id).toMatch(/^\d+_\d+$/);
      // The sender's own other tabs hear of it too, as theirs.
      expect(((await guestStream.next(isMessage('Hello through B'))).data as StreamMessageEvent).message.mine).toBe(true);

      expect((await host.a.post(`/api/v1/conversations/${sent.conversationId}/read`)).status).toBe(200);
      const receipt = await guestStream.next((e) => e.event === 'read', 3000);
      expect(receipt.data).toMatchObject({ conversationId: sent.conversationId, readerId: host.id, lastReadMessageId: sent.message.id });
      expect((receipt.data as StreamReadEvent).readAt).toBe(a.deps.now().toISOString());

      // Nothing of it reaches a member outside the conversation.
      expect((await strangerStream.settle(600)).map((e) => e.event)).toEqual(['ready']);
    } finally {
      await Promise.all([hostStream.close(), guestStream.close(), strangerStream.close()]);
    }
  });

  it.runIf(engine === 'postgres')('on PostgreSQL another process’s message arrives at once (NOTIFY), not at the next poll', async () => {
    const hub = messageHub(a.deps);
    const pollMs = hub.options.pollMs;
    hub.options.pollMs = 60_000; // only a notification can bring it in time
    const hostStream = await openEvents(host.a);
    try {
      await hostStream.next();
      await new Promise((r) => setTimeout(r, 200)); // the LISTEN connection is up
      const t0 = performance.now();
      await start(onB(guest), 'Notified, not polled');
      await hostStream.next(isMessage('Notified, not polled'), 2000);
      expect(performance.now() - t0).toBeLessThan(2000);
    } finally {
      await hostStream.close();
      hub.options.pollMs = pollMs;
    }
  });

  it('resumes from Last-Event-ID with what was missed, in order, then goes on live', async () => {
    const first = await openEvents(guest.a);
    const ready = await first.next();
    await first.close();
    const conversation = (await start(guest.a, 'Opening line')).conversationId;
    for (const body of ['missed one', 'missed two']) expect((await onB(host).post(`/api/v1/conversations/${conversation}/messages`, { body })).status).toBe(201);

    const again = await openEvents(onB(guest), '/api/v1/conversations/stream', { 'Last-Event-ID': ready.id! });
    try {
      const replayed = [];
      for (let i = 0; i < 5; i++) replayed.push(await again.next());
      // The host's first reply also read the guest's opening line: a receipt, in its place.
      expect(replayed.map((e) => e.event === 'message' ? (e.data as StreamMessageEvent).message.body : e.event))
        .toEqual(['Opening line', 'missed one', 'read', 'missed two', 'ready']);
      // Ids increase, and `ready` carries the position to resume from (the last event's, or later).
      const ids = replayed.map((e) => parsePosition(e.id!));
      const after = (p: Position, q: Position) => p.xid > q.xid || (p.xid === q.xid && p.seq > q.seq);
      expect(ids.slice(1, 4).every((p, i) => after(p, ids[i]!))).toBe(true);
      expect(after(ids[3]!, ids[4]!)).toBe(false);
      await host.a.post(`/api/v1/conversations/${conversation}/messages`, { body: 'live again' });
      await again.next(isMessage('live again'), 3000);
    } finally {
      await again.close();
    }

    // A first connection may pass the position in the query (EventSource cannot set headers).
    const byQuery = await openEvents(guest.a, `/api/v1/conversations/stream?lastEventId=${ready.id}`);
    try {
      await byQuery.next(isMessage('missed two'));
    } finally {
      await byQuery.close();
    }
    expect((await guest.a.fetch('/api/v1/conversations/stream', { headers: { 'Last-Event-ID': 'yesterday' } })).status).toBe(400);
    expect((await guest.a.fetch('/api/v1/conversations/stream?lastEventId=1_2&x=1')).status).toBe(400);
  });

  it('asks the client to fetch again when the gap is too long to replay, and keeps a quiet stream alive', async () => {
    const user = { id: guest.id, email: guest.email, emailVerified: true, name: guest.name, role: 'user' as const, sessionId: 'test' };
    const stream = (opts: Parameters<typeof openStream>[4]) => {
      const res = openStream(a.deps, user, { xid: 1n, seq: 0 }, new AbortController().signal, opts);
      return openEvents({ fetch: async () => res });
    };
    const gap = await stream({ maxReplay: 1 });
    try {
      expect((await gap.next()).event).toBe('resync');
      expect((await gap.next()).event).toBe('ready');
    } finally {
      await gap.close();
    }
    const quiet = await stream({ heartbeatMs: 30 });
    try {
      await quiet.settle(200);
      expect(quiet.comments.filter((c) => c === 'keep-alive').length).toBeGreaterThanOrEqual(2);
    } finally {
      await quiet.close();
    }
    // A stream ends after a while, so the client reconnects with its session checked again.
    const hub = messageHub(a.deps);
    const before = hub.listening;
    const aging = await stream({ maxAgeMs: 100 });
    await expect(aging.next((e) => e.event === 'never', 2000)).rejects.toThrow(/stream ended/);
    expect(hub.listening).toBe(before);
  });

  it('over HTTP behind the gzip middleware: not compressed, each event sent as it happens; a closed connection leaves the hub', async () => {
    const server = serve({ fetch: createApp(a.deps).fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    const port = (server.address() as AddressInfo).port;
    const hub = messageHub(a.deps);
    const before = hub.listening;
    const abort = new AbortController();
    try {
      const cookie = [...host.a.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/conversations/stream`, {
        headers: { cookie, accept: 'text/event-stream', 'accept-encoding': 'gzip, deflate, br' }, signal: abort.signal,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('cache-control')).toBe('no-cache, no-transform');
      expect(res.headers.get('x-request-id')).toBeTruthy();
      const events = await openEvents({ fetch: async () => res });
      expect((await events.next()).event).toBe('ready');
      expect(hub.listening).toBe(before + 1);
      await start(onB(guest), 'Over the wire');
      await events.next(isMessage('Over the wire'), 3000);
      abort.abort();
      await events.close();
      for (let i = 0; i < 50 && hub.listening > before; i++) await new Promise((r) => setTimeout(r, 20));
      expect(hub.listening).toBe(before);
    } finally {
      abort.abort();
      (server as Server).closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });
});
