import { useQuery } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { ListingDetail } from '../../../contract/listing';
import type { ListingCard } from '../../../contract/search';
import { api } from '../../api/client';
import { useI18n } from '../../i18n';
import { Skeleton } from '../../ui/Surface';
import { useCardLabels } from '../listing-card/ListingCard';
import { listingHref, type StayContext } from '../listing-card/listingHref';
import { PhotoCarousel } from '../listing-card/PhotoCarousel';
import s from './Search.module.css';

function fromDetail(d: ListingDetail): ListingCard {
  return {
    id: d.id, slug: d.slug, title: d.title, propertyType: d.propertyType, roomType: d.roomType, city: d.city, region: d.region,
    country: d.country, maxGuests: d.maxGuests, bedrooms: d.bedrooms, beds: d.beds, bathrooms: d.bathrooms,
    ratingAverage: d.ratingAverage, reviewCount: d.reviewCount, nightlyPrice: d.nightlyPrice, currency: d.currency, total: null,
    instantBook: d.instantBook, location: d.location, photos: d.photos.slice(0, 6), isNew: d.reviewCount === 0,
  };
}

function Body({ listing, stay }: { listing: ListingCard; stay: StayContext }) {
  const { t, money, number } = useI18n();
  const { place } = useCardLabels(listing);
  const href = listingHref(listing, stay);
  const navigate = useNavigate();
  return (
    <div className={s.mini}>
      <PhotoCarousel photos={listing.photos} title={listing.title} sizes="300px" eager onOpen={() => navigate(href)} />
      <div className={s.miniBody}>
        <div className={s.miniTop}>
          <Link to={href} className={s.miniLink}>{place}</Link>
          {listing.ratingAverage !== null && listing.reviewCount > 0 && (
            <span className={s.miniRating}><Star size={12} strokeWidth={0} fill="currentColor" aria-hidden="true" />{number(listing.ratingAverage, { maximumFractionDigits: 2, minimumFractionDigits: 2 })}</span>
          )}
        </div>
        <p className={s.miniTitle}>{listing.title}</p>
        <p className={s.miniPrice}>
          <strong className="tabular-nums">{money(listing.nightlyPrice, listing.currency)}</strong> {t('card.night')}
          {listing.total && <> · <u className="tabular-nums">{t('card.total', { price: money(listing.total.amount, listing.currency) })}</u></>}
        </p>
      </div>
    </div>
  );
}

/** The small card a clicked pin opens; fetched when the pin's listing is not on this page. */
export function MapMiniCard({ id, results, stay }: { id: string; results: ListingCard[]; stay: StayContext }) {
  const known = results.find((r) => r.id === id);
  const q = useQuery({
    queryKey: ['listing', id],
    queryFn: ({ signal }) => api<ListingDetail>(`/listings/${encodeURIComponent(id)}`, { signal }),
    enabled: !known,
  });
  const listing = known ?? (q.data ? fromDetail(q.data) : undefined);
  if (!listing) {
    return (
      <div className={s.mini} aria-busy="true">
        <Skeleton height={150} radius="12px 12px 0 0" width="100%" />
        <div className={s.miniBody}><Skeleton width="70%" /><Skeleton width="40%" /></div>
      </div>
    );
  }
  return <Body listing={listing} stay={stay} />;
}
