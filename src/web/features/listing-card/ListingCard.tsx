import { memo, useContext, type MouseEvent } from 'react';
import { Star } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { ListingCard as Card } from '../../../contract/search';
import { useI18n } from '../../i18n';
import { CardHeartContext } from './cardHeart';
import { listingHref, type StayContext } from './listingHref';
import { PhotoCarousel } from './PhotoCarousel';
import s from './ListingCard.module.css';

type Props = {
  listing: Card;
  stay?: StayContext;
  sizes: string;
  eager?: boolean;
  /** The search page highlights this card's pin while the pointer or focus is on it. */
  onHover?: (id: string | null) => void;
  headingLevel?: 2 | 3;
};

export function useCardLabels(listing: Card) {
  const { t } = useI18n();
  const place = listing.roomType === 'private_room'
    ? t('card.roomIn', { city: listing.city })
    : listing.roomType === 'shared_room'
      ? t('card.sharedRoomIn', { city: listing.city })
      : t('card.typeIn', { type: t(`card.type.${listing.propertyType}`), city: listing.city });
  const facts = [t('card.beds', { count: listing.beds }), t('card.guests', { count: listing.maxGuests })].join(' · ');
  return { place, facts };
}

/**
 * Photo first, then where and what, the rating and the price (DESIGN.md "Listing card").
 * Memoised: the search page shows its cards a few at a time (ui/useStepped.ts), and without it every
 * step drew all the cards already shown again. Callers pass a stable `stay` and `onHover`.
 */
export const ListingCard = memo(function ListingCard({ listing, stay, sizes, eager, onHover, headingLevel = 3 }: Props) {
  const { t, money, number } = useI18n();
  const navigate = useNavigate();
  const Heart = useContext(CardHeartContext);
  const href = listingHref(listing, stay);
  const { place, facts } = useCardLabels(listing);
  const H = `h${headingLevel}` as const;
  const rated = listing.ratingAverage !== null && listing.reviewCount > 0;
  const rating = rated ? number(listing.ratingAverage!, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : '';

  const openFromPhoto = (e: MouseEvent) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey) window.open(href, '_blank', 'noopener');
    else navigate(href);
  };

  return (
    <article
      className={s.card}
      onPointerEnter={onHover && (() => onHover(listing.id))}
      onPointerLeave={onHover && (() => onHover(null))}
      onFocus={onHover && (() => onHover(listing.id))}
      onBlur={onHover && ((e) => !e.currentTarget.contains(e.relatedTarget as Node) && onHover(null))}
    >
      <div className={s.mediaWrap}>
        <PhotoCarousel photos={listing.photos} title={listing.title} sizes={sizes} eager={eager} onOpen={openFromPhoto} />
        {Heart && <Heart listingId={listing.id} className={s.heart} />}
        {listing.isNew && !rated && <span className={s.badge}>{t('card.new')}</span>}
      </div>
      <div className={s.body}>
        <div className={s.topLine}>
          <H className={s.place}>
            <Link to={href} className={s.link}>{place}</Link>
          </H>
          {rated ? (
            <span className={s.rating}>
              {/* aria-label is not allowed on a plain span: the spoken text is visually hidden instead. */}
              <span className="visually-hidden">{t('card.rating', { rating, reviews: t('card.reviews', { count: listing.reviewCount }) })}</span>
              <Star size={14} strokeWidth={0} fill="currentColor" aria-hidden="true" />
              <span aria-hidden="true">{rating} ({number(listing.reviewCount)})</span>
            </span>
          ) : (
            <span className={s.newText}>{t('card.new')}</span>
          )}
        </div>
        <p className={s.title}>{listing.title}</p>
        <p className={s.facts}>{facts}</p>
        <p className={s.price}>
          <span className="visually-hidden">{t('card.perNight', { price: money(listing.nightlyPrice, listing.currency) })}</span>
          <span aria-hidden="true">
            <strong className="tabular-nums">{money(listing.nightlyPrice, listing.currency)}</strong> {t('card.night')}
          </span>
          {listing.total && (
            <>
              <span className={s.dotSep} aria-hidden="true"> · </span>
              <span className={s.total}>
                <span className="visually-hidden">{t('card.totalFor', { price: money(listing.total.amount, listing.currency), count: listing.total.nights })}</span>
                <span aria-hidden="true" className="tabular-nums">{t('card.total', { price: money(listing.total.amount, listing.currency) })}</span>
              </span>
            </>
          )}
        </p>
      </div>
    </article>
  );
});
