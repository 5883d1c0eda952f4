import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { PhotoRow } from './view.js';

/** SQL for a listing's photos and the journal of files that may belong to no photo (migration 009). */

const columns = ['id', 'width', 'height', 'alt_text', 'caption', 'placeholder', 'storage_key', 'variants', 'position'] as const;

/** A listing's photos in display order (the cover first). */
export function listPhotos(db: Kysely<DB>, listingId: string): Promise<(PhotoRow & { position: number })[]> {
  return db.selectFrom('photos').select(columns).where('listing_id', '=', listingId).orderBy('position').execute();
}

export async function countPhotos(db: Kysely<DB>, listingId: string): Promise<number> {
  const row = await db.selectFrom('photos').select(sql<number>`count(*)::int`.as('n')).where('listing_id', '=', listingId).executeTakeFirstOrThrow();
  return row.n;
}

export function findPhoto(db: Kysely<DB>, listingId: string, photoId: string) {
  return db.selectFrom('photos').select(columns).where('listing_id', '=', listingId).where('id', '=', photoId).executeTakeFirst();
}

export type NewPhoto = Omit<PhotoRow, 'variants'> & { listing_id: string; position: number; variants: number[] };

export async function insertPhoto(db: Kysely<DB>, p: NewPhoto): Promise<void> {
  await db.insertInto('photos').values({ ...p, variants: sql`${p.variants}::int[]` as unknown as number[] }).execute();
}

export function updatePhotoText(db: Kysely<DB>, listingId: string, photoId: string, set: { caption?: string; alt_text?: string }) {
  return db.updateTable('photos').set(set).where('listing_id', '=', listingId).where('id', '=', photoId).returning(columns).executeTakeFirst();
}

/** Deletes one photo and closes the gap it leaves, so positions stay 0..n-1. Its files are noted by the table's trigger. */
export async function deletePhoto(db: Kysely<DB>, listingId: string, photoId: string): Promise<{ storage_key: string } | undefined> {
  const gone = await db.deleteFrom('photos').where('listing_id', '=', listingId).where('id', '=', photoId).returning(['storage_key', 'position']).executeTakeFirst();
  if (!gone) return undefined;
  await db.updateTable('photos').set({ position: sql`position - 1` }).where('listing_id', '=', listingId).where('position', '>', gone.position).execute();
  return gone;
}

/** Puts the listing's photos in this order (every id of the listing, once): one statement, so the unique position check sees only the end result. */
export async function setOrder(db: Kysely<DB>, listingId: string, photoIds: string[]): Promise<void> {
  await sql`
    update photos p set position = o.ord - 1
      from unnest(${photoIds}::text[]) with ordinality as o(id, ord)
     where p.id = o.id and p.listing_id = ${listingId}`.execute(db);
}

/** Photos change what the host's listing looks like: its "last updated" moves. */
export async function touchListing(db: Kysely<DB>, listingId: string, at: Date): Promise<void> {
  await db.updateTable('listings').set({ updated_at: at }).where('id', '=', listingId).execute();
}

// The journal of possibly unclaimed files -------------------------------------------------------

/** Before an upload writes its files: if it never commits, its files are removed after `removeAfter`. */
export async function noteUpload(db: Kysely<DB>, storageKey: string, removeAfter: Date, notedBy: string): Promise<void> {
  await db.insertInto('photo_orphans').values({ storage_key: storageKey, remove_after: removeAfter, noted_by: notedBy }).execute();
}

/**
 * The upload's transaction claims its files. False when the sweep has already taken them (the
 * upload outlived its grace period): the files are gone and the photo must not be saved.
 */
