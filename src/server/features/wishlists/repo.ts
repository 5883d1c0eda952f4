import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { PhotoRow } from '../photos/view.js';

/** SQL for wishlists and their items. The service checks ownership and opens transactions. */

export type WishlistRow = { id: string; user_id: string; name: string; created_at: Date };
export type WishlistSummaryRow = { id: string; name: string; created_at: Date; updated_at: Date; count: number; cover: PhotoRow | null };

export async function findWishlist(db: Kysely<DB>, id: string): Promise<WishlistRow | undefined> {
  return db.selectFrom('wishlists').select(['id', 'user_id', 'name', 'created_at']).where('id', '=', id).executeTakeFirst();
}

/** The member's oldest list: where a save without a chosen list goes. */
export async function firstWishlist(db: Kysely<DB>, userId: string): Promise<WishlistRow | undefined> {
  return db.selectFrom('wishlists').select(['id', 'user_id', 'name', 'created_at'])
    .where('user_id', '=', userId).orderBy('created_at').orderBy('id').limit(1).executeTakeFirst();
}

/**
 * Serialises a member's list changes for the rest of the transaction (two first saves must not
 * create two default lists). FOR NO KEY UPDATE leaves rows that reference the member free to insert.
 */
export async function lockMember(db: Kysely<DB>, userId: string): Promise<void> {
  await sql`select 1 from users where id = ${userId} for no key update`.execute(db);
}

/**
 * The member's lists (or one of them), newest activity first, each with its count and cover:
 * the first photo of the stay saved last.
 */
export async function summaries(db: Kysely<DB>, userId: string, onlyId?: string): Promise<WishlistSummaryRow[]> {
  const one = onlyId ? sql`and w.id = ${onlyId}` : sql``;
  const { rows } = await sql<WishlistSummaryRow>`
    select w.id, w.name, w.created_at,
           greatest(w.created_at, (select max(added_at) from wishlist_items i where i.wishlist_id = w.id)) as updated_at,
           (select count(*)::int from wishlist_items i where i.wishlist_id = w.id) as count,
           (select row_to_json(c) from (
              select p.id, p.width, p.height, p.alt_text, p.caption, p.placeholder, p.storage_key, p.variants
              from wishlist_items i join photos p on p.listing_id = i.listing_id
              where i.wishlist_id = w.id order by i.added_at desc, i.listing_id, p.position limit 1) c) as cover
    from wishlists w
    where w.user_id = ${userId} ${one}
    order by updated_at desc, w.id`.execute(db);
  return rows;
}

export async function countWishlists(db: Kysely<DB>, userId: string): Promise<number> {
  const r = await db.selectFrom('wishlists').select(sql<number>`count(*)::int`.as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return r.n;
}

export async function insertWishlist(db: Kysely<DB>, w: { id: string; userId: string; name: string; at: Date }) {
  await db.insertInto('wishlists').values({ id: w.id, user_id: w.userId, name: w.name, created_at: w.at }).execute();
}

export async function renameWishlist(db: Kysely<DB>, id: string, name: string) {
  await db.updateTable('wishlists').set({ name }).where('id', '=', id).execute();
}

export async function deleteWishlist(db: Kysely<DB>, id: string) {
  await db.deleteFrom('wishlists').where('id', '=', id).execute();
}

export async function itemsOf(db: Kysely<DB>, wishlistId: string) {
  return db.selectFrom('wishlist_items').select(['listing_id', 'added_at'])
    .where('wishlist_id', '=', wishlistId).orderBy('added_at', 'desc').orderBy('listing_id').execute();
}

export async function countItems(db: Kysely<DB>, wishlistId: string): Promise<number> {
  const r = await db.selectFrom('wishlist_items').select(sql<number>`count(*)::int`.as('n')).where('wishlist_id', '=', wishlistId).executeTakeFirstOrThrow();
  return r.n;
}

export async function hasItem(db: Kysely<DB>, wishlistId: string, listingId: string): Promise<boolean> {
  const r = await db.selectFrom('wishlist_items').select('listing_id').where('wishlist_id', '=', wishlistId).where('listing_id', '=', listingId).executeTakeFirst();
  return Boolean(r);
}

/** Saves a stay in a list; saving it again changes nothing (not even when it was saved). */
export async function addItem(db: Kysely<DB>, wishlistId: string, listingId: string, at: Date) {
  await sql`insert into wishlist_items (wishlist_id, listing_id, added_at) values (${wishlistId}, ${listingId}, ${at})
            on conflict do nothing`.execute(db);
}

export async function removeItem(db: Kysely<DB>, wishlistId: string, listingId: string) {
  await db.deleteFrom('wishlist_items').where('wishlist_id', '=', wishlistId).where('listing_id', '=', listingId).execute();
}

/** Every stay the member saved, with the list holding it (for the hearts). */
export async function savedBy(db: Kysely<DB>, userId: string) {
  const { rows } = await sql<{ listing_id: string; wishlist_id: string }>`
    select i.listing_id, i.wishlist_id from wishlists w join wishlist_items i on i.wishlist_id = w.id
    where w.user_id = ${userId} order by i.added_at desc, i.listing_id`.execute(db);
  return rows;
}
