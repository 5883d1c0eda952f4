import { sql, type Insertable, type Kysely } from 'kysely';
import type { DB, ListingsTable } from '../../db/schema.js';
import type { PhotoRow } from '../photos/view.js';
import type { ListingColumns } from './columns.js';

/** SQL for the host's side of listings. Rows are mapped to the contract in view.ts. */

/** One listing row, whatever its status; `forUpdate` locks it for the caller's transaction. */
export async function findListingRow(db: Kysely<DB>, id: string, opts: { forUpdate?: boolean } = {}) {
  let q = db.selectFrom('listings').selectAll().where('id', '=', id);
  if (opts.forUpdate) q = q.forNoKeyUpdate();
  return q.executeTakeFirst();
}
export type ListingRow = NonNullable<Awaited<ReturnType<typeof findListingRow>>>;

export async function insertListing(db: Kysely<DB>, values: Insertable<ListingsTable>) {
  await db.insertInto('listings').values(values).execute();
}

/** The one statement every listing edit goes through (the editor's PATCH, transitions, the bench). */
export async function updateListing(db: Kysely<DB>, id: string, columns: ListingColumns) {
  await db.updateTable('listings').set(columns).where('id', '=', id).execute();
}

export async function deleteListing(db: Kysely<DB>, id: string) {
  await db.deleteFrom('listings').where('id', '=', id).execute();
}

export async function countPhotos(db: Kysely<DB>, listingId: string): Promise<number> {
  const row = await db.selectFrom('photos').select(sql<number>`count(*)::int`.as('n')).where('listing_id', '=', listingId).executeTakeFirst();
  return row?.n ?? 0;
}

export async function photosOfListing(db: Kysely<DB>, listingId: string): Promise<PhotoRow[]> {
  return db.selectFrom('photos')
    .select(['id', 'width', 'height', 'alt_text', 'caption', 'placeholder', 'storage_key', 'variants'])
    .where('listing_id', '=', listingId).orderBy('position').orderBy('id')
    .execute();
}

export type HostListingRow = Pick<ListingRow,
  'id' | 'host_id' | 'title' | 'description' | 'status' | 'status_reason' | 'city' | 'country' | 'nightly_price' |
  'location' | 'max_guests' | 'min_nights' | 'max_nights' | 'editor_step' | 'updated_at'> & {
  photo_count: number;
  /** The cover photo's columns, or nulls without photos. */
  cover_id: string | null; cover_width: number | null; cover_height: number | null; cover_alt: string | null;
  cover_caption: string | null; cover_placeholder: string | null; cover_key: string | null; cover_variants: number[] | null;
};

/** A host's listings, last changed first, with what their rows on `/host` show. */
export async function hostListingRows(db: Kysely<DB>, hostId: string): Promise<HostListingRow[]> {
  const { rows } = await sql<HostListingRow>`
    select l.id, l.host_id, l.title, l.description, l.status, l.status_reason, l.city, l.country, l.nightly_price,
           l.location, l.max_guests, l.min_nights, l.max_nights, l.editor_step, l.updated_at,
           (select count(*)::int from photos where listing_id = l.id) as photo_count,
           p.id as cover_id, p.width as cover_width, p.height as cover_height, p.alt_text as cover_alt,
           p.caption as cover_caption, p.placeholder as cover_placeholder, p.storage_key as cover_key, p.variants as cover_variants
    from listings l
    left join lateral (select * from photos where listing_id = l.id order by position, id limit 1) p on true
    where l.host_id = ${hostId}
    order by l.updated_at desc, l.id
  `.execute(db);
  return rows;
}

/** One audit event (SPEC §3 AuditEvent), written in the caller's transaction. */
export async function insertAudit(db: Kysely<DB>, e: {
  actorId: string; action: string; listingId: string; details: Record<string, unknown>; at: Date;
}) {
  await db.insertInto('audit_events').values({
    actor_id: e.actorId, action: e.action, target_type: 'listing', target_id: e.listingId,
    details: JSON.stringify(e.details), at: e.at,
  }).execute();
}

export type ReviewQueueRow = HostListingRow & { submitted_at: Date; host_name: string | null };

/**
 * The admins' review queue: listings waiting in `pending_review`, oldest submission first, keyset-paged
 * on (submitted_at, id). A pending listing always has `submitted_at` (the submit event sets it).
 */
export async function reviewQueueRows(db: Kysely<DB>, limit: number, after?: { at: Date; id: string }): Promise<ReviewQueueRow[]> {
  const page = after ? sql`and (l.submitted_at, l.id) > (${after.at}, ${after.id})` : sql``;
  const { rows } = await sql<ReviewQueueRow>`
    select l.id, l.host_id, l.title, l.description, l.status, l.status_reason, l.city, l.country, l.nightly_price,
           l.location, l.max_guests, l.min_nights, l.max_nights, l.editor_step, l.updated_at, l.submitted_at,
           case when u.deleted_at is null then u.name end as host_name,
           (select count(*)::int from photos where listing_id = l.id) as photo_count,
           p.id as cover_id, p.width as cover_width, p.height as cover_height, p.alt_text as cover_alt,
           p.caption as cover_caption, p.placeholder as cover_placeholder, p.storage_key as cover_key, p.variants as cover_variants
    from listings l
    join users u on u.id = l.host_id
    left join lateral (select * from photos where listing_id = l.id order by position, id limit 1) p on true
    where l.status = 'pending_review' and l.submitted_at is not null ${page}
    order by l.submitted_at, l.id
    limit ${limit}
  `.execute(db);
  return rows;
}

/** A host's listings guests can see or that wait to be seen: what a ban suspends. */
export async function banSuspendableIds(db: Kysely<DB>, hostId: string): Promise<string[]> {
  const rows = await db.selectFrom('listings').select('id').where('host_id', '=', hostId)
    .where('status', 'in', ['published', 'unlisted', 'pending_review']).orderBy('id').execute();
  return rows.map((r) => r.id);
}

/** A host's listings suspended by their ban and still suspended: what lifting it restores. */
export async function banSuspendedIds(db: Kysely<DB>, hostId: string): Promise<string[]> {
  const rows = await db.selectFrom('listings').select('id').where('host_id', '=', hostId)
    .where('status', '=', 'suspended').where('suspended_by_ban', '=', true).orderBy('id').execute();
  return rows.map((r) => r.id);
}

export async function titleOf(db: Kysely<DB>, id: string): Promise<string | undefined> {
  return (await db.selectFrom('listings').select('title').where('id', '=', id).executeTakeFirst())?.title;
}
