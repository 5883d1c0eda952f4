import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openMessageStream } from './stream';

/**
 * The browser's EventSource is not in Node: this stand-in does what the tests need of it
 * (listeners, readyState, onerror, close), so the reconnect rules can be checked with fake timers.
 */
class FakeSource {
  static all: FakeSource[] = [];
  readyState = 0;
  onerror: ((e: Event) => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((e: Event) => void)[]>();
  constructor(readonly url: string) { FakeSource.all.push(this); }
  addEventListener(type: string, fn: (e: Event) => void) { this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]); }
  close() { this.closed = true; this.readyState = 2; }
  emit(type: string, data: unknown, id = '') {
    this.readyState = 1;
    for (const fn of this.listeners.get(type) ?? []) fn({ data: JSON.stringify(data), lastEventId: id } as unknown as Event);
  }
  fail(gaveUp: boolean) {
    this.readyState = gaveUp ? 2 : 0;
    this.onerror?.(new Event('error'));
  }
}

class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';
  show(state: DocumentVisibilityState) {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

function start() {
  const events: [string, unknown][] = [];
  let stale = 0;
  const doc = new FakeDocument();
  const stop = openMessageStream(
    { onEvent: (type, data) => events.push([type, data]), onStale: () => void stale++ },
    { url: '/s', create: (u) => new FakeSource(u) as never, document: doc as never, retryMs: 1000, maxRetryMs: 4000, hiddenCloseMs: 60_000 },
  );
  return { events, stale: () => stale, doc, stop, last: () => FakeSource.all.at(-1)! };
}

beforeEach(() => {
  FakeSource.all = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('openMessageStream', () => {
  it('passes on messages and read marks, and fetches afresh when connected without a position or told to resync', () => {
    const s = start();
    expect(s.last().url).toBe('/s');
    s.last().emit('ready', {}, '5_1');
    expect(s.stale()).toBe(1);
    s.last().emit('message', { conversationId: 'cv_1' }, '5_2');
    s.last().emit('read', { conversationId: 'cv_1' }, '5_3');
    expect(s.events.map(([t]) => t)).toEqual(['message', 'read']);
    s.last().emit('resync', {}, '9_9');
    expect(s.stale()).toBe(2);
    s.stop();
    expect(s.last().closed).toBe(true);
  });

  it('when the browser reconnects by itself, the replay covers the gap: no fetch on its ready', () => {
    const s = start();
    s.last().emit('ready', {}, '5_1');
    s.last().emit('message', {}, '5_2');
    s.last().fail(false);
    s.last().emit('ready', {}, '5_2');
    expect(FakeSource.all).toHaveLength(1);
    expect(s.stale()).toBe(1);
  });

  it('when the browser gives up, it opens a new stream from the last event, backing off', () => {
    const s = start();
    s.last().emit('ready', {}, '5_1');
    s.last().emit('message', {}, '5_7');
    s.last().fail(true);
    expect(FakeSource.all).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(s.last().url).toBe('/s?lastEventId=5_7');
    s.last().fail(true);
    vi.advanceTimersByTime(1999);
    expect(FakeSource.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSource.all).toHaveLength(3);
    s.last().emit('ready', {}, '5_7');
    expect(s.stale()).toBe(1);
    s.stop();
  });

  it('a tab hidden for a while stops listening and resumes where it was when shown', () => {
    const s = start();
    s.last().emit('ready', {}, '5_1');
    s.doc.show('hidden');
    vi.advanceTimersByTime(59_000);
    s.doc.show('visible');
    s.doc.show('hidden');
    vi.advanceTimersByTime(60_000);
    expect(s.last().closed).toBe(true);
    s.doc.show('visible');
    expect(FakeSource.all).toHaveLength(2);
    expect(s.last().url).toBe('/s?lastEventId=5_1');
    s.stop();
  });
});
