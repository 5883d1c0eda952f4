import { useMemo } from 'react';
import type { WishlistDetail } from '../../../contract/wishlists';
import { ListingCard, ListingCardSkeleton } from '../listing-card';
import { ItemNote } from './ItemNote';
import { unavailableKey } from './itemStatus';
import s from './Wishlists.module.css';

const SIZES = '(max-width: 743px) calc(100vw - 32px), (max-width: 1127px) calc(50vw - 36px), (max-width: 1439px) calc(30vw - 32px), 300px';

/** The list's stays as listing cards (the search page's), each with its availability note. */
export function WishlistItems({ detail, stale, onHover }: { detail?: WishlistDetail; stale: boolean; onHover: (id: string | null) => void }) {
  const given = detail?.stay;
  // Stable while the answer is (the query keeps unchanged parts), so the memoised cards are not drawn again for nothing.
  const stay = useMemo(() => (given ? { checkin: given.checkin, checkout: given.checkout, guests: given.guests } : undefined), [given]);
  if (!detail) {
    return (
      <ul role="list" className={s.grid} aria-hidden="true">
        {Array.from({ length: 4 }, (_, i) => <li key={i}><ListingCardSkeleton /></li>)}
      </ul>
    );
  }
  return (
    <ul role="list" className={`${s.grid} ${stale ? s.stale : ''}`} aria-busy={stale || undefined}>
      {detail.items.map((item, i) => (
        <li key={item.listing.id} className={unavailableKey(item) ? s.unavailable : undefined}>
          <ListingCard listing={item.listing} stay={stay} sizes={SIZES} eager={i < 4} onHover={onHover} headingLevel={2} />
          <ItemNote item={item} />
        </li>
      ))}
    </ul>
  );
}
