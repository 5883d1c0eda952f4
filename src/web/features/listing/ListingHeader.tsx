import { Star } from 'lucide-react';
import type { ListingDetail } from '../../../contract/listing';
import { useI18n } from '../../i18n';
import { SaveHeart } from '../wishlists';
import { placeLine } from './facts';
import s from './ListingHeader.module.css';

/** Title, then ★ rating · N reviews · place, with `Save to wishlist` at the end of that line. */
export function ListingHeader({ listing }: { listing: ListingDetail }) {
  const { t, number, locale } = useI18n();
  const rating = listing.ratingAverage;
  return (
    <header className={s.header}>
      <h1 className={s.title}>{listing.title}</h1>
      <div className={s.metaRow}>
        <p className={s.meta}>
          {rating !== null && listing.reviewCount > 0 ? (
            <>
              <span className={s.rating}>
                <Star size={14} strokeWidth={2} fill="currentColor" aria-hidden="true" />
                <span className="visually-hidden">{t('listing.ratingLabel', { rating: number(rating, { maximumFractionDigits: 2 }) })}</span>
                <span aria-hidden="true">{number(rating, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}</span>
              </span>
              <span aria-hidden="true">·</span>
              <a href="#reviews" className={s.link}>{t('listing.reviews', { count: listing.reviewCount })}</a>
            </>
          ) : (
            <span className={s.new}>{t('listing.new')}</span>
          )}
          <span aria-hidden="true">·</span>
          <a href="#location" className={s.link}>{placeLine(listing, locale)}</a>
        </p>
        <SaveHeart listingId={listing.id} look="labelled" className={s.save} />
      </div>
    </header>
  );
}
