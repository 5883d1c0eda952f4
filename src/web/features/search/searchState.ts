import { AMENITIES, PROPERTY_TYPES, SORTS } from '../../../contract/values';
import type { Bbox } from '../../../contract/common';
import type { Sort } from '../../../contract/search';
import { isIsoDate } from '../availability/isoDates';
import { EMPTY_SEARCH, type SearchState } from './searchUrl';

/**
 * URL → search state for `/s` (and the header's pill), value by value: an invalid value is dropped
 * on its own, never failing the whole search. The rules are the API's (contract/search.ts
 * SearchQueryObject), read here without zod so that the search page and every page with the pill
 * do not load and build the schemas (a long task on a phone); searchState.test.ts holds this reader
 * to the schema's answers. Writing the URL and the API query is in searchUrl.ts (re-exported here).
 */
export * from './searchUrl';

const MAX_PLACE_LENGTH = 100;
const MAX_SMALL_COUNT = 5;
const MAX_GUESTS = 16;
const MAX_PRICE = 1_000_000;
const MAX_PAGE = 1000;

/** A whole number in [min, max], read as the schema's `z.coerce.number()` reads it. */
function whole(raw: string | null, min: number, max: number): number | undefined {
  if (raw === null || raw === '') return undefined;
  const n = Number(raw);
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

/** west,south,east,north: four numbers, longitudes within ±180, latitudes within ±90 and south < north. */
function bbox(raw: string | null): Bbox | undefined {
  if (raw === null || raw === '') return undefined;
  const parts = raw.split(',').map(Number);
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return undefined;
  const [w, south, e, north] = parts as Bbox;
  return Math.abs(w) <= 180 && Math.abs(e) <= 180 && south >= -90 && north <= 90 && south < north ? [w, south, e, north] : undefined;
}

function smallCount(raw: string | null): number | undefined {
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 && n <= MAX_SMALL_COUNT ? n : undefined;
}

/** A list filter keeps its known items and drops the rest ("wifi,bogus" → ["wifi"]). */
function list<T extends string>(known: readonly T[], raw: string | null): T[] {
  if (!raw) return [];
  const good: T[] = [];
  for (const item of raw.split(',')) {
    const v = item.trim() as T;
    if (known.includes(v) && !good.includes(v)) good.push(v);
  }
  return good.sort();
}

/**
 * Reads `/s`'s query string. `today` (YYYY-MM-DD), when given, drops stays that start in the
 * past, so an old shared link still searches instead of failing.
 */
export function parseSearchParams(params: URLSearchParams, today?: string): SearchState {
  const state: SearchState = { ...EMPTY_SEARCH, types: [], amenities: [] };
  const place = params.get('place')?.trim();
  if (place) state.place = place.slice(0, MAX_PLACE_LENGTH);
  state.bbox = bbox(params.get('bbox'));

  const checkin = params.get('checkin');
  const checkout = params.get('checkout');
  if (isIsoDate(checkin) && isIsoDate(checkout) && checkout > checkin && (!today || checkin >= today)) {
    state.checkin = checkin;
    state.checkout = checkout;
  }

  state.guests = whole(params.get('guests'), 1, MAX_GUESTS);
  state.infants = smallCount(params.get('infants'));
  state.pets = smallCount(params.get('pets'));

  let priceMin = whole(params.get('priceMin'), 0, MAX_PRICE);
  let priceMax = whole(params.get('priceMax'), 0, MAX_PRICE);
  if (priceMin === 0) priceMin = undefined;
  // Someone typed them the wrong way round: they meant the range, not an empty result.
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
  state.priceMin = priceMin;
  state.priceMax = priceMax;

  state.types = list(PROPERTY_TYPES, params.get('types'));
  state.amenities = list(AMENITIES, params.get('amenities'));
  state.instant = params.get('instant') === 'true';
  const sort = params.get('sort');
  state.sort = (SORTS as readonly string[]).includes(sort ?? '') ? (sort as Sort) : 'relevance';
  state.page = whole(params.get('page'), 1, MAX_PAGE) ?? 1;

  for (const k of Object.keys(state) as (keyof SearchState)[]) if (state[k] === undefined) delete state[k];
  return state;
}

