import { expect } from 'vitest';
import type { Agent } from './harness';

/** An open text/event-stream read as EventSource would: events with their ids, comments kept apart. */
export type SseEvent = { event: string; id: string | null; data: unknown };

export type EventStream = {
  response: Response;
  events: SseEvent[];
  comments: string[];
  /** The first event (after those already taken by earlier `next` calls) that matches, within `ms`. */
  next(match?: (e: SseEvent) => boolean, ms?: number): Promise<SseEvent>;
  /** Every event that arrived, after waiting `ms` more for stragglers. */
  settle(ms: number): Promise<SseEvent[]>;
  close(): Promise<void>;
};

export async function openEvents(agent: Pick<Agent, 'fetch'>, path = '/api/v1/conversations/stream', headers: Record<string, string> = {}): Promise<EventStream> {
  const response = await agent.fetch(path, { headers: { accept: 'text/event-stream', ...headers } });
  expect(response.status, `${path} answered ${response.status}`).toBe(200);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: SseEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  let taken = 0;
  let done = false;
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done: end } = await reader.read();
        if (end) break;
        buffer += value;
        for (let i = buffer.indexOf('\n\n'); i >= 0; i = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, i);
          buffer = buffer.slice(i + 2);
          const e: Partial<SseEvent> & { lines: string[] } = { lines: [] };
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('event: ')) e.event = line.slice(7);
            else if (line.startsWith('id: ')) e.id = line.slice(4);
            else if (line.startsWith('data: ')) e.lines.push(line.slice(6));
          }
          if (e.event) events.push({ event: e.event, id: e.id ?? null, data: JSON.parse(e.lines.join('\n')) });
          for (const w of waiters) w();
        }
      }
    } catch {
      // cancelled
    } finally {
      done = true;
      for (const w of waiters) w();
    }
  })();

  const next = (match: (e: SseEvent) => boolean = () => true, ms = 5000) => new Promise<SseEvent>((resolve, reject) => {
    const look = () => {
      for (let i = taken; i < events.length; i++) {
        if (match(events[i]!)) {
          taken = i + 1;
          cleanup();
          resolve(events[i]!);
          return;
        }
      }
      if (done) {
        cleanup();
        reject(new Error(`stream ended; events: ${JSON.stringify(events.map((e) => e.event))}`));
      }
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`no matching event within ${ms} ms; got ${JSON.stringify(events.map((e) => e.event))}`));
    }, ms);
    const cleanup = () => {
      clearTimeout(timer);
      waiters.delete(look);
    };
    waiters.add(look);
    look();
  });

  return {
    response,
    events,
    comments,
    next,
    async settle(ms) {
      await new Promise((r) => setTimeout(r, ms));
      return events;
    },
    async close() {
      await reader.cancel().catch(() => {});
    },
  };
}
