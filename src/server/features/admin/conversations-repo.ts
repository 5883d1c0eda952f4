import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** SQL for the console's reading of a conversation (reached from a report): every message, hidden ones with their words. */

export type ConversationHead = {
  id: string; listing_id: string; listing_title: string; listing_status: string;
  guest_id: string | null; guest_name: string | null; guest_status: 'active' | 'banned' | null;
  host_id: string | null; host_name: string | null; host_status: 'active' | 'banned' | null;
};

export async function conversationHead(db: Kysely<DB>, id: string): Promise<ConversationHead | undefined> {
  const { rows } = await sql<ConversationHead>`
    select c.id, l.id as listing_id, l.title as listing_title, l.status as listing_status,
           g.id as guest_id, case when g.deleted_at is null then g.name end as guest_name, g.status as guest_status,
           h.id as host_id, case when h.deleted_at is null then h.name end as host_name, h.status as host_status
    from conversations c join listings l on l.id = c.listing_id
    left join users g on g.id = c.guest_id left join users h on h.id = c.host_id
    where c.id = ${id}`.execute(db);
  return rows[0];
}

export type OperatorMessageRow = {
  id: string; sender_id: string | null; body: string; created_at: Date; hidden_at: Date | null; seq: string | number; open_report_id: string | null;
};

const MESSAGE_COLS = sql`m.id, m.sender_id, m.body, m.created_at, m.hidden_at, m.seq,
  (select r.id from reports r where r.target_type = 'message' and r.target_id = m.id and r.status = 'open'
   order by r.created_at limit 1) as open_report_id`;

/** The newest `limit` messages before `beforeSeq` (newest first). */
export async function operatorMessages(db: Kysely<DB>, conversationId: string, limit: number, beforeSeq?: number): Promise<OperatorMessageRow[]> {
  const before = beforeSeq === undefined ? sql`` : sql`and m.seq < ${beforeSeq}`;
  const { rows } = await sql<OperatorMessageRow>`
    select ${MESSAGE_COLS} from messages m
    where m.conversation_id = ${conversationId} ${before}
    order by m.seq desc limit ${limit}`.execute(db);
  return rows;
}

export async function operatorMessage(db: Kysely<DB>, id: string): Promise<(OperatorMessageRow & { conversation_id: string }) | undefined> {
  const { rows } = await sql<OperatorMessageRow & { conversation_id: string }>`
    select ${MESSAGE_COLS}, m.conversation_id from messages m where m.id = ${id}`.execute(db);
  return rows[0];
}
