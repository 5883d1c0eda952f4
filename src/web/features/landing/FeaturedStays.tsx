import { useDeferredValue } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { SearchResponse } from '../../../contract/search';
import { api } from '../../api/client';
import { useI18n } from '../../i18n';
import { ErrorState } from '../../ui/States';
import { ListingCard } from '../listing-card/ListingCard';
import { ListingCardSkeleton } from '../listing-card/ListingCardSkeleton';
import { Row } from './Row';
import s from './Landing.module.css';

const SIZES = '(max-width: 743px) 80vw, (max-width: 1127px) 33vw, 300px';

/** The best-rated stays as a row of listing cards. */
export function FeaturedStays() {
  const { t } = useI18n();
  const q = useQuery({
    queryKey: ['listings', { sort: 'rating', pageSize: 12 }],
    queryFn: ({ signal }) => api<SearchResponse>('/listings', { query: { sort: 'rating', pageSize: 12 }, signal }),
  });
  // A query's answer re-renders at once and in one piece; twelve cards with their carousels are
  // rendered as a background update instead, in slices that leave the page responsive.
  const results = useDeferredValue(q.data?.results);
  if (q.isError) return <ErrorState error={q.error} onRetry={() => q.refetch()} headingLevel={3} />;
  if (results && !results.length) return <p className={s.emptyNote}>{t('landing.featured.empty')}</p>;

  const slides = results
    ? results.map((l) => <ListingCard key={l.id} listing={l} sizes={SIZES} />)
    : Array.from({ length: 4 }, (_, i) => <ListingCardSkeleton key={i} />);

  return (
    <Row
      id="featured"
      title={t('landing.featured.title')}
      subtitle={t('landing.featured.subtitle')}
      what={t('landing.staysWhat')}
      action={<Link to="/s?sort=rating" className={s.showAll}>{t('landing.featured.showAll')}</Link>}
    >
      {slides}
    </Row>
  );
}
