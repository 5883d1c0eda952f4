import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** SQL of backups (docs/decisions/0033-crashes-and-backups.md). */

/** Every storage key a row points at: listing photos and avatars. */
export async function keysInUse(db: Kysely<DB>): Promise<string[]> {
  const rows = await db.selectFrom('photos').select(sql<string>`storage_key`.as('key'))
    .union(db.selectFrom('users').select(sql<string>`avatar_key`.as('key')).where('avatar_key', 'is not', null))
    .execute();
  return rows.map((r) => r.key).sort();
}

/** Waits for file removals in flight, then keeps new ones waiting in the journal (session lock, this connection). */
export async function closeRemovalGate(conn: Kysely<DB>, gate: number): Promise<void> {
  await sql`select pg_advisory_lock(${gate})`.execute(conn);
}

export async function openRemovalGate(conn: Kysely<DB>, gate: number): Promise<void> {
  await sql`select pg_advisory_unlock(${gate})`.execute(conn);
}

/** In a repeatable-read transaction: a snapshot id pg_dump can share (`--snapshot`). */
export async function exportSnapshot(trx: Kysely<DB>): Promise<string> {
  const { rows } = await sql<{ id: string }>`select pg_export_snapshot() as id`.execute(trx);
  return rows[0].id;
}

/** The tables of the public schema (a database is empty when there are none). */
export async function publicTables(db: Kysely<DB>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select tablename as name from pg_tables where schemaname = 'public' order by 1`.execute(db);
  return rows.map((r) => r.name);
}

/** Empties the public schema before a forced restore. */
export async function dropPublicSchema(db: Kysely<DB>): Promise<void> {
  await sql`drop schema public cascade`.execute(db);
  await sql`create schema public`.execute(db);
}
