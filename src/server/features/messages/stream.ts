import type { Deps } from '../../deps.js';
import type { SessionUser } from '../auth/session.js';
import type { StreamMessageEvent, StreamReadEvent } from '../../../contract/messages.js';
import { comparePositions, messageHub, type Listener } from './hub.js';
import { formatPosition, type Position, type StreamRow } from './stream-repo.js';
import { toMessageView } from './view.js';

/**
 * `GET /conversations/stream`: Server-Sent Events for one member (contract/messages.ts lists the
 * events). A reconnecting EventSource sends Last-Event-ID and gets what it missed, then live
 * events; a gap too long to replay gets `resync` (fetch again).
 */

/**
 * `maxAgeMs`: a stream ends after this long and the EventSource reconnects (resuming where it was),
 * so a session signed out, expired or banned meanwhile stops receiving within that time.
 */
export type StreamOptions = { heartbeatMs: number; retryMs: number; maxReplay: number; maxQueued: number; maxAgeMs: number };
const DEFAULTS: StreamOptions = { heartbeatMs: 15_000, retryMs: 3_000, maxReplay: 500, maxQueued: 1_000, maxAgeMs: 5 * 60_000 };

const encoder = new TextEncoder();

/** One event in SSE framing; JSON has no raw newlines, so `data` is one line. */
const frame = (event: string, id: string | null, data: unknown) =>
  encoder.encode(`event: ${event}\n${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(data)}\n\n`);

function eventOf(row: StreamRow, viewerId: string): [string, StreamMessageEvent | StreamReadEvent] {
  if (row.type === 'message') {
    const message = toMessageView({
      id: row.message_id!, conversation_id: row.conversation_id, sender_id: row.sender_id, body: row.body!,
      created_at: row.created_at!, read_at: row.message_read_at,
    }, viewerId);
    return ['message', { conversationId: row.conversation_id, message }];
  }
  return ['read', {
    conversationId: row.conversation_id, readerId: row.reader_id!, lastReadMessageId: row.last_read_message_id,
    readAt: new Date(row.read_at!).toISOString(),
  }];
}

export function openStream(
  deps: Pick<Deps, 'database' | 'log'>, user: SessionUser, since: Position | null, signal: AbortSignal, options: Partial<StreamOptions> = {},
): Response {
  const o = { ...DEFAULTS, ...options };
  const hub = messageHub(deps);
  let heartbeat: NodeJS.Timeout | undefined;
  let expiry: NodeJS.Timeout | undefined;
  let closed = false;
  let listener: Listener | undefined;

  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      let last: Position | null = since;
      /** Live events wait here while missed ones are replayed, so the order holds. */
      let held: [StreamRow, Position][] | null = since ? [] : null;
      const push = (chunk: Uint8Array) => {
        if (closed) return;
        // A client that stopped reading is cut off (it reconnects and resumes) rather than buffered without end.
        if ((controller.desiredSize ?? 0) < -o.maxQueued) return stop();
        controller.enqueue(chunk);
      };
      const send = (row: StreamRow, at: Position) => {
        if (last && comparePositions(at, last) <= 0) return;
        last = at;
        const [event, data] = eventOf(row, user.id);
        push(frame(event, formatPosition(at), data));
      };
      const stop = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        clearTimeout(expiry);
        if (listener) hub.unlisten(listener);
        try { controller.close(); } catch { /* already cancelled */ }
      };
      listener = { userId: user.id, deliver: (row, at) => (held ? held.push([row, at]) : send(row, at)), close: stop };
      signal.addEventListener('abort', stop, { once: true });

      const boundary = await hub.listen(listener);
      if (closed) return hub.unlisten(listener);
      push(encoder.encode(`retry: ${o.retryMs}\n\n`));
      if (since && comparePositions(since, boundary) < 0) {
        const missed = await hub.replay(user.id, since, boundary, o.maxReplay + 1).catch(() => null);
        if (!missed || missed.length > o.maxReplay) {
          push(frame('resync', formatPosition(boundary), {}));
          last = boundary;
        } else {
          for (const row of missed) send(row, { xid: BigInt(row.xid), seq: Number(row.seq) });
        }
      }
      if (!last || comparePositions(last, boundary) < 0) last = boundary;
      push(frame('ready', formatPosition(last), {}));
      for (const [row, at] of held ?? []) send(row, at);
      held = null;
      heartbeat = setInterval(() => push(encoder.encode(': keep-alive\n\n')), o.heartbeatMs).unref();
      expiry = setTimeout(stop, o.maxAgeMs).unref();
    },
    cancel() {
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(expiry);
      if (listener) hub.unlisten(listener);
    },
  });

  return new Response(body, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: neither the compress middleware nor a proxy may buffer or re-encode the stream.
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    },
  });
}
