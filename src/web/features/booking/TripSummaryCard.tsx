import type { ReactNode } from 'react';
import type { ListingDetail } from '../../../contract/listing';
import { useI18n } from '../../i18n';
import s from './Booking.module.css';

/** The listing being booked: photo, title, place; the price breakdown goes below as children. */
export function TripSummaryCard({ listing, children }: { listing: ListingDetail; children?: ReactNode }) {
  const { t } = useI18n();
  const photo = listing.photos[0];
  const src = photo?.sources.find((x) => x.w >= 640) ?? photo?.sources.at(-1);
  return (
    <div className={s.summary}>
      <div className={s.summaryHead}>
        {src && <img className={s.summaryPhoto} src={src.url} alt={photo.alt} width={photo.width} height={photo.height} />}
        <div>
          <p className={s.summaryTitle}>{listing.title}</p>
          <p className={s.hint}>{`${listing.city}, ${listing.country}`}</p>
          <p className={s.hint}>{t('booking.book.hostedBy', { name: listing.host.name })}</p>
        </div>
      </div>
      <h2 className={s.sectionTitle}>{t('booking.book.price')}</h2>
      {children}
    </div>
  );
}
