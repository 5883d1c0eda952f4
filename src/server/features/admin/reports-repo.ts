import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Keyset } from '../../http/cursor.js';
import type { ReportTargetType } from '../../../contract/reports.js';
import type { ReportAction } from '../../../contract/moderation.js';

/** SQL for the console's reports: the queue, one report with what it points at, and closing them. */

export type AdminReportRow = {
  id: string; reporter_id: string | null; reporter_name: string | null; target_type: ReportTargetType; target_id: string;
  target_name: string | null; target_exists: boolean; reason: string; note: string | null; status: 'open' | 'resolved' | 'dismissed'; created_at: Date;
  action: ReportAction | null; resolution_note: string | null; handled_by: string | null; handler_name: string | null; handled_at: Date | null;
};

/**
 * What the target's label is made of, looked up once by key for each row of a page: a listing's
 * title (also a review's), a member's name (also a message's sender; null once they deleted their
 * account), and whether the target still exists (no row: it is gone).
 */
const TARGET = sql`left join lateral (
    select l.title as name, true as found from listings l where r.target_type = 'listing' and l.id = r.target_id
    union all
    select case when u.deleted_at is null then u.name end, true from users u where r.target_type = 'user' and u.id = r.target_id
    union all
    select l.title, true from reviews v left join listings l on l.id = v.listing_id where r.target_type = 'review' and v.id = r.target_id
    union all
    select case when u.deleted_at is null then u.name end, true from messages m left join users u on u.id = m.sender_id
      where r.target_type = 'message' and m.id = r.target_id
  ) t on true`;

const SELECT = sql`
  select r.id, r.reporter_id, case when rep.deleted_at is null then rep.name end as reporter_name, r.target_type, r.target_id,
         t.name as target_name, coalesce(t.found, false) as target_exists, r.reason, r.note,
         r.status, r.created_at, r.action, r.resolution_note, r.handled_by, case when h.deleted_at is null then h.name end as handler_name, r.handled_at
  from reports r left join users rep on rep.id = r.reporter_id left join users h on h.id = r.handled_by ${TARGET}`;

/** A page of the queue, keyset-paged on (created_at, id) in either direction (migration 017's indexes). */
export async function reportRows(
  db: Kysely<DB>, f: { closed: boolean; targetType?: ReportTargetType; newest: boolean }, limit: number, after?: Keyset,
): Promise<AdminReportRow[]> {
  const conds = [f.closed ? sql`r.status in ('resolved', 'dismissed')` : sql`r.status = 'open'`];
  if (f.targetType) conds.push(sql`r.target_type = ${f.targetType}`);
  if (after) conds.push(f.newest ? sql`(r.created_at, r.id) < (${after.at}, ${after.id})` : sql`(r.created_at, r.id) > (${after.at}, ${after.id})`);
  const dir = f.newest ? sql`desc` : sql`asc`;
  const { rows } = await sql<AdminReportRow>`${SELECT} where ${sql.join(conds, sql` and `)}
    order by r.created_at ${dir}, r.id ${dir} limit ${limit}`.execute(db);
  return rows;
}

export async function reportRow(db: Kysely<DB>, id: string, opts: { forUpdate?: boolean } = {}): Promise<AdminReportRow | undefined> {
  if (opts.forUpdate) await sql`select 1 from reports where id = ${id} for update`.execute(db);
  const { rows } = await sql<AdminReportRow>`${SELECT} where r.id = ${id}`.execute(db);
  return rows[0];
}

export type TargetRow = {
  owner_id: string | null; owner_name: string | null; owner_status: 'active' | 'banned' | null; owner_role: 'user' | 'admin' | null;
  text: string | null; listing_id: string | null; listing_title: string | null; listing_status: string | null;
  rating: number | null; hidden_at: Date | null; at: Date | null; conversation_id: string | null;
};

const OWNER = sql`u.id as owner_id, case when u.deleted_at is null then u.name end as owner_name, u.status as owner_status, u.role as owner_role`;

/** What a report points at, in full, for the operator (whatever its state: hidden, suspended, banned). */
export async function targetRow(db: Kysely<DB>, type: ReportTargetType, id: string): Promise<TargetRow | undefined> {
  const q = {
    listing: sql`select ${OWNER}, l.description as text, l.id as listing_id, l.title as listing_title, l.status as listing_status,
                   null::int as rating, null::timestamptz as hidden_at, l.created_at as at, null as conversation_id
                 from listings l left join users u on u.id = l.host_id where l.id = ${id}`,
    user: sql`select ${OWNER}, u.bio as text, null as listing_id, null as listing_title, null as listing_status,
                null::int as rating, null::timestamptz as hidden_at, u.created_at as at, null as conversation_id
              from users u where u.id = ${id}`,
    review: sql`select ${OWNER}, v.body as text, l.id as listing_id, l.title as listing_title, l.status as listing_status,
                  v.rating, v.hidden_at, v.submitted_at as at, null as conversation_id
                from reviews v join listings l on l.id = v.listing_id left join users u on u.id = v.author_id where v.id = ${id}`,
    message: sql`select ${OWNER}, m.body as text, l.id as listing_id, l.title as listing_title, l.status as listing_status,
                   null::int as rating, m.hidden_at, m.created_at as at, c.id as conversation_id
                 from messages m join conversations c on c.id = m.conversation_id join listings l on l.id = c.listing_id
                 left join users u on u.id = m.sender_id where m.id = ${id}`,
  }[type];
  const { rows } = await sql<TargetRow>`${q}`.execute(db);
  return rows[0];
}

export async function otherOpenCount(db: Kysely<DB>, r: { id: string; target_type: string; target_id: string }): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from reports
    where target_type = ${r.target_type} and target_id = ${r.target_id} and status = 'open' and id <> ${r.id}`.execute(db);
  return rows[0]?.n ?? 0;
}

/**
 * Closes reports as handled: only `id` when dismissing, every open report on its target otherwise
 * (acting on the target answers them all). Returns the closed reports' ids and reporters.
 */
export async function closeReports(db: Kysely<DB>, c: {
  id: string; targetType: string; targetId: string; action: ReportAction; note: string; by: string; at: Date;
}): Promise<{ id: string; reporter_id: string | null; reason: string }[]> {
  const which = c.action === 'dismiss'
    ? sql`id = ${c.id}`
    : sql`(id = ${c.id} or (target_type = ${c.targetType} and target_id = ${c.targetId}))`;
  const { rows } = await sql<{ id: string; reporter_id: string | null; reason: string }>`
    update reports set status = ${c.action === 'dismiss' ? 'dismissed' : 'resolved'}, action = ${c.action},
      resolution_note = ${c.note}, handled_by = ${c.by}, handled_at = ${c.at}, updated_at = ${c.at}
    where status = 'open' and ${which}
    returning id, reporter_id, reason`.execute(db);
  return rows;
}

export async function insertAudit(db: Kysely<DB>, e: {
  actorId: string; action: string; targetType: string; targetId: string; details: Record<string, unknown>; at: Date;
}) {
  await db.insertInto('audit_events').values({
    actor_id: e.actorId, action: e.action, target_type: e.targetType, target_id: e.targetId, details: JSON.stringify(e.details), at: e.at,
  }).execute();
}
