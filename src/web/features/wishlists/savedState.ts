import { DEFAULT_WISHLIST_ID } from '../../../contract/values';
import type { SavedListingsResponse, WishlistSummary } from '../../../contract/wishlists';

/**
 * The member's saved stays as the hearts see them (`GET /wishlists/saved`), and the pure edits
 * the optimistic updates make to it. Each edit can be undone by its inverse, so a failed call
 * takes back only its own change, not what other calls did meanwhile.
 */
export type Saved = SavedListingsResponse;

function rebuild(items: Saved['items']): Saved {
  return { listingIds: [...new Set(items.map((i) => i.listingId))], items };
}

export function isSaved(d: Saved | undefined, listingId: string): boolean {
  return Boolean(d?.items.some((i) => i.listingId === listingId));
}

/** The lists that hold the stay. */
export function listsHolding(d: Saved | undefined, listingId: string): string[] {
  return (d?.items ?? []).filter((i) => i.listingId === listingId).map((i) => i.wishlistId);
}

/** With the stay in that list (once). */
export function withSaved(d: Saved | undefined, listingId: string, wishlistId: string): Saved {
  const items = d?.items ?? [];
  if (items.some((i) => i.listingId === listingId && i.wishlistId === wishlistId)) return d!;
  return rebuild([...items, { listingId, wishlistId }]);
}

/** Without the stay in that list, or in any list when none is named. */
export function withoutSaved(d: Saved | undefined, listingId: string, wishlistId?: string): Saved {
  const items = (d?.items ?? []).filter((i) => !(i.listingId === listingId && (wishlistId === undefined || i.wishlistId === wishlistId)));
  return rebuild(items);
}

/** A save sent to a placeholder list (`default`) is filed under the list the server chose. */
export function resolvedSave(d: Saved | undefined, listingId: string, placeholder: string, wishlistId: string): Saved {
  return withSaved(withoutSaved(d, listingId, placeholder), listingId, wishlistId);
}

/**
 * Where a one-tap save goes: the list used last (created or saved to most recently), or the
 * server's `default` (the member's first list, created on the spot when they have none).
 */
export function lastUsedList(lists: WishlistSummary[] | undefined): string {
  let best: WishlistSummary | undefined;
  for (const l of lists ?? []) if (!best || l.updatedAt > best.updatedAt) best = l;
  return best?.id ?? DEFAULT_WISHLIST_ID;
}
