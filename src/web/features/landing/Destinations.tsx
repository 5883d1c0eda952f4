import { useDeferredValue } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { DestinationsResponseSchema } from '../../../contract/listing';
import { api } from '../../api/client';
import { useI18n } from '../../i18n';
import { Skeleton } from '../../ui/Surface';
import { ErrorState } from '../../ui/States';
import { cardSrcSet } from '../listing-card/PhotoCarousel';
import { searchHref } from '../search/searchUrl';
import { Row } from './Row';
import s from './Landing.module.css';

type DestinationsResponse = z.infer<typeof DestinationsResponseSchema>;

const SIZES = '(max-width: 743px) 45vw, (max-width: 1127px) 30vw, 240px';

/** A card per city with its picture, name and number of stays; each opens `/s` on its box. */
export function Destinations() {
  const { t } = useI18n();
  const q = useQuery({ queryKey: ['destinations'], queryFn: ({ signal }) => api<DestinationsResponse>('/destinations', { signal }) });

  // Rendered as a background update, in slices (see FeaturedStays).
  const items = useDeferredValue(q.data?.destinations);
  if (q.isError) return <ErrorState error={q.error} onRetry={() => q.refetch()} headingLevel={3} />;
  if (items && !items.length) return null;

  const slides = items
    ? items.map((d) => (
        <Link key={`${d.name}-${d.region}`} to={searchHref({ place: d.name, bbox: d.bbox })} className={s.destination}>
          <span className={s.destinationPhoto} style={d.photo?.placeholder.startsWith('data:') ? { backgroundImage: `url("${d.photo.placeholder}")` } : undefined}>
            {d.photo && (
              <img src={d.photo.sources[0]?.url} srcSet={cardSrcSet(d.photo)} sizes={SIZES} width={d.photo.width} height={d.photo.height} alt="" loading="lazy" decoding="async" />
            )}
          </span>
          <span className={s.destinationName}>{d.name}</span>
          <span className={s.destinationCount}>{t('landing.destinations.stays', { count: d.listingCount })}</span>
        </Link>
      ))
    : Array.from({ length: 6 }, (_, i) => (
        <div key={i} className={s.destination} aria-hidden="true">
          <Skeleton className={s.destinationPhoto} radius="var(--radius-card)" height="auto" />
          <Skeleton width="60%" height={18} />
          <Skeleton width="30%" height={14} />
        </div>
      ));

  return (
    <Row dense id="destinations" title={t('landing.destinations.title')} subtitle={t('landing.destinations.subtitle')} what={t('landing.destinationsWhat')}>
      {slides}
    </Row>
  );
}
