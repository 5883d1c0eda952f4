/**
 * The one EventSource of a tab (GET /conversations/stream, decision 0017). The browser reconnects
 * by itself after a dropped connection or the server's 5-minute end, sending Last-Event-ID, and
 * the server replays what was missed. What the browser gives up on (an HTTP error, a hidden tab
 * we closed) is reopened here with `?lastEventId=`, so it resumes just the same.
 */

export type StreamHandlers = {
  /** `message` and `read`, parsed. */
  onEvent: (type: 'message' | 'read', data: unknown) => void;
  /** Fetch again what is on screen: connected without a position to resume from, or told to resync. */
  onStale: () => void;
};

type Source = Pick<EventSource, 'addEventListener' | 'close' | 'readyState'> & { onerror: ((e: Event) => void) | null };
export type StreamOptions = {
  url?: string;
  /** Tests pass a fake; browsers use EventSource. */
  create?: (url: string) => Source;
  /** A tab hidden this long stops listening until it is shown again. */
  hiddenCloseMs?: number;
  /** Backoff after the browser gives up: first delay, doubling up to the maximum. */
  retryMs?: number;
  maxRetryMs?: number;
  document?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
};

const CLOSED = 2;

export function openMessageStream(handlers: StreamHandlers, o: StreamOptions = {}): () => void {
  const url = o.url ?? '/api/v1/conversations/stream';
  const create = o.create ?? ((u: string) => new EventSource(u));
  const doc = o.document ?? (typeof document === 'undefined' ? undefined : document);
  const hiddenCloseMs = o.hiddenCloseMs ?? 60_000;
  const retryMs = o.retryMs ?? 2_000;
  const maxRetryMs = o.maxRetryMs ?? 60_000;

  let source: Source | null = null;
  /** The id of the last event seen: where a new connection resumes. */
  let last: string | null = null;
  /** Where the connection being made resumes from; null means nothing to replay, so fetch on `ready`. */
  let resumeFrom: string | null = null;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let hiddenTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const remember = (e: Event) => {
    const id = (e as MessageEvent).lastEventId;
    if (id) last = id;
  };

  function connect() {
    clearTimeout(retryTimer);
    if (stopped || source) return;
    resumeFrom = last;
    const s = create(last ? `${url}?lastEventId=${encodeURIComponent(last)}` : url);
    source = s;
    for (const type of ['message', 'read'] as const) {
      s.addEventListener(type, (e) => {
        remember(e);
        try {
          handlers.onEvent(type, JSON.parse((e as MessageEvent).data));
        } catch {
          /* a malformed event is skipped; the next `ready` or resync fetches the truth */
        }
      });
    }
    s.addEventListener('ready', (e) => {
      remember(e);
      failures = 0;
      if (resumeFrom === null) handlers.onStale();
    });
    s.addEventListener('resync', (e) => {
      remember(e);
      handlers.onStale();
    });
    s.onerror = () => {
      if (s.readyState === CLOSED) {
        // The browser gave up (an HTTP error, e.g. a session that ended): try again later ourselves.
        drop();
        failures += 1;
        retryTimer = setTimeout(connect, Math.min(maxRetryMs, retryMs * 2 ** (failures - 1)));
      } else {
        // The browser is reconnecting with Last-Event-ID: the server replays from there.
        resumeFrom = last;
      }
    };
  }

  function drop() {
    source?.close();
    source = null;
  }

  const onVisibility = () => {
    clearTimeout(hiddenTimer);
    if (doc?.visibilityState === 'hidden') {
      hiddenTimer = setTimeout(drop, hiddenCloseMs);
    } else if (!source) {
      failures = 0;
      connect();
    }
  };
  const onOnline = () => {
    if (!source) {
      failures = 0;
      connect();
    }
  };

  doc?.addEventListener('visibilitychange', onVisibility);
  if (typeof window !== 'undefined') window.addEventListener('online', onOnline);
  connect();

  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    clearTimeout(hiddenTimer);
    doc?.removeEventListener('visibilitychange', onVisibility);
    if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
    drop();
  };
}
