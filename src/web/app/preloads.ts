import type { QueryKey } from '@tanstack/react-query';
import { toQueryString } from '../api/client';
import { SITE_CONFIG_KEY } from '../api/site-config';
import { SESSION_KEY } from '../features/session/useSession';
import { listingKeys, listingPath, REVIEWS_PAGE_SIZE, reviewsPath } from '../features/listing/api';
import { availabilityRequest } from '../features/availability/api';
import type { ListingDetail } from '../../contract/listing';
import { parseSearchParams, searchHref, toApiQuery, updateSearch } from '../features/search/searchState';
import type { PlacesResponse } from '../../contract/places';
import type { SeededQuery } from './queryClient';

/**
 * What the server asks for with a page, so that the page's first render already has it (no
 * request after the app starts, no second render when it comes back): the same query keys the
 * pages use, filled from the same API paths. Only the server (ssr.tsx) imports this.
 */
export type Get = (path: string) => Promise<unknown | undefined>;
export type Prepared = { seeded: SeededQuery[] } | { redirect: string };
type Ask = { queryKey: QueryKey; path: string };
type PagePreload = (ctx: { params: Record<string, string | undefined>; search: URLSearchParams; get: Get; today: string }) => Promise<Prepared>;

const asked = async (get: Get, asks: Ask[]): Promise<SeededQuery[]> => {
  const answers = await Promise.all(asks.map((a) => get(a.path)));
  return asks.flatMap((a, i) => (answers[i] === undefined ? [] : [[a.queryKey, answers[i]] as SeededQuery]));
};

/** Every page: who is here, and this Roost's name and currency. */
export const EVERY_PAGE: Ask[] = [
  { queryKey: SESSION_KEY, path: '/api/auth/get-session' },
  { queryKey: SITE_CONFIG_KEY, path: '/api/v1/config' },
];

/** By page module (router.tsx's `page`). */
export const PAGE_PRELOADS: Record<string, PagePreload> = {
  // The listing, then what its calendar and first reviews show (the calendar starts at the
  // listing's own today, which only the listing knows).
  'routes/ListingPage.tsx': async ({ params, get }) => {
    const id = params.id ?? '';
    const listing = (await get(`/api/v1${listingPath(id)}`)) as ListingDetail | undefined;
    if (!listing) return { seeded: [] };
    const availability = availabilityRequest(listing.id, listing.today);
    const [days, reviews] = await Promise.all([
      get(`/api/v1${availability.path}${toQueryString(availability.query)}`),
      listing.reviewCount > 0 ? get(`/api/v1${reviewsPath(listing.id)}${toQueryString({ page: 1, pageSize: REVIEWS_PAGE_SIZE })}`) : undefined,
    ]);
    const seeded: SeededQuery[] = [[listingKeys.detail(id), listing]];
    if (days !== undefined) seeded.push([availability.queryKey, days]);
    // An infinite query's answer is its pages.
    if (reviews !== undefined) seeded.push([listingKeys.reviews(listing.id), { pages: [reviews], pageParams: [1] }]);
    return { seeded };
  },

  'routes/SearchPage.tsx': async ({ search, get, today }) => {
    const state = parseSearchParams(search, today);
    // A place without its box: the page would look it up and replace the URL (useResolvePlace);
    // the server does the same before sending anything.
    if (state.place && !state.bbox) {
      const found = (await get(`/api/v1/places${toQueryString({ q: state.place, limit: 1 })}`)) as PlacesResponse | undefined;
      const p = found?.places[0];
      if (!found) return { seeded: [] };
      return { redirect: searchHref(p ? updateSearch(state, { place: p.name, bbox: p.bbox, page: state.page }) : updateSearch(state, { place: undefined, page: state.page })) };
    }
    const query = toApiQuery(state);
    return { seeded: await asked(get, [{ queryKey: ['listings', query], path: `/api/v1/listings${toQueryString(query)}` }]) };
  },
};
