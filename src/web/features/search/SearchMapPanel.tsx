import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { MapPinned } from 'lucide-react';
import type { Bbox } from '../../../contract/common';
import type { SearchResponse } from '../../../contract/search';
import { useSiteConfig } from '../../api/site-config';
import { useI18n } from '../../i18n';
import { Checkbox } from '../../ui/Checkbox';
import { ICON } from '../../ui/icon';
import { MapErrorBoundary } from './MapErrorBoundary';
import { MapMiniCard } from './MapMiniCard';
import { LazyMapView, pinsExtent } from '../map';
import { moveSearchArea, type SearchState } from './searchState';
import s from './Search.module.css';

const MOVE_DEBOUNCE_MS = 400;

type Props = {
  state: SearchState;
  data: SearchResponse | undefined;
  setSearch: (next: SearchState, o?: { replace?: boolean }) => void;
  highlightedId: string | null;
};

/**
 * Price pins for every match (the server's clusters where there are too many), the hovered
 * card's pin raised, a small card for the clicked pin, and `Search as I move the map`: a pan or
 * zoom by the visitor becomes the URL's box after a short pause. Boxes that came from the map are
 * not sent back to it, so it never jumps.
 */
export function SearchMapPanel({ state, data, setSearch, highlightedId }: Props) {
  const { t, locale } = useI18n();
  const config = useSiteConfig();
  const [auto, setAuto] = useState(true);
  const [pending, setPending] = useState<Bbox | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set());
  const stateRef = useRef(state);
  stateRef.current = state;
  const fromMap = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const urlKey = state.bbox?.join(',') ?? '';
  const [mapBbox, setMapBbox] = useState<Bbox | undefined>(state.bbox);
  useEffect(() => {
    if (urlKey !== fromMap.current) setMapBbox(stateRef.current.bbox);
  }, [urlKey]);
  // Results that came without a box are framed by their pins, or by their clusters' extents.
  const extent = useMemo(() => (data ? pinsExtent([...data.pins, ...data.clusters.flatMap(({ bbox: [w, so, e, n] }) => [{ lat: so, lng: w }, { lat: n, lng: e }])]) : undefined), [data]);
  const frame = mapBbox ?? extent;

  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = useCallback((bbox: Bbox) => {
    const next = moveSearchArea(stateRef.current, bbox);
    fromMap.current = next.bbox!.join(',');
    setPending(null);
    setSearch(next, { replace: true });
  }, [setSearch]);

  const onMoveEnd = useCallback((bbox: Bbox, byUser: boolean) => {
    if (!byUser) return;
    clearTimeout(timer.current);
    if (auto) timer.current = setTimeout(() => apply(bbox), MOVE_DEBOUNCE_MS);
    else setPending(bbox);
  }, [auto, apply]);

  const onSelect = useCallback((id: string | null) => {
    setSelectedId(id);
    if (id) setVisited((v) => new Set(v).add(id));
  }, []);

  const stay = { checkin: state.checkin, checkout: state.checkout, guests: state.guests, infants: state.infants, pets: state.pets };
  const results = data?.results ?? [];
  const styleUrl = config.data?.mapStyleUrl;
  const fallback = (
    <div className={s.mapFallback}>
      <MapPinned {...ICON} size={32} />
      <p>{t('search.mapUnavailable')}</p>
    </div>
  );

  return (
    <div className={s.mapPanel}>
      {styleUrl ? (
        <MapErrorBoundary fallback={fallback}>
            <LazyMapView
              className={s.map}
              styleUrl={styleUrl}
              ariaLabel={state.place ? t('search.mapWithPlace', { place: state.place }) : t('search.map')}
              bbox={frame}
              pins={data?.pins ?? []}
              clusters={data?.clusters}
              clusterCountsExact={data?.countsExact}
              currency={data?.currency ?? config.data?.currency}
              locale={locale}
              highlightedId={highlightedId}
              selectedId={selectedId}
              visitedIds={visited}
              onSelect={onSelect}
              renderSelected={(id) => <MapMiniCard id={id} results={results} stay={stay} />}
              onMoveEnd={onMoveEnd}
            />
        </MapErrorBoundary>
      ) : fallback}
      <div className={s.mapControls}>
        <Checkbox isSelected={auto} onChange={(v) => { setAuto(v); if (v && pending) apply(pending); }} className={s.moveToggle}>
          {t('search.moveToSearch')}
        </Checkbox>
        {!auto && pending && (
          <button type="button" className={s.searchArea} onClick={() => apply(pending)}>{t('search.searchThisArea')}</button>
        )}
      </div>
      {data?.pinsCapped && <p className={s.mapNote} role="status">{t('search.pinsCapped')}</p>}
    </div>
  );
}
