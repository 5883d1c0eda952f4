import { sql, type Kysely, type RawBuilder } from 'kysely';
import { HIDDEN_MESSAGE_TEXT } from '../../../contract/moderation.js';
import type { DB } from '../../db/schema.js';
import type { PhotoRow } from '../photos/view.js';
import { unquoteInPendingDigests } from './digest-repo.js';

/** SQL for conversations, messages and each member's read state. The service holds the rules. */

/** A message an operator hid keeps its place in the conversation, with this instead of its words. */
const shown = (body: RawBuilder<unknown>, hiddenAt: RawBuilder<unknown>) =>
  sql`case when ${hiddenAt} is null then ${body} else ${HIDDEN_MESSAGE_TEXT} end`;

export type ConversationRow = { id: string; listing_id: string; guest_id: string | null; host_id: string | null; created_at: Date };
export type MessageRow = {
  id: string; conversation_id: string; sender_id: string | null; body: string; created_at: Date; read_at: Date | null; seq: number;
  /** An operator hid it: `body` is HIDDEN_MESSAGE_TEXT. */
  hidden?: boolean;
};

const COLS = sql`id, listing_id, guest_id, host_id, created_at`;

export async function findConversation(db: Kysely<DB>, id: string) {
  const { rows } = await sql<ConversationRow>`select ${COLS} from conversations where id = ${id}`.execute(db);
  return rows[0];
}

export async function findByListingGuest(db: Kysely<DB>, listingId: string, guestId: string) {
  const { rows } = await sql<ConversationRow>`select ${COLS} from conversations where listing_id = ${listingId} and guest_id = ${guestId}`.execute(db);
  return rows[0];
}

/** A listing whatever its status: who hosts it and whether it is published. */
export async function listingForMessage(db: Kysely<DB>, id: string) {
  return db.selectFrom('listings').select(['id', 'host_id', 'status']).where('id', '=', id).executeTakeFirst();
}

export async function hasBookingAt(db: Kysely<DB>, listingId: string, guestId: string): Promise<boolean> {
  const r = await db.selectFrom('bookings').select('id').where('listing_id', '=', listingId).where('guest_id', '=', guestId).limit(1).executeTakeFirst();
  return Boolean(r);
}

/** A booking's guest, listing and host: whose conversation it belongs to. */
export async function bookingParties(db: Kysely<DB>, bookingId: string) {
  const { rows } = await sql<{ listing_id: string; guest_id: string | null; host_id: string }>`
    select b.listing_id, b.guest_id, l.host_id from bookings b join listings l on l.id = b.listing_id where b.id = ${bookingId}`.execute(db);
  return rows[0];
}

/**
 * The conversation of a guest and a listing, created with its two member rows if there is none.
 * Two first messages at once both end up in one conversation: the second insert waits for the
 * first on the unique index, does nothing, and reads the row the first made.
 */
export async function ensureConversation(db: Kysely<DB>, c: { id: string; listingId: string; guestId: string; hostId: string; at: Date }) {
  const { rows } = await sql<{ id: string }>`
    insert into conversations (id, listing_id, guest_id, host_id, created_at)
    values (${c.id}, ${c.listingId}, ${c.guestId}, ${c.hostId}, ${c.at})
    on conflict (listing_id, guest_id) do nothing returning id`.execute(db);
  if (rows.length) {
    await sql`insert into conversation_members (conversation_id, user_id, role)
              values (${c.id}, ${c.guestId}, 'guest'), (${c.id}, ${c.hostId}, 'host')`.execute(db);
    return { conversation: (await findConversation(db, c.id))!, created: true };
  }
  return { conversation: (await findByListingGuest(db, c.listingId, c.guestId))!, created: false };
}

