import type { QueryKey } from '@tanstack/react-query';
import { toQueryString } from '../api/client';
import { SITE_CONFIG_KEY } from '../api/site-config';
import { SESSION_KEY } from '../features/session/useSession';
import { listingKeys, listingPath, REVIEWS_PAGE_SIZE, reviewsPath } from '../features/listing/api';
import { availabilityRequest } from '../features/availability/api';
import type { ListingDetail } from '../../contract/listing';
import type { BookingView } from '../../contract/booking';
import { parseSearchParams, searchHref, toApiQuery, updateSearch } from '../features/search/searchState';
import type { PlacesResponse } from '../../contract/places';
import { profileKeys } from '../features/profiles/api';
import { wishlistKeys } from '../features/wishlists/api';
import { messageKeys, INBOX_PAGE, THREAD_PAGE } from '../features/messages/api';
import { notificationKeys } from '../features/notifications/api';
import { hostListingKeys } from '../features/host-listings/api';
import { bookingKeys, type BookingGroup, type BookingSide } from '../features/booking/api';
import { readGroup } from '../features/booking/Tabs';
import { ME_KEY, TOKENS_KEY } from '../features/account/api';
import { reviewKeys } from '../features/reviews/api';
import { exportRequest, feedsRequest, firstWindows } from '../features/host-calendar/api';
import { deviceToday } from '../features/host-calendar/months';
import type { SessionData } from '../features/session/useSession';
import type { WishlistListResponse } from '../../contract/wishlists';
import type { SeededQuery } from './queryClient';

/**
 * What the server asks for with a page, so that the page's first render already has it (no
 * request after the app starts, no second render when it comes back): the same query keys the
 * pages use, filled from the same API paths. Only the server (ssr.tsx) imports this.
 */
export type Get = (path: string) => Promise<unknown | undefined>;
/**
 * `locale`: the member's chosen language, when they chose one (the page is painted in it). `url`:
 * the page's address as the app will hold it, when that is not the one asked for (a search by place
 * name, once the place's box is found): the page is painted for it, and the app takes it over before
 * it starts (main.tsx), instead of the browser being sent there first (a round trip before anything
 * shows; docs/decisions/0050-search-by-place-without-a-redirect.md).
 */
export type Prepared = { seeded: SeededQuery[]; locale?: string | null; url?: string };
type Ask = { queryKey: QueryKey; path: string };
type Ctx = { params: Record<string, string | undefined>; search: URLSearchParams; get: Get; today: string; userId?: string };
type PagePreload = (ctx: Ctx) => Promise<Prepared>;

const asked = async (get: Get, asks: Ask[]): Promise<SeededQuery[]> => {
  const answers = await Promise.all(asks.map((a) => get(a.path)));
  return asks.flatMap((a, i) => (answers[i] === undefined ? [] : [[a.queryKey, answers[i]] as SeededQuery]));
};

/** Every page: who is here, and this Roost's name and currency. */
export const SESSION: Ask = { queryKey: SESSION_KEY, path: '/api/auth/get-session' };
export const SITE_CONFIG: Ask = { queryKey: SITE_CONFIG_KEY, path: '/api/v1/config' };
export const userOf = (session: unknown) => (session as SessionData | undefined)?.user?.id;

/** Every page a member sees: the header's counts, and which stays their hearts are filled on. */
export const MEMBER_PAGE = (userId: string): Ask[] => [
  { queryKey: messageKeys.unread(userId), path: '/api/v1/conversations/unread-count' },
  { queryKey: notificationKeys.count(userId), path: '/api/v1/notifications/unread-count' },
  { queryKey: wishlistKeys.saved(userId), path: '/api/v1/wishlists/saved' },
];

/** A member's bookings on one side, in the tab the address names (booking/BookingList.tsx asks the same). */
const bookingsAsk = (as: BookingSide, group: BookingGroup): Ask =>
  ({ queryKey: bookingKeys.list(as, group), path: `/api/v1/bookings${toQueryString({ as, status: group })}` });