export async function claimUpload(db: Kysely<DB>, storageKey: string): Promise<boolean> {
  const r = await db.deleteFrom('photo_orphans').where('storage_key', '=', storageKey).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** Files no row points at any more (a replaced avatar): removed at once by the caller after commit, else by the sweep. */
export async function noteRemoval(db: Kysely<DB>, storageKey: string): Promise<void> {
  await db.insertInto('photo_orphans').values({ storage_key: storageKey, remove_after: null })
    .onConflict((oc) => oc.column('storage_key').doUpdateSet({ remove_after: null })).execute();
}

/**
 * When a noted key is due: `now` null: whatever its grace; else released keys, uploads past their
 * grace, and uploads noted by a process that is gone (`deadOwners`: it crashed mid-upload).
 */
export type Due = { now: Date; deadOwners?: string[] } | null;

function isDue(due: Due) {
  return (eb: ExpressionBuilder<DB, 'photo_orphans'>) => {
    if (!due) return eb.lit(true);
    const when = [eb('remove_after', 'is', null), eb('remove_after', '<=', due.now)];
    if (due.deadOwners?.length) when.push(eb('noted_by', 'in', due.deadOwners));
    return eb.or(when);
  };
}

/** Keys whose files may go now, oldest first. */
export async function dueOrphans(db: Kysely<DB>, due: Due, limit: number): Promise<string[]> {
  const rows = await db.selectFrom('photo_orphans').select('storage_key').where(isDue(due))
    .orderBy('remove_after', 'asc').limit(limit).execute();
  return rows.map((r) => r.storage_key);
}

/** The processes other than `self` with uploads in the journal. */
export async function orphanOwners(db: Kysely<DB>, self: string): Promise<string[]> {
  const rows = await db.selectFrom('photo_orphans').select('noted_by').distinct()
    .where('noted_by', 'is not', null).where('noted_by', '<>', self).execute();
  return rows.map((r) => r.noted_by!);
}

/** Advisory-lock class of the marks live processes hold (PostgreSQL), keyed by their id's hash. */
const PROCESS_MARK = 727010;
/** Advisory lock file removals share and a backup takes alone (backup/ holds it while it copies). */
export const REMOVAL_GATE = 727012;

/** Holds this process's mark for as long as the connection lives (session-level lock). */
export async function takeProcessMark(conn: Kysely<DB>, id: string): Promise<void> {
  await sql`select pg_advisory_lock(${PROCESS_MARK}, hashtext(${id}))`.execute(conn);
}

export async function dropProcessMark(conn: Kysely<DB>, id: string): Promise<void> {
  await sql`select pg_advisory_unlock(${PROCESS_MARK}, hashtext(${id}))`.execute(conn);
}

/** True when no live process holds that mark (its process is gone); `conn` must be one connection. */
export async function isMarkFree(conn: Kysely<DB>, id: string): Promise<boolean> {
  const { rows } = await sql<{ free: boolean }>`select pg_try_advisory_lock(${PROCESS_MARK}, hashtext(${id})) as free`.execute(conn);
  if (rows[0].free) await dropProcessMark(conn, id);
  return rows[0].free;
}

/** A removal's share of the gate, for its transaction; false while a backup copies files. */
export async function tryRemovalGate(trx: Kysely<DB>): Promise<boolean> {
  const { rows } = await sql<{ ok: boolean }>`select pg_try_advisory_xact_lock_shared(${REMOVAL_GATE}) as ok`.execute(trx);
  return rows[0].ok;
}

/**
 * Takes one journal entry for removal, in the caller's transaction (its row lock makes a
 * concurrent claim by the upload wait, then fail). 'unused' when no photo uses the key (remove
 * the files, then commit), 'used' when one does (the entry is simply dropped), null when the
 * entry is gone or not due.
 */
export async function takeOrphan(db: Kysely<DB>, storageKey: string, due: Due): Promise<'unused' | 'used' | null> {
  const taken = await db.deleteFrom('photo_orphans').where('storage_key', '=', storageKey).where(isDue(due))
    .returning('storage_key').executeTakeFirst();
  if (!taken) return null;
  // Avatars live in the same storage: a key a member's avatar uses is never removed either.
  const used = await db.selectFrom('photos').select('id').where('storage_key', '=', storageKey)
    .union(db.selectFrom('users').select('id').where('avatar_key', '=', storageKey))
    .limit(1).executeTakeFirst();
  return used ? 'used' : 'unused';
}

/**
 * Of these storage keys, the ones nothing names: no photo, no avatar, no journal entry (an upload
 * notes its key before writing a byte, so a key being written is always named).
 */
export async function unnamedKeys(db: Kysely<DB>, keys: string[]): Promise<string[]> {
  if (!keys.length) return [];
  const { rows } = await sql<{ key: string }>`
    select k.key from unnest(${keys}::text[]) as k(key)
     where not exists (select 1 from photos p where p.storage_key = k.key)
       and not exists (select 1 from users u where u.avatar_key = k.key)
       and not exists (select 1 from photo_orphans o where o.storage_key = k.key)`.execute(db);
  return rows.map((r) => r.key);
}
