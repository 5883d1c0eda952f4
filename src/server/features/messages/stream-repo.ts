import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * SQL behind the live stream. A position is (xid, seq): the transaction that wrote a message or
 * read mark, and its number from message_stream_seq. Only rows whose transaction is older than
 * every transaction still running (pg_snapshot_xmin) are read, so a row committed late by an
 * older transaction can never appear behind a position already passed (docs/decisions/0017).
 */

/** The NOTIFY channel of new messages and read marks (PostgreSQL; a wake-up hint, the rows are the truth). */
export const STREAM_CHANNEL = 'roost_message_stream';

/** Tells listening processes, at commit, that the stream moved. Inside the writing transaction. */
export async function notifyStream(db: Kysely<DB>): Promise<void> {
  await sql`select pg_notify(${STREAM_CHANNEL}, '')`.execute(db);
}

export type Position = { xid: bigint; seq: number };
export const START: Position = { xid: 0n, seq: 0 };

export const comparePositions = (a: Position, b: Position) => (a.xid === b.xid ? a.seq - b.seq : a.xid < b.xid ? -1 : 1);
export const formatPosition = (p: Position) => `${p.xid}_${p.seq}`;
export function parsePosition(s: string): Position {
  const [xid, seq] = s.split('_');
  return { xid: BigInt(xid!), seq: Number(seq) };
}

export type StreamRow = {
  type: 'message' | 'read'; xid: string; seq: number; conversation_id: string; guest_id: string | null; host_id: string | null;
  // a message
  message_id: string | null; sender_id: string | null; body: string | null; created_at: Date | null; message_read_at: Date | null;
  // a read mark
  reader_id: string | null; read_at: Date | null; last_read_message_id: string | null;
};

const HORIZON = sql`(select pg_snapshot_xmin(pg_current_snapshot()))`;

/**
 * Events after `after` (and up to `upTo`, when given), oldest first; with `userId`, only those
 * of that member's conversations. One statement, whatever the number of listeners.
 */
export async function eventsAfter(
  db: Kysely<DB>, after: Position, limit: number, opts: { upTo?: Position; userId?: string } = {},
): Promise<StreamRow[]> {
  const from = sql`(${after.xid.toString()}::xid8, ${after.seq}::bigint)`;
  const upTo = (x: string, s: string) => (opts.upTo
    ? sql`and (${sql.ref(x)}, ${sql.ref(s)}) <= (${opts.upTo.xid.toString()}::xid8, ${opts.upTo.seq}::bigint)` : sql``);
  const mine = opts.userId ? sql`and (c.guest_id = ${opts.userId} or c.host_id = ${opts.userId})` : sql``;
  const { rows } = await sql<StreamRow>`
    select type, x::text as xid, seq, conversation_id, guest_id, host_id, message_id, sender_id, body, created_at,
           message_read_at, reader_id, read_at, last_read_message_id
    from (
      select 'message' as type, m.xid as x, m.seq, m.conversation_id, c.guest_id, c.host_id,
             m.id as message_id, m.sender_id, m.body, m.created_at, m.read_at as message_read_at,
             null::text as reader_id, null::timestamptz as read_at, null::text as last_read_message_id
      from messages m join conversations c on c.id = m.conversation_id
      where (m.xid, m.seq) > ${from} and m.xid < ${HORIZON} ${upTo('m.xid', 'm.seq')} ${mine}
      union all
      select 'read', cm.read_xid, cm.read_seq, cm.conversation_id, c.guest_id, c.host_id,
             null, null, null, null, null, cm.user_id, cm.read_at,
             (select id from messages where conversation_id = cm.conversation_id and seq <= cm.last_read_seq order by seq desc limit 1)
      from conversation_members cm join conversations c on c.id = cm.conversation_id
      where (cm.read_xid, cm.read_seq) > ${from} and cm.read_xid < ${HORIZON} ${upTo('cm.read_xid', 'cm.read_seq')} ${mine}
    ) e
    order by x, seq limit ${limit}`.execute(db);
  return rows;
}

/** The newest settled position: a new listener starts after it. */
export async function headPosition(db: Kysely<DB>): Promise<Position> {
  const { rows } = await sql<{ xid: string; seq: number }>`
    select x::text as xid, seq from (
      (select xid as x, seq from messages where xid < ${HORIZON} order by xid desc, seq desc limit 1)
      union all
      (select read_xid, read_seq from conversation_members where read_xid < ${HORIZON} order by read_xid desc, read_seq desc limit 1)
    ) h order by x desc, seq desc limit 1`.execute(db);
  const r = rows[0];
  return r ? { xid: BigInt(r.xid), seq: Number(r.seq) } : START;
}
