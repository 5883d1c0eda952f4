import { useEffect, useState } from 'react';
import { useSiteConfig } from '../api/site-config';
import { useI18n } from '../i18n';
import { ViewToggle, type ListOrMap } from '../ui/ViewToggle';
import { PHONE_QUERY, useMediaQuery } from '../ui/useMediaQuery';
import { FilterBar } from '../features/search/FilterBar';
import { ResultsList } from '../features/search/ResultsList';
import { SearchMapPanel } from '../features/search/SearchMapPanel';
import { useResolvePlace, useSearchResults } from '../features/search/useSearchResults';
import { useSearchState } from '../features/search/useSearchState';
import s from '../features/search/Search.module.css';

/** `/s`: results beside the map; everything it shows follows from the URL. */
export default function SearchPage() {
  const { t } = useI18n();
  const { state, setSearch } = useSearchState();
  const resolving = useResolvePlace(state, setSearch);
  const query = useSearchResults(state, !resolving);
  const config = useSiteConfig();
  const phone = useMediaQuery(PHONE_QUERY);
  const [view, setView] = useState<ListOrMap>('list');
  const [hovered, setHovered] = useState<string | null>(null);
  const currency = query.data?.currency ?? config.data?.currency ?? 'EUR';

  useEffect(() => {
    document.title = `${state.place ? t('search.pageTitle', { place: state.place }) : t('search.everywhere')} · ${config.data?.siteName ?? t('app.name')}`;
  }, [state.place, config.data?.siteName, t]);

  const showList = !phone || view === 'list';
  const showMap = !phone || view === 'map';

  return (
    <main id="main" className={`${s.page} ${phone ? s.phone : ''}`}>
      {showList && (
        <div className={s.listPane}>
          <FilterBar state={state} currency={currency} onChange={(next) => setSearch(next)} />
          <ResultsList state={state} query={query} resolvingPlace={resolving} onChange={(next) => setSearch(next)} onHover={setHovered} />
        </div>
      )}
      {showMap && (
        <div className={s.mapPane}>
          <SearchMapPanel state={state} data={query.data} setSearch={setSearch} highlightedId={hovered} />
        </div>
      )}
      {phone && (
        <ViewToggle view={view} onChange={setView} />
      )}
    </main>
  );
}
