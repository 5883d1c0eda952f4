import { MapPin } from 'lucide-react';
import type { ListingDetail } from '../../../contract/listing';
import { useSiteConfig } from '../../api/site-config';
import { Skeleton } from '../../ui/Surface';
import { useWakeUp } from '../../ui/useWakeUp';
import { useI18n } from '../../i18n';
import { LazyMapView } from '../map';
import { placeLine } from './facts';
import sec from './Section.module.css';
import s from './LocationSection.module.css';

/** The SPEC's approximate location is within 500 m of the real one: the circle covers that. */
const APPROXIMATE_RADIUS_M = 500;

export function LocationSection({ listing }: { listing: ListingDetail }) {
  const { t, locale } = useI18n();
  const config = useSiteConfig();
  const place = placeLine(listing, locale);
  const center = { lat: listing.location.lat, lng: listing.location.lng };
  // The map library is the heaviest thing on the page and the map sits far below the photos:
  // it is fetched when the map comes near the screen, not with the page.
  const near = useWakeUp('600px');
  return (
    <section id="location" className={sec.section} aria-labelledby="location-h">
      <h2 id="location-h" className={sec.heading}>{t('listing.location.title')}</h2>
      <p className={s.place}>
        <MapPin size={20} strokeWidth={1.75} aria-hidden="true" />
        {place}
      </p>
      <div className={s.map} ref={near.ref}>
        {config.data && near.awake ? (
          <LazyMapView
            styleUrl={config.data.mapStyleUrl}
            ariaLabel={t('listing.location.map', { place })}
            center={center}
            zoom={listing.location.approximate ? 14 : 15}
            circle={listing.location.approximate ? { ...center, radiusMeters: APPROXIMATE_RADIUS_M } : undefined}
            pins={listing.location.approximate ? undefined : [{ id: listing.id, lat: center.lat, lng: center.lng, price: listing.nightlyPrice }]}
            currency={listing.currency}
            locale={locale}
            className={s.mapView}
          />
        ) : config.isError ? (
          <p className={s.mapError}>{t('listing.location.mapUnavailable')}</p>
        ) : (
          <Skeleton width="100%" height="100%" radius="var(--radius-card)" />
        )}
      </div>
      {listing.location.approximate && <p className={s.note}>{t('listing.location.approximate')}</p>}
    </section>
  );
}
