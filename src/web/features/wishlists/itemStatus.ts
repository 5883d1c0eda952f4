import type { WishlistItem } from '../../../contract/wishlists';

const REASONS = new Set(['UNLISTED', 'DATES_UNAVAILABLE', 'STAY_TOO_SHORT', 'STAY_TOO_LONG', 'TOO_MANY_GUESTS', 'VALIDATION_FAILED']);

/** The key of the words for why a saved stay cannot be booked (as the server names it), or null when it can. */
export function unavailableKey(item: Pick<WishlistItem, 'listed' | 'available' | 'unavailableReason'>): string | null {
  if (!item.listed) return 'wishlist.unavailable.UNLISTED';
  if (item.available !== false) return null;
  const reason = item.unavailableReason ?? '';
  return `wishlist.unavailable.${REASONS.has(reason) ? reason : 'DATES_UNAVAILABLE'}`;
}
