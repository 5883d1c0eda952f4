import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { prepared } from '../../db/prepared.js';
import { NOTIFICATION_KINDS } from '../../../contract/notifications.js';
import type {
  EmailOnlyKind, MessagesUnreadPayload, NotificationContent, NotificationKind, NotificationPayload,
} from '../../../contract/notifications.js';

/** SQL for notifications: writing them, the member's list, and claiming their e-mail copies. */

export type NotificationRow = {
  id: string; kind: NotificationKind; payload: NotificationPayload; created_at: Date; read_at: Date | null;
};

type NewNotice =
  | NotificationContent
  | { kind: EmailOnlyKind; payload: MessagesUnreadPayload };

/** A notice to write: to whom, when, and with a dedupe key when a second one must not be written. */
export type NoticeToWrite = NewNotice & { userId: string; at: Date; dedupeKey?: string };

/**
 * The insert of notices, as a statement or as a step of a caller's statement (a booking's
 * transition writes its notices with its history, in one round trip): a notice whose dedupe key
 * was already written is skipped. An e-mail-only kind is stored read and out of the bell
 * (`in_app` false): only its e-mail goes out. The rows travel as one JSON parameter, so the
 * statement's text is the same for any number of them.
 */
export function insertNotices(notices: readonly NoticeToWrite[]) {
  const rows = notices.map((n) => {
    const emailOnly = !(NOTIFICATION_KINDS as readonly string[]).includes(n.kind);
    return {
      id: `nt_${randomUUID().replaceAll('-', '')}`, user_id: n.userId, kind: n.kind, payload: n.payload, created_at: n.at.toISOString(),
      dedupe_key: n.dedupeKey ?? null, in_app: !emailOnly, read_at: emailOnly ? n.at.toISOString() : null,
    };
  });
  return sql`
    insert into notifications (id, user_id, kind, payload, created_at, dedupe_key, in_app, read_at)
    select id, user_id, kind, payload, created_at, dedupe_key, in_app, read_at
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as n(id text, user_id text, kind text, payload jsonb, created_at timestamptz, dedupe_key text, in_app boolean, read_at timestamptz)
    on conflict do nothing`;
}

/** Inserts one notification; false when its dedupe key was already written. */
export async function insertNotification(db: Kysely<DB>, n: NoticeToWrite): Promise<boolean> {
  const { rows } = await prepared(db, 'insert_notification', sql<{ id: string }>`${insertNotices([n])} returning id`);
  return rows.length > 0;
}

/** Newest first; `after` is the (created_at, id) of the last row of the previous page. */
export async function listNotifications(db: Kysely<DB>, userId: string, limit: number, after?: { at: Date; id: string }) {
  const page = after ? sql`and (created_at, id) < (${after.at}, ${after.id})` : sql``;
  const { rows } = await sql<NotificationRow>`
    select id, kind, payload, created_at, read_at from notifications
    where user_id = ${userId} and in_app ${page}
    order by created_at desc, id desc limit ${limit}`.execute(db);
  return rows;
}

export async function unreadCount(db: Kysely<DB>, userId: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from notifications where user_id = ${userId} and read_at is null`.execute(db);
  return rows[0]?.n ?? 0;
}

/** Whether a notice with this dedupe key was written (a review reminder follows only a request). */
export async function noticeExists(db: Kysely<DB>, dedupeKey: string): Promise<boolean> {
  const row = await db.selectFrom('notifications').select('id').where('dedupe_key', '=', dedupeKey).executeTakeFirst();
  return Boolean(row);
}

/** Marks the member's own notifications read (the given ones, or all); others' ids are ignored. */
export async function markRead(db: Kysely<DB>, userId: string, at: Date, ids?: string[]) {
  const which = ids ? sql`and id = any(${ids}::text[])` : sql``;
  await sql`update notifications set read_at = ${at} where user_id = ${userId} and read_at is null ${which}`.execute(db);
}

export type EmailJob = {
  id: string; kind: NotificationKind | EmailOnlyKind; payload: unknown; attempts: number;
  email: string; name: string; deleted: boolean;
  /** The recipient's language: their setting, else the one they last signed in from (null: English). */
  locale: string | null;
};

/** How long a claimed e-mail may stay unsent before another run takes it over (a crashed process). */
const CLAIM_MINUTES = 10;

/**
 * Claims up to `limit` e-mail copies that are due, in one statement: pending ones, and claims
 * left behind by a process that stopped. SKIP LOCKED lets several processes share the work.
 */
export async function claimEmails(db: Kysely<DB>, now: Date, limit: number): Promise<EmailJob[]> {
  // Prepared (decision 0047): every booking's commit wakes this. The limit is written into the text, so
  // the generic plan knows it as the planner of each call would.
  const { rows } = await prepared(db, 'claim_emails', sql<EmailJob>`
    update notifications n
    set email_status = 'sending', email_attempts = n.email_attempts + 1,
        email_after = ${now}::timestamptz + make_interval(mins => ${CLAIM_MINUTES})
    from users u
    where u.id = n.user_id and n.id in (
      select id from notifications
      where email_status in ('pending', 'sending') and (email_after is null or email_after <= ${now})
      order by created_at limit ${sql.lit(Math.trunc(limit))} for update skip locked)
    returning n.id, n.kind, n.payload, n.email_attempts as attempts, u.email, u.name, coalesce(u.locale, u.last_locale) as locale, (u.deleted_at is not null) as deleted`);
  return rows;
}

export async function finishEmail(
  db: Kysely<DB>, id: string, outcome: { status: 'sent' | 'skipped' | 'failed' } | { status: 'pending'; retryAt: Date },
) {
  await prepared(db, 'finish_email', db.updateTable('notifications')
    .set({ email_status: outcome.status, email_after: outcome.status === 'pending' ? outcome.retryAt : null })
    .where('id', '=', id));
}
