import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Deps } from '../../deps.js';
import type { DB } from '../../db/schema.js';
import type { SessionUser } from '../auth/session.js';
import { AppError, notFound } from '../../http/errors.js';
import {
  DEFAULT_WISHLIST_ID, DEFAULT_WISHLIST_NAME, MAX_WISHLIST_ITEMS, MAX_WISHLISTS,
  type CreateWishlistBody, type SavedListingsResponse, type WishlistDetail, type WishlistItemResponse,
  type WishlistListResponse, type WishlistQuery, type WishlistSummary,
} from '../../../contract/wishlists.js';
import { cardsFor, findPublishedListing } from '../listings/index.js';
import { toPhotoView, type PhotoMedia } from '../photos/view.js';
import * as repo from './repo.js';

/** Wishlists (issue 12 §3): a member's own lists; another member's list answers 404, whatever the id. */

const iso = (d: Date | string) => new Date(d).toISOString();

function toSummary(r: repo.WishlistSummaryRow, media: PhotoMedia): WishlistSummary {
  return {
    id: r.id, name: r.name, count: r.count, cover: r.cover ? toPhotoView(media, r.cover) : null,
    createdAt: iso(r.created_at), updatedAt: iso(r.updated_at),
  };
}

async function ownList(db: Kysely<DB>, user: SessionUser, id: string) {
  const list = await repo.findWishlist(db, id);
  if (!list || list.user_id !== user.id) throw notFound('That wishlist');
  return list;
}

async function summaryOf(db: Kysely<DB>, user: SessionUser, id: string, media: PhotoMedia): Promise<WishlistSummary> {
  const [row] = await repo.summaries(db, user.id, id);
  if (!row) throw notFound('That wishlist');
  return toSummary(row, media);
}

async function createList(db: Kysely<DB>, user: SessionUser, name: string, at: Date) {
  if ((await repo.countWishlists(db, user.id)) >= MAX_WISHLISTS) {
    throw new AppError('VALIDATION_FAILED', `You can keep at most ${MAX_WISHLISTS} wishlists.`, { name: `at most ${MAX_WISHLISTS} lists` });
  }
  const id = `wl_${randomUUID().replaceAll('-', '')}`;
  await repo.insertWishlist(db, { id, userId: user.id, name, at });
  return id;
}

/** Saves a published listing in a list (idempotent); a missing or unpublished listing is 404. */
async function save(db: Kysely<DB>, wishlistId: string, listingId: string, at: Date) {
  if (!(await findPublishedListing(db, listingId))) throw notFound('That listing');
  if (await repo.hasItem(db, wishlistId, listingId)) return;
  if ((await repo.countItems(db, wishlistId)) >= MAX_WISHLIST_ITEMS) {
    throw new AppError('VALIDATION_FAILED', `A wishlist holds at most ${MAX_WISHLIST_ITEMS} stays.`, { listingId: 'this list is full' });
  }
  await repo.addItem(db, wishlistId, listingId, at);
}

export async function listWishlists(deps: Deps, user: SessionUser): Promise<WishlistListResponse> {
  return { wishlists: (await repo.summaries(deps.database.db, user.id)).map((r) => toSummary(r, deps.config)) };
}

export async function createWishlist(deps: Deps, user: SessionUser, body: CreateWishlistBody): Promise<WishlistSummary> {
  const now = deps.now();
  return deps.database.db.transaction().execute(async (trx) => {
    await repo.lockMember(trx, user.id);
    const id = await createList(trx, user, body.name, now);
    if (body.listingId) await save(trx, id, body.listingId, now);
    return summaryOf(trx, user, id, deps.config);
  });
}

export async function renameWishlist(deps: Deps, user: SessionUser, id: string, name: string): Promise<WishlistSummary> {
  const { db } = deps.database;
  await ownList(db, user, id);
  await repo.renameWishlist(db, id, name);
  return summaryOf(db, user, id, deps.config);
}

export async function deleteWishlist(deps: Deps, user: SessionUser, id: string): Promise<void> {
  const { db } = deps.database;
  await ownList(db, user, id);
  await repo.deleteWishlist(db, id);
}

/** The list's stays as cards (newest saved first) with pins; with dates, availability and totals. */
export async function wishlistDetail(deps: Deps, user: SessionUser, id: string, q: WishlistQuery): Promise<WishlistDetail> {
  const { db } = deps.database;
  const list = await ownList(db, user, id);
  const items = await repo.itemsOf(db, id);
  const stay = q.checkin && q.checkout ? { checkin: q.checkin, checkout: q.checkout, guests: q.guests ?? 1 } : null;
  const cards = await cardsFor(deps, items.map((i) => i.listing_id), stay);
  const addedAt = new Map(items.map((i) => [i.listing_id, iso(i.added_at)]));
  return {
    id: list.id,
    name: list.name,
    createdAt: iso(list.created_at),
    items: cards.map(({ card, listed, available, unavailableReason }) => ({
      listing: card, addedAt: addedAt.get(card.id)!, listed, available, unavailableReason,
    })),
    pins: cards.map((c) => ({ id: c.card.id, lat: c.card.location.lat, lng: c.card.location.lng, price: c.card.nightlyPrice })),
    currency: deps.config.currency,
    stay,
  };
}

/** `PUT /wishlists/:id/items/:listingId`; the id `default` is the member's first list, created if none. */
export async function saveItem(deps: Deps, user: SessionUser, id: string, listingId: string): Promise<WishlistItemResponse> {
  const now = deps.now();
  return deps.database.db.transaction().execute(async (trx) => {
    let wishlistId = id;
    if (id === DEFAULT_WISHLIST_ID) {
      await repo.lockMember(trx, user.id);
      wishlistId = (await repo.firstWishlist(trx, user.id))?.id ?? (await createList(trx, user, DEFAULT_WISHLIST_NAME, now));
    } else {
      await ownList(trx, user, id);
    }
    await save(trx, wishlistId, listingId, now);
    return { wishlistId, listingId, saved: true };
  });
}

/** Takes a stay out of a list; removing one that is not there is not an error. */
export async function removeItem(deps: Deps, user: SessionUser, id: string, listingId: string): Promise<WishlistItemResponse> {
  const { db } = deps.database;
  await ownList(db, user, id);
  await repo.removeItem(db, id, listingId);
  return { wishlistId: id, listingId, saved: false };
}

export async function savedListings(deps: Deps, user: SessionUser): Promise<SavedListingsResponse> {
  const rows = await repo.savedBy(deps.database.db, user.id);
  return {
    listingIds: [...new Set(rows.map((r) => r.listing_id))],
    items: rows.map((r) => ({ listingId: r.listing_id, wishlistId: r.wishlist_id })),
  };
}
