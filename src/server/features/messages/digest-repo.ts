import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** SQL for the grouped e-mail about unread messages (digest.ts says when it is sent). */

/** Incoming messages a member has not read and no e-mail has mentioned (relative to conversation_members `cm`). */
const UNMENTIONED = (m: string) => sql`${sql.ref(`${m}.conversation_id`)} = cm.conversation_id and ${sql.ref(`${m}.seq`)} > cm.emailed_seq
  and ${sql.ref(`${m}.sender_id`)} is distinct from cm.user_id and ${sql.ref(`${m}.read_at`)} is null`;

/** Active members with such a message older than `cutoff`. */
export async function membersDue(db: Kysely<DB>, cutoff: Date, limit: number): Promise<string[]> {
  const { rows } = await sql<{ user_id: string }>`
    select distinct cm.user_id from conversation_members cm join users u on u.id = cm.user_id
    where cm.unread_count > 0 and u.deleted_at is null and u.status = 'active'
      and exists (select 1 from messages m where ${UNMENTIONED('m')} and m.created_at <= ${cutoff})
    limit ${limit}`.execute(db);
  return rows.map((r) => r.user_id);
}

export type DigestRow = {
  conversation_id: string; listing_title: string; other_name: string | null; unread: number; max_seq: number; oldest: Date;
  /** The newest of the messages the operator has not hidden (none: null). */
  latest_body: string | null; latest_id: string | null;
};

/**
 * Locks the member's conversations that have unread messages (rows another process holds are
 * skipped: that process is writing this e-mail) and sums up, per conversation, what no e-mail
 * has mentioned yet, with the newest message to quote (a hidden one is never quoted). Newest
 * conversation first.
 */
export async function claimDigest(db: Kysely<DB>, userId: string): Promise<DigestRow[]> {
  const { rows } = await sql<DigestRow>`
    with cm as (
      select conversation_id, user_id, emailed_seq from conversation_members
      where user_id = ${userId} and unread_count > 0 for update skip locked
    )
    select cm.conversation_id, l.title as listing_title, case when o.deleted_at is null then o.name end as other_name, count(*)::int as unread,
           max(m.seq) as max_seq, min(m.created_at) as oldest,
           (array_agg(m.body order by m.seq desc) filter (where m.hidden_at is null))[1] as latest_body,
           (array_agg(m.id order by m.seq desc) filter (where m.hidden_at is null))[1] as latest_id
    from cm
    join messages m on ${UNMENTIONED('m')}
    join conversations c on c.id = cm.conversation_id
    join listings l on l.id = c.listing_id
    left join users o on o.id = (case when c.guest_id = ${userId} then c.host_id else c.guest_id end)
    group by cm.conversation_id, l.title, o.name, o.deleted_at
    order by max(m.seq) desc`.execute(db);
  return rows.map((r) => ({ ...r, max_seq: Number(r.max_seq) }));
}

/** Records that an e-mail mentioned these conversations' unread messages up to `max_seq`. */
export async function markMentioned(db: Kysely<DB>, userId: string, rows: { conversation_id: string; max_seq: number }[]) {
  await sql`
    update conversation_members cm set emailed_seq = greatest(cm.emailed_seq, d.seq)
    from unnest(${rows.map((r) => r.conversation_id)}::text[], ${rows.map((r) => r.max_seq)}::bigint[]) as d(id, seq)
    where cm.conversation_id = d.id and cm.user_id = ${userId}`.execute(db);
}

/**
 * The member has read a conversation: a grouped e-mail not yet on its way stops mentioning it,
 * and is not sent at all when nothing is left in it ("never e-mail about messages already read").
 */
export async function withdrawFromPendingDigests(db: Kysely<DB>, userId: string, conversationId: string) {
  await sql`
    update notifications n
    set payload = jsonb_set(n.payload, '{conversations}', coalesce(
          (select jsonb_agg(e) from jsonb_array_elements(n.payload->'conversations') e where e->>'conversationId' <> ${conversationId}),
          '[]'::jsonb)),
        email_status = case when jsonb_array_length(n.payload->'conversations') > 1 then n.email_status else 'skipped' end
    where n.user_id = ${userId} and n.kind = 'messages_unread' and n.email_status = 'pending'
      and n.payload->'conversations' @> jsonb_build_array(jsonb_build_object('conversationId', ${conversationId}::text))`.execute(db);
}

/**
 * The operator hid a message: an e-mail about unread messages still waiting to go out stops
 * quoting it (its conversation stays listed, with its count). Called in the hiding transaction.
 */
export async function unquoteInPendingDigests(db: Kysely<DB>, messageId: string) {
  await sql`
    update notifications n
    set payload = jsonb_set(n.payload, '{conversations}', (
          select jsonb_agg(case when e->>'excerptOf' = ${messageId} then e - 'excerpt' - 'excerptOf' else e end order by i)
          from jsonb_array_elements(n.payload->'conversations') with ordinality as x(e, i)))
    where n.kind = 'messages_unread' and n.email_status = 'pending'
      and n.payload->'conversations' @> jsonb_build_array(jsonb_build_object('excerptOf', ${messageId}::text))`.execute(db);
}