/** A feature's request (its query key, its path under the API, its query) as the server asks it. */
const apiAsk = (r: { queryKey: QueryKey; path: string; query?: Parameters<typeof toQueryString>[0] }): Ask =>
  ({ queryKey: r.queryKey, path: `/api/v1${r.path}${toQueryString(r.query)}` });

/** The answer of an infinite query whose first page is here: its pages. */
const firstPage = (answer: unknown, param?: unknown) => ({ pages: [answer], pageParams: [param] });

/** A listing as its host's editor reads it (features/host-listings/api.ts `useHostListing`). */
const hostListingAsk = (id: string): Ask =>
  ({ queryKey: hostListingKeys.detail(id), path: `/api/v1/host/listings/${encodeURIComponent(id)}` });

/** Only for a member; a visitor's page asks nothing more (the page sends them to sign in). */
const forMember = (asks: (userId: string, ctx: Ctx) => Ask[]): PagePreload => async (ctx) =>
  ({ seeded: ctx.userId ? await asked(ctx.get, asks(ctx.userId, ctx)) : [] });

/**
 * One booking's page, for its guest (a trip) or its host (a reservation): the booking, whether a
 * conversation about it exists (its "Message" button is a link then), a completed stay's reviews,
 * and, for a host deciding a request, the guest's profile (features/booking/BookingDetailPage.tsx
 * and what it shows).
 */
const bookingPage = (param: string): PagePreload => async ({ params, get, userId }) => {
  const id = params[param] ?? '';
  if (!userId || !id) return { seeded: [] };
  const booking = (await get(`/api/v1/bookings/${encodeURIComponent(id)}`)) as BookingView | undefined;
  if (!booking) return { seeded: [] };
  const asks: Ask[] = [{ queryKey: messageKeys.byBooking(userId, id), path: `/api/v1/conversations/by-booking/${encodeURIComponent(id)}` }];
  if (booking.status === 'completed') asks.push({ queryKey: reviewKeys.stay(id), path: `/api/v1/bookings/${encodeURIComponent(id)}/review` });
  const deciding = booking.viewerRole === 'host' && (booking.status === 'requested' || booking.status === 'confirmed');
  if (deciding && booking.guest.id) asks.push({ queryKey: profileKeys.detail(booking.guest.id), path: `/api/v1/users/${encodeURIComponent(booking.guest.id)}` });
  return { seeded: [[bookingKeys.detail(id), booking], ...(await asked(get, asks))] };
};

