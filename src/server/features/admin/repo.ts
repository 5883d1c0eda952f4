import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** SQL for the operator's console. The audit log is only ever read here: no statement changes it. */

export type AuditRow = {
  id: string; actor_id: string | null; actor_name: string | null; action: string;
  target_type: string; target_id: string; details: Record<string, unknown>; at: Date;
};

export type AuditFilter = { actor?: string; targetType?: string; targetId?: string; from?: Date; to?: Date };

/**
 * Audit events newest first, keyset-paged on (at, id) descending (migration 014's index keeps a
 * page an index walk with 100 000 rows). `from` is inclusive, `to` exclusive.
 */
export async function auditRows(db: Kysely<DB>, f: AuditFilter, limit: number, after?: { at: Date; id: string }): Promise<AuditRow[]> {
  const conds = [sql`true`];
  if (f.actor !== undefined) conds.push(sql`a.actor_id = ${f.actor}`);
  if (f.targetType !== undefined) conds.push(sql`a.target_type = ${f.targetType}`);
  if (f.targetId !== undefined) conds.push(sql`a.target_id = ${f.targetId}`);
  if (f.from) conds.push(sql`a.at >= ${f.from}`);
  if (f.to) conds.push(sql`a.at < ${f.to}`);
  if (after) conds.push(sql`(a.at, a.id) < (${after.at}, ${after.id}::bigint)`);
  const { rows } = await sql<AuditRow>`
    select a.id::text as id, a.actor_id, case when u.deleted_at is null then u.name end as actor_name, a.action, a.target_type, a.target_id, a.details, a.at
    from audit_events a
    left join users u on u.id = a.actor_id
    where ${sql.join(conds, sql` and `)}
    order by a.at desc, a.id desc
    limit ${limit}
  `.execute(db);
  return rows;
}
