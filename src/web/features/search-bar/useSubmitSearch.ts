import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { EMPTY_SEARCH, searchHref, updateSearch, type SearchState } from '../search/searchUrl';
import { guestTotal, type SearchBarValue } from './model';
import { fetchPlaces } from './usePlaces';

/**
 * Turns the bar's value into `/s?…`. Typed text that was never picked from the list is looked
 * up and its best match used. On `/s` the current filters and sort are kept.
 */
export function useSubmitSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();

  return async (value: SearchBarValue) => {
    const onSearch = location.pathname === '/s';
    // Reading the current filters needs the zod-validated parser, which only `/s` has loaded.
    const base: SearchState = onSearch
      ? (await import('../search/searchState')).parseSearchParams(new URLSearchParams(location.search))
      : EMPTY_SEARCH;
    const text = value.text.trim();
    const patch: Partial<SearchState> = {
      checkin: value.dates?.start.toString(),
      checkout: value.dates?.end.toString(),
      guests: guestTotal(value.guests) || undefined,
      infants: value.guests.infants || undefined,
      pets: value.guests.pets || undefined,
    };
    if (value.place && value.place.name === text) {
      Object.assign(patch, { place: value.place.name, bbox: value.place.bbox });
    } else if (text) {
      const found = await queryClient
        .fetchQuery({ queryKey: ['places', text.toLowerCase()], queryFn: ({ signal }) => fetchPlaces(text, signal), staleTime: 5 * 60_000 })
        .then((r) => r.places[0])
        .catch(() => undefined);
      Object.assign(patch, found ? { place: found.name, bbox: found.bbox } : { place: text, bbox: undefined });
    } else {
      // Nothing typed: on the map page keep searching the area on screen; elsewhere, everywhere.
      Object.assign(patch, { place: undefined, bbox: onSearch ? base.bbox : undefined });
    }
    navigate(searchHref(updateSearch(base, patch)));
  };
}