/** By page module (router.tsx's `page`). */
export const PAGE_PRELOADS: Record<string, PagePreload> = {
  // The listing, then what its calendar and first reviews show (the calendar starts at the
  // listing's own today, which only the listing knows).
  'routes/ListingPage.tsx': async ({ params, get }) => {
    const id = params.id ?? '';
    const listing = (await get(`/api/v1${listingPath(id)}`)) as ListingDetail | undefined;
    if (!listing) return { seeded: [] };
    const availability = apiAsk(availabilityRequest(listing.id, listing.today));
    const [days, reviews] = await Promise.all([
      get(availability.path),
      listing.reviewCount > 0 ? get(`/api/v1${reviewsPath(listing.id)}${toQueryString({ page: 1, pageSize: REVIEWS_PAGE_SIZE })}`) : undefined,
    ]);
    const seeded: SeededQuery[] = [[listingKeys.detail(id), listing]];
    if (days !== undefined) seeded.push([availability.queryKey, days]);
    if (reviews !== undefined) seeded.push([listingKeys.reviews(listing.id), firstPage(reviews, 1)]);
    return { seeded };
  },

  'routes/SearchPage.tsx': async ({ search, get, today }) => {
    let state = parseSearchParams(search, today);
    let url: string | undefined;
    // A place without its box: the page would look it up and replace the URL (useResolvePlace);
    // the server does the same before painting, and paints the page at the address with the box.
    if (state.place && !state.bbox) {
      const found = (await get(`/api/v1/places${toQueryString({ q: state.place, limit: 1 })}`)) as PlacesResponse | undefined;
      if (!found) return { seeded: [] };
      const p = found.places[0];
      url = searchHref(p ? updateSearch(state, { place: p.name, bbox: p.bbox, page: state.page }) : updateSearch(state, { place: undefined, page: state.page }));
      // Read back from the address, as the app will read it: the seeded answer's key must be the one it asks for.
      state = parseSearchParams(new URL(url, 'http://roost.invalid').searchParams, today);
    }
    const query = toApiQuery(state);
    return { seeded: await asked(get, [{ queryKey: ['listings', query], path: `/api/v1/listings${toQueryString(query)}` }]), url };
  },

  'routes/UserPage.tsx': async ({ params, get }) =>
    ({ seeded: await asked(get, [{ queryKey: profileKeys.detail(params.id ?? ''), path: `/api/v1/users/${encodeURIComponent(params.id ?? '')}` }]) }),

  'routes/WishlistsPage.tsx': async ({ userId, get }) => {
    if (!userId) return { seeded: [] };
    const lists = (await get('/api/v1/wishlists')) as WishlistListResponse | undefined;
    // The page's query keeps the lists alone (wishlists/api.ts listsQuery).
    return { seeded: lists ? [[wishlistKeys.lists(userId), lists.wishlists]] : [] };
  },

  // The inbox's first page, and the open conversation's newest messages (/inbox/:conversationId).
  'routes/InboxPage.tsx': async ({ userId, get, params }) => {
    if (!userId) return { seeded: [] };
    const id = params.conversationId;
    const [list, thread] = await Promise.all([
      get(`/api/v1/conversations${toQueryString({ limit: INBOX_PAGE })}`),
      id ? get(`/api/v1/conversations/${encodeURIComponent(id)}${toQueryString({ limit: THREAD_PAGE })}`) : undefined,
    ]);
    const seeded: SeededQuery[] = [];
    if (list !== undefined) seeded.push([messageKeys.inbox(userId), firstPage(list)]);
    if (id && thread !== undefined) seeded.push([messageKeys.thread(userId, id), firstPage(thread)]);
    return { seeded };
  },

  // The account's own answers, so its first render is the page, not a skeleton the page then pushes down.
  'routes/AccountPage.tsx': async ({ userId, get }) => {
    if (!userId) return { seeded: [] };
    const [me, tokens] = await Promise.all([get('/api/v1/me'), get('/api/v1/account/tokens')]);
    const seeded: SeededQuery[] = [];
    if (me !== undefined) seeded.push([ME_KEY, me]);
    // The section's query keeps the list alone.
    if (tokens !== undefined) seeded.push([TOKENS_KEY, (tokens as { tokens: unknown[] }).tokens]);
    return { seeded };
  },
  // The tab's reservations or trips, so the list is painted, not a skeleton the app fills in later.
  'routes/HostReservationsPage.tsx': forMember((_, { search }) => [bookingsAsk('host', readGroup(search.get('tab')))]),
  'routes/TripsPage.tsx': forMember((_, { search }) => [bookingsAsk('guest', readGroup(search.get('tab')))]),
  'routes/TripPage.tsx': bookingPage('bookingId'),
  'routes/HostReservationPage.tsx': bookingPage('id'),
  'routes/SecurityPage.tsx': forMember(() => [{ queryKey: ME_KEY, path: '/api/v1/me' }]),

  // The listing as the editor reads it, so its first render is the step, not a skeleton.
  'routes/EditListingPage.tsx': forMember((_, { params }) => [hostListingAsk(params.id ?? '')]),
  // The listing's title, the nights of the months the calendar opens on (it renders here from this
  // server's today), and its iCal section (drawn just after the nights, with its answers here).
  'routes/HostCalendarPage.tsx': forMember((_, { params }) => {
    const id = params.id ?? '';
    return [hostListingAsk(id), ...[...firstWindows(id, deviceToday()), exportRequest(id), feedsRequest(id)].map(apiAsk)];
  }),
  'routes/HostPage.tsx': forMember(() => [
    bookingsAsk('host', 'upcoming'),
    { queryKey: hostListingKeys.list(), path: '/api/v1/host/listings' },
  ]),
};
