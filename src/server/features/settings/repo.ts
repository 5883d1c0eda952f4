import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** SQL for the operator's settings (migration 018): one row per setting an operator saved. */

export type SettingRow = { key: string; value: unknown; updated_at: Date; updated_by: string | null; updated_by_name: string | null };

export async function savedSettings(db: Kysely<DB>): Promise<SettingRow[]> {
  return db.selectFrom('settings as s').leftJoin('users as u', 'u.id', 's.updated_by')
    .select(['s.key', 's.value', 's.updated_at', 's.updated_by', sql<string | null>`case when u.deleted_at is null then u.name end`.as('updated_by_name')])
    .orderBy('s.key')
    .execute();
}

/**
 * Makes two saves take turns (the second reads what the first saved, so its audit row's
 * "before" is true); readers are not blocked. Held until the transaction ends.
 */
export async function lockSettings(db: Kysely<DB>): Promise<void> {
  await sql`lock table settings in exclusive mode`.execute(db);
}

export async function saveSetting(db: Kysely<DB>, s: { key: string; value: unknown; at: Date; by: string }): Promise<void> {
  const value = JSON.stringify(s.value);
  await db.insertInto('settings')
    .values({ key: s.key, value, updated_at: s.at, updated_by: s.by })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: s.at, updated_by: s.by }))
    .execute();
}

/** The audit event of a save (SPEC §3 AuditEvent), in the caller's transaction. */
export async function insertSettingsAudit(db: Kysely<DB>, e: { actorId: string; details: Record<string, unknown>; at: Date }): Promise<void> {
  await db.insertInto('audit_events').values({
    actor_id: e.actorId, action: 'settings.update', target_type: 'settings', target_id: 'site', details: JSON.stringify(e.details), at: e.at,
  }).execute();
}