/** A new message; both members' inbox order moves to it and the recipient has one more unread. */
export async function insertMessage(db: Kysely<DB>, m: { id: string; conversationId: string; senderId: string; body: string; at: Date }) {
  const { rows } = await sql<MessageRow>`
    insert into messages (id, conversation_id, sender_id, body, created_at)
    values (${m.id}, ${m.conversationId}, ${m.senderId}, ${m.body}, ${m.at})
    returning id, conversation_id, sender_id, body, created_at, read_at, seq`.execute(db);
  const row = rows[0]!;
  await sql`
    update conversation_members
    set last_seq = greatest(last_seq, ${row.seq}::bigint),
        unread_count = unread_count + (case when user_id = ${m.senderId} then 0 else 1 end)
    where conversation_id = ${m.conversationId}`.execute(db);
  return row;
}

/** The newest message's seq (all of it), or a given message's, if it is in this conversation. */
export async function seqOf(db: Kysely<DB>, conversationId: string, messageId?: string): Promise<number | null> {
  const which = messageId ? sql`and id = ${messageId}` : sql``;
  const { rows } = await sql<{ seq: number | null }>`
    select max(seq) as seq from messages where conversation_id = ${conversationId} ${which}`.execute(db);
  return rows[0]?.seq ?? null;
}

/**
 * Marks the messages the reader received up to `upToSeq` read, and records the read mark as a
 * stream event (a new position) when it marked any. The unread count goes down by what this
 * statement marked: a message arriving meanwhile (not yet visible here) stays counted.
 */
export async function markRead(db: Kysely<DB>, conversationId: string, readerId: string, upToSeq: number, at: Date): Promise<number> {
  const { rows } = await sql<{ marked: number }>`
    with marked as (
      update messages set read_at = ${at}
      where conversation_id = ${conversationId} and sender_id is distinct from ${readerId} and read_at is null and seq <= ${upToSeq}
      returning 1
    ), n as (select count(*)::int as marked from marked)
    update conversation_members
    set unread_count = greatest(unread_count - (select marked from n), 0),
        last_read_seq = greatest(last_read_seq, ${upToSeq}::bigint),
        read_at = ${at}, read_xid = pg_current_xact_id(), read_seq = nextval('message_stream_seq')
    where conversation_id = ${conversationId} and user_id = ${readerId} and (select marked from n) > 0
    returning (select marked from n) as marked`.execute(db);
  return rows[0]?.marked ?? 0;
}

const TOTALS = (userId: string) => sql`
    select coalesce(sum(unread_count), 0)::int as messages, count(*)::int as conversations
    from conversation_members where user_id = ${userId} and unread_count > 0`;

export type UnreadTotals = { messages: number; conversations: number };

export async function unreadTotals(db: Kysely<DB>, userId: string): Promise<UnreadTotals> {
  const { rows } = await sql<UnreadTotals>`${TOTALS(userId)}`.execute(db);
  return rows[0]!;
}

export async function memberState(db: Kysely<DB>, conversationId: string, userId: string) {
  return db.selectFrom('conversation_members').select(['role', 'unread_count'])
    .where('conversation_id', '=', conversationId).where('user_id', '=', userId).executeTakeFirst();
}

/** What a conversation's header shows: the listing with its first photo, and both members. */
export type ConversationFullRow = ConversationRow & {
  title: string; city: string; country: string; listing_status: string; photo: PhotoRow | null;
  guest_name: string | null; guest_avatar: string | null; guest_deleted: boolean;
  host_name: string | null; host_avatar: string | null; host_deleted: boolean;
};

export const FIRST_PHOTO = sql`(select row_to_json(p) from (
    select id, width, height, alt_text, caption, placeholder, storage_key, variants
    from photos where listing_id = l.id order by position limit 1) p)`;

export async function findConversationFull(db: Kysely<DB>, id: string) {
  const { rows } = await sql<ConversationFullRow>`
    select c.id, c.listing_id, c.guest_id, c.host_id, c.created_at,
           l.title, l.city, l.country, l.status as listing_status, ${FIRST_PHOTO} as photo,
           g.name as guest_name, g.avatar_url as guest_avatar, (g.deleted_at is not null) as guest_deleted,
           h.name as host_name, h.avatar_url as host_avatar, (h.deleted_at is not null) as host_deleted
    from conversations c
    join listings l on l.id = c.listing_id
    left join users g on g.id = c.guest_id
    left join users h on h.id = c.host_id
    where c.id = ${id}`.execute(db);
  return rows[0];
}

