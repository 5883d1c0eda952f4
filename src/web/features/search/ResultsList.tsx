import { useMemo } from 'react';
import type { SearchResponse } from '../../../contract/search';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { EmptyState, ErrorState } from '../../ui/States';
import { useStepped } from '../../ui/useStepped';
import { ListingCard } from '../listing-card/ListingCard';
import { ListingCardSkeleton } from '../listing-card/ListingCardSkeleton';
import { Pagination } from './Pagination';
import { activeFilterCount, clearFilters, type SearchState } from './searchState';
import s from './Search.module.css';

const SIZES = '(max-width: 743px) calc(100vw - 32px), (max-width: 1127px) calc(50vw - 36px), (max-width: 1439px) calc(30vw - 32px), 300px';
const EAGER_CARDS = 4;
const OVER = 1000;

type Props = {
  state: SearchState;
  query: { data?: SearchResponse; isPending: boolean; isError: boolean; error: unknown; isPlaceholderData: boolean; isFetching: boolean; refetch: () => unknown };
  resolvingPlace: boolean;
  onChange: (next: SearchState) => void;
  onHover: (id: string | null) => void;
};

/** The heading with the count, the grid of cards, and its loading, empty and error states. */
export function ResultsList({ state, query, resolvingPlace, onChange, onHover }: Props) {
  const { t, number } = useI18n();
  const { data } = query;
  const shownCards = useStepped(data?.results.length ?? 0, data?.results);
  const where = state.place ?? (state.bbox ? t('search.mapArea') : undefined);

  let heading: string;
  if (resolvingPlace || (query.isPending && !data)) heading = state.place ? t('search.findingPlace', { place: state.place }) : t('search.loading');
  else if (!data) heading = t('search.results');
  else if (data.total > OVER) heading = where ? t('search.countOverIn', { count: number(OVER), place: where }) : t('search.countOver', { count: number(OVER) });
  else heading = where ? t('search.countIn', { count: data.total, place: where }) : t('search.count', { count: data.total });

  const { checkin, checkout, guests, infants, pets } = state;
  // Stable between renders, so cards already shown are not drawn again (ListingCard is memoised).
  const stay = useMemo(() => ({ checkin, checkout, guests, infants, pets }), [checkin, checkout, guests, infants, pets]);
  const filters = activeFilterCount(state);
  const busy = query.isFetching;

  let body;
  if (query.isError && !data) {
    body = <ErrorState error={query.error} title={t('search.error.title')} onRetry={() => query.refetch()} />;
  } else if (!data) {
    body = (
      <ul role="list" className={s.grid} aria-hidden="true">
        {Array.from({ length: 8 }, (_, i) => <li key={i}><ListingCardSkeleton /></li>)}
      </ul>
    );
  } else if (!data.results.length) {
    body = (
      <EmptyState
        title={t('search.empty.title')}
        body={filters ? t('search.empty.body') : t('search.empty.bodyNoFilters')}
        actions={filters ? <Button variant="secondary" onPress={() => onChange(clearFilters(state))}>{t('search.empty.clear')}</Button> : undefined}
      />
    );
  } else {
    body = (
      <>
        {query.isError && <ErrorState error={query.error} title={t('search.error.title')} onRetry={() => query.refetch()} />}
        <ul role="list" className={`${s.grid} ${query.isPlaceholderData ? s.stale : ''}`}>
          {data.results.slice(0, shownCards).map((l, i) => (
            <li key={l.id}>
              <ListingCard listing={l} stay={stay} sizes={SIZES} eager={i < EAGER_CARDS} onHover={onHover} headingLevel={2} />
            </li>
          ))}
        </ul>
        <Pagination state={state} pageCount={data.pageCount} total={data.total} exact={data.countsExact} pageSize={data.pageSize} />
      </>
    );
  }

  return (
    <section className={s.results} aria-labelledby="results-heading" aria-busy={busy || undefined}>
      <h1 id="results-heading" className={s.count} aria-live="polite">{heading}</h1>
      {body}
    </section>
  );
}
