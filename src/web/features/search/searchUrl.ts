import type { Amenity, Bbox, PropertyType } from '../../../contract/common';
import type { Sort } from '../../../contract/search';

/**
 * The search page's state and the pure functions that write it: state → URL (canonical,
 * defaults left out), state → API query (web-only `place`, `infants`, `pets` stripped), and
 * the changes the page makes. Reading the URL (which validates with the contract's zod
 * schema) lives in searchState.ts, so pages that only link to a search do not load zod.
 */
export type SearchState = {
  /** Display name of the chosen place; web-only (the API searches by bbox). */
  place?: string;
  bbox?: Bbox;
  checkin?: string;
  checkout?: string;
  /** Adults + children: what the API filters on. */
  guests?: number;
  /** Web-only, carried to the listing page. */
  infants?: number;
  pets?: number;
  priceMin?: number;
  priceMax?: number;
  types: PropertyType[];
  amenities: Amenity[];
  instant: boolean;
  sort: Sort;
  page: number;
};

export const EMPTY_SEARCH: SearchState = { types: [], amenities: [], instant: false, sort: 'relevance', page: 1 };

const num = (n: number) => String(n);

/** State → the canonical query string for `/s` (stable key order, defaults omitted). */
export function toSearchParams(state: Partial<SearchState>): URLSearchParams {
  const p = new URLSearchParams();
  if (state.place) p.set('place', state.place);
  if (state.bbox) p.set('bbox', state.bbox.map(num).join(','));
  if (state.checkin && state.checkout) {
    p.set('checkin', state.checkin);
    p.set('checkout', state.checkout);
  }
  if (state.guests) p.set('guests', num(state.guests));
  if (state.infants) p.set('infants', num(state.infants));
  if (state.pets) p.set('pets', num(state.pets));
  if (state.priceMin) p.set('priceMin', num(state.priceMin));
  if (state.priceMax !== undefined) p.set('priceMax', num(state.priceMax));
  if (state.types?.length) p.set('types', [...state.types].sort().join(','));
  if (state.amenities?.length) p.set('amenities', [...state.amenities].sort().join(','));
  if (state.instant) p.set('instant', 'true');
  if (state.sort && state.sort !== 'relevance') p.set('sort', state.sort);
  if (state.page && state.page > 1) p.set('page', num(state.page));
  return p;
}

export function searchHref(state: Partial<SearchState>): string {
  const qs = toSearchParams(state).toString();
  return qs ? `/s?${qs}` : '/s';
}

export type ApiSearchQuery = Record<string, string | number | boolean>;

/** State → `GET /api/v1/listings` query: the contract's keys only, values as strings. */
export function toApiQuery(state: SearchState): ApiSearchQuery {
  const p = toSearchParams(state);
  p.delete('place');
  p.delete('infants');
  p.delete('pets');
  return Object.fromEntries(p);
}

/** Any change but turning the page starts again at page 1. */
export function updateSearch(state: SearchState, patch: Partial<SearchState>): SearchState {
  const next = { ...state, ...patch };
  if (!('page' in patch)) next.page = 1;
  for (const k of Object.keys(next) as (keyof SearchState)[]) if (next[k] === undefined) delete next[k];
  return next;
}

/** The map moved: the box is now the search area, the place name no longer describes it. */
export function moveSearchArea(state: SearchState, bbox: Bbox): SearchState {
  const next = updateSearch(state, { bbox: roundBbox(bbox) });
  delete next.place;
  return next;
}

/** The filters a visitor can remove from the empty state; place, dates and guests stay. */
export function clearFilters(state: SearchState): SearchState {
  const next = updateSearch(state, { priceMin: undefined, priceMax: undefined, types: [], amenities: [], instant: false });
  return next;
}

export function activeFilterCount(state: SearchState): number {
  return (state.priceMin || state.priceMax !== undefined ? 1 : 0) + state.types.length + state.amenities.length + (state.instant ? 1 : 0);
}

/** Five decimals is about a metre: enough for a map view, short enough for a shareable URL. */
export function roundBbox(b: Bbox): Bbox {
  const r = (n: number) => Math.round(n * 1e5) / 1e5;
  return [r(b[0]), r(b[1]), r(b[2]), r(b[3])];
}
