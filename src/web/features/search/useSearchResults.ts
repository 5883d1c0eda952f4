import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { SearchResponse } from '../../../contract/search';
import { api } from '../../api/client';
import { fetchPlaces } from '../search-bar/usePlaces';
import { toApiQuery, updateSearch, type SearchState } from './searchState';

/** `GET /listings` for the URL's state; the previous page stays on screen while the next loads. */
export function useSearchResults(state: SearchState, enabled = true) {
  const query = useMemo(() => toApiQuery(state), [state]);
  return useQuery({
    queryKey: ['listings', query],
    queryFn: ({ signal }) => api<SearchResponse>('/listings', { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * A link with a place name but no box (typed on the 404 page, or by hand) is completed with the
 * gazetteer's best match, replacing the URL so Back skips the incomplete one.
 */
export function useResolvePlace(state: SearchState, setSearch: (s: SearchState, o?: { replace?: boolean }) => void) {
  const pending = Boolean(state.place && !state.bbox);
  useEffect(() => {
    if (!pending || !state.place) return;
    const ctrl = new AbortController();
    fetchPlaces(state.place, ctrl.signal, 1)
      .then((r) => {
        const p = r.places[0];
        if (p) setSearch(updateSearch(state, { place: p.name, bbox: p.bbox, page: state.page }), { replace: true });
        else setSearch(updateSearch(state, { place: undefined, page: state.page }), { replace: true });
      })
      .catch(() => {
        if (!ctrl.signal.aborted) setSearch(updateSearch(state, { place: undefined, page: state.page }), { replace: true });
      });
    return () => ctrl.abort();
  }, [pending, state, setSearch]);
  return pending;
}
