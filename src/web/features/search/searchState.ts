import type { z } from 'zod';
import { SORTS } from '../../../contract/values';
import { SearchQueryObject, type Sort } from '../../../contract/search';
import { EMPTY_SEARCH, type SearchState } from './searchUrl';

/**
 * URL → search state for `/s`, validated value by value with the contract's schema: an
 * invalid value is dropped on its own, never failing the whole search. Writing the URL and
 * the API query is in searchUrl.ts (re-exported here).
 */
export * from './searchUrl';


const shape = SearchQueryObject.shape;
const MAX_PLACE_LENGTH = 100;
const MAX_SMALL_COUNT = 5;

type Shape = typeof shape;

function field<K extends keyof Shape>(key: K, raw: string | null): z.output<Shape[K]> | undefined {
  if (raw === null || raw === '') return undefined;
  const r = shape[key].safeParse(raw);
  return r.success ? (r.data as z.output<Shape[K]>) : undefined;
}

function smallCount(raw: string | null): number | undefined {
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 && n <= MAX_SMALL_COUNT ? n : undefined;
}

/** A list filter keeps its valid items and drops the rest ("wifi,bogus" → ["wifi"]). */
function list<K extends 'types' | 'amenities'>(key: K, raw: string | null) {
  if (!raw) return [];
  const good: string[] = [];
  for (const item of raw.split(',')) {
    const r = shape[key].safeParse(item.trim());
    const v = r.success ? (r.data as string[] | undefined)?.[0] : undefined;
    if (v && !good.includes(v)) good.push(v);
  }
  return good.sort() as NonNullable<SearchState[K]>;
}

/**
 * Reads `/s`'s query string. `today` (YYYY-MM-DD), when given, drops stays that start in the
 * past, so an old shared link still searches instead of failing.
 */
export function parseSearchParams(params: URLSearchParams, today?: string): SearchState {
  const state: SearchState = { ...EMPTY_SEARCH, types: [], amenities: [] };
  const place = params.get('place')?.trim();
  if (place) state.place = place.slice(0, MAX_PLACE_LENGTH);
  state.bbox = field('bbox', params.get('bbox'));

  const checkin = field('checkin', params.get('checkin'));
  const checkout = field('checkout', params.get('checkout'));
  if (checkin && checkout && checkout > checkin && (!today || checkin >= today)) {
    state.checkin = checkin;
    state.checkout = checkout;
  }

  state.guests = field('guests', params.get('guests'));
  state.infants = smallCount(params.get('infants'));
  state.pets = smallCount(params.get('pets'));

  let priceMin = field('priceMin', params.get('priceMin'));
  let priceMax = field('priceMax', params.get('priceMax'));
  if (priceMin === 0) priceMin = undefined;
  // Someone typed them the wrong way round: they meant the range, not an empty result.
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
  state.priceMin = priceMin;
  state.priceMax = priceMax;

  state.types = list('types', params.get('types'));
  state.amenities = list('amenities', params.get('amenities'));
  state.instant = field('instant', params.get('instant')) ?? false;
  const sort = params.get('sort');
  state.sort = (SORTS as readonly string[]).includes(sort ?? '') ? (sort as Sort) : 'relevance';
  state.page = field('page', params.get('page')) ?? 1;

  for (const k of Object.keys(state) as (keyof SearchState)[]) if (state[k] === undefined) delete state[k];
  return state;
}