/** A page of messages, newest first, before the message at `beforeSeq` (exclusive). */
export async function messagesOf(db: Kysely<DB>, conversationId: string, limit: number, beforeSeq?: number) {
  const before = beforeSeq === undefined ? sql`` : sql`and seq < ${beforeSeq}`;
  const { rows } = await sql<MessageRow>`
    select id, conversation_id, sender_id, ${shown(sql`body`, sql`hidden_at`)} as body, hidden_at is not null as hidden, created_at, read_at, seq from messages
    where conversation_id = ${conversationId} ${before}
    order by seq desc limit ${limit}`.execute(db);
  return rows;
}

/** Bookings between the conversation's guest and its listing, newest stay first. */
export async function bookingsBetween(db: Kysely<DB>, listingId: string, guestId: string) {
  return db.selectFrom('bookings').select(['id', 'status', 'check_in', 'check_out', 'adults', 'children'])
    .where('listing_id', '=', listingId).where('guest_id', '=', guestId)
    .orderBy('check_in', 'desc').orderBy('id').execute();
}

export type InboxRow = {
  id: string; role: 'guest' | 'host'; unread_count: number; last_seq: number;
  listing_id: string; title: string; city: string; country: string; listing_status: string; photo: PhotoRow | null;
  other_id: string | null; other_name: string | null; other_avatar: string | null;
  m_id: string | null; m_sender: string | null; m_body: string | null; m_hidden: boolean | null; m_at: Date | null; m_read_at: Date | null;
  /** The member's unread totals, on every row (one statement: on PGlite each round trip costs). */
  totals: UnreadTotals;
};

/**
 * A page of the member's inbox, newest activity first: one walk of conversation_members_inbox_idx
 * (the member's rows by their newest message), then each row's listing, other member and newest
 * message by key.
 */
export async function inboxPage(db: Kysely<DB>, userId: string, limit: number, beforeSeq?: number) {
  const before = beforeSeq === undefined ? sql`` : sql`and cm.last_seq < ${beforeSeq}`;
  const { rows } = await sql<InboxRow>`
    select cm.conversation_id as id, cm.role, cm.unread_count, cm.last_seq,
           c.listing_id, l.title, l.city, l.country, l.status as listing_status, ${FIRST_PHOTO} as photo,
           o.id as other_id, case when o.deleted_at is null then o.name end as other_name, o.avatar_url as other_avatar,
           m.id as m_id, m.sender_id as m_sender, ${shown(sql`m.body`, sql`m.hidden_at`)} as m_body, m.hidden_at is not null as m_hidden, m.created_at as m_at, m.read_at as m_read_at,
           (select row_to_json(t) from (${TOTALS(userId)}) t) as totals
    from conversation_members cm
    join conversations c on c.id = cm.conversation_id
    join listings l on l.id = c.listing_id
    left join users o on o.id = (case when cm.role = 'guest' then c.host_id else c.guest_id end)
    left join messages m on m.conversation_id = cm.conversation_id and m.seq = cm.last_seq
    where cm.user_id = ${userId} ${before}
    order by cm.last_seq desc limit ${limit}`.execute(db);
  return rows;
}

/** An operator hides a message: it keeps its place, without its words, and a pending e-mail stops quoting it. Whether it changed. */
export async function hideMessage(db: Kysely<DB>, id: string, at: Date): Promise<boolean> {
  const res = await db.updateTable('messages').set({ hidden_at: at }).where('id', '=', id).where('hidden_at', 'is', null).executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return false;
  await unquoteInPendingDigests(db, id);
  return true;
}
