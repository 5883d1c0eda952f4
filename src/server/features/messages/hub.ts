import type pg from 'pg';
import type { Deps } from '../../deps.js';
import { comparePositions, eventsAfter, headPosition, STREAM_CHANNEL, type Position, type StreamRow } from './stream-repo.js';

/**
 * One per server process (per Deps): follows the database's message stream and hands each event
 * to this process's listeners of the two members concerned. The database is the only channel
 * between processes; nothing here is shared with another process. While nobody listens it does
 * nothing; while someone does it asks "what is new" every `pollMs` (one query, whatever the
 * number of listeners), and at once when this process has just written something. On PostgreSQL
 * it also LISTENs for the NOTIFY every write sends at commit, so other processes' messages are
 * asked for at once too; the poll stays, as the guarantee (a notification lost with a dropped
 * connection costs at most one interval).
 */

export type Listener = { userId: string; deliver(row: StreamRow, at: Position): void; close(): void };

export type HubOptions = { pollMs: number; batch: number };
const DEFAULTS: HubOptions = { pollMs: 250, batch: 500 };

export const positionOf = (r: StreamRow): Position => ({ xid: BigInt(r.xid), seq: Number(r.seq) });

export class MessageHub {
  readonly options: HubOptions;
  private cursor: Position | null = null;
  private starting: Promise<void> | null = null;
  private listeners = new Map<string, Set<Listener>>();
  private count = 0;
  private timer: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;
  private again = false;
  private failures = 0;
  private stopWakeups: (() => void) | null = null;

  constructor(private deps: Pick<Deps, 'database' | 'log'>, options: Partial<HubOptions> = {}) {
    this.options = { ...DEFAULTS, ...options };
  }

  /**
   * Adds a listener and returns the position it starts after: every event past it reaches the
   * listener (events up to it are the caller's to replay, see `replay`).
   */
  async listen(listener: Listener): Promise<Position> {
    while (!this.cursor) {
      this.starting ??= headPosition(this.deps.database.db).then((p) => { this.cursor ??= p; }).finally(() => { this.starting = null; });
      await this.starting;
    }
    // From here to the return nothing awaits: no poll can slip between reading the cursor and joining.
    let set = this.listeners.get(listener.userId);
    if (!set) this.listeners.set(listener.userId, (set = new Set()));
    set.add(listener);
    this.count++;
    this.timer ??= setInterval(() => this.poll(), this.options.pollMs).unref();
    this.stopWakeups ??= this.deps.database.engine === 'postgres' ? listenForWakeups(this.deps, () => this.wake()) : null;
    return this.cursor;
  }

  unlisten(listener: Listener): void {
    const set = this.listeners.get(listener.userId);
    if (!set?.delete(listener)) return;
    if (!set.size) this.listeners.delete(listener.userId);
    if (--this.count === 0) {
      clearInterval(this.timer!);
      this.timer = null;
      this.stopWakeups?.();
      this.stopWakeups = null;
      // Nobody listens: the next listener starts from the head again rather than replaying the gap.
      this.cursor = null;
    }
  }

  /** How many streams this process serves. */
  get listening(): number {
    return this.count;
  }

  /** This process just committed a message or read mark: look now instead of at the next tick. */
  wake(): void {
    if (this.count) void this.poll();
  }

  /** Ends every open stream (shutdown); their clients reconnect elsewhere. */
  closeAll(): void {
    for (const set of [...this.listeners.values()]) for (const l of [...set]) l.close();
  }

  /** Events of one member's conversations in (after, upTo]: a reconnecting listener's catch-up. */
  replay(userId: string, after: Position, upTo: Position, limit: number): Promise<StreamRow[]> {
    return eventsAfter(this.deps.database.db, after, limit, { upTo, userId });
  }

  /** Polls until nothing is left; a poll asked for while one runs runs again right after it. */
  poll(): Promise<void> {
    if (this.polling) {
      this.again = true;
      return this.polling;
    }
    this.polling = (async () => {
      do {
        this.again = false;
        await this.drain();
      } while (this.again && this.count);
    })().finally(() => { this.polling = null; });
    return this.polling;
  }

  private async drain(): Promise<void> {
    try {
      for (let full = true; full && this.cursor;) {
        const from = this.cursor;
        const rows = await eventsAfter(this.deps.database.db, from, this.options.batch);
        // The listeners were reset while this query ran (everyone left): drop what it found.
        if (this.cursor !== from) return;
        for (const row of rows) this.dispatch(row);
        if (rows.length) this.cursor = positionOf(rows.at(-1)!);
        full = rows.length === this.options.batch;
      }
      this.failures = 0;
    } catch (err) {
      // A database hiccup: keep the listeners, log once in a while, and try again at the next tick.
      if (this.failures++ % 40 === 0) this.deps.log.error({ err }, 'message stream poll failed');
    }
  }

  private dispatch(row: StreamRow): void {
    const at = positionOf(row);
    for (const userId of new Set([row.guest_id, row.host_id])) {
      if (!userId) continue;
      for (const l of this.listeners.get(userId) ?? []) l.deliver(row, at);
    }
  }
}

export { comparePositions };

/**
 * Holds one pooled connection LISTENing on the stream's channel and calls `wake` on each
 * notification; reconnects after an error. Returns the function that lets it go.
 */
function listenForWakeups(deps: Pick<Deps, 'database' | 'log'>, wake: () => void): () => void {
  let client: pg.PoolClient | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const again = () => { if (!stopped) retry = setTimeout(connect, 1000).unref(); };
  const onError = (err: Error) => {
    deps.log.warn({ err: err.message }, 'message stream: lost the LISTEN connection, polling until it is back');
    const c = client;
    client = null;
    c?.removeListener('notification', wake);
    c?.release(err);
    again();
  };
  /** Back to the pool without its LISTEN (or discarded, if even that fails). */
  const letGo = (c: pg.PoolClient) => {
    c.removeListener('notification', wake);
    c.removeListener('error', onError);
    c.query(`unlisten ${STREAM_CHANNEL}`).then(() => c.release(), (err: Error) => c.release(err));
  };
  async function connect() {
    let c: pg.PoolClient | undefined;
    try {
      c = await deps.database.pool.connect();
      c.on('notification', wake);
      c.on('error', onError);
      client = c;
      await c.query(`listen ${STREAM_CHANNEL}`);
      if (stopped) return letGo(c);
      wake(); // anything committed while connecting
    } catch {
      if (c && client === c) {
        client = null;
        c.removeListener('notification', wake);
        c.removeListener('error', onError);
        c.release(true);
      }
      again();
    }
  }
  void connect();
  return () => {
    stopped = true;
    clearTimeout(retry);
    const c = client;
    client = null;
    if (c) letGo(c);
  };
}

const hubs = new WeakMap<object, MessageHub>();

/** This process's hub for these deps (created on first use). */
export function messageHub(deps: Pick<Deps, 'database' | 'log'>): MessageHub {
  let hub = hubs.get(deps);
  if (!hub) hubs.set(deps, (hub = new MessageHub(deps)));
  return hub;
}
