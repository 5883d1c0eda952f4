import type { Deps } from '../../deps.js';
import { MAX_PAGE, type SearchQuery, type SearchResponse, type ListingCard } from '../../../contract/search.js';
import type {
  AvailabilityResponse, CategoryRatings, Destination, ListingDetail, Quote, ReviewsResponse,
} from '../../../contract/listing.js';
import { AppError, notFound } from '../../http/errors.js';
import { minorDigits } from '../../../domain/money.js';
import { addDays, eachNight, todayIn } from '../../../domain/dates.js';
import { stayProblem } from '../../../domain/stay-check.js';
import { priceStay, type PriceBreakdown, type PriceOverride } from '../../../domain/pricing.js';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { slugify } from '../../../domain/slug.js';
import type { Bbox } from '../../../contract/common.js';
import { forGuests, toPhotoView, type PhotoMedia, type PhotoRow } from '../photos/index.js';
import { CARD_MAX_WIDTH, type PhotoView } from '../../../contract/photos.js';
import type { SessionUser } from '../auth/session.js';
import * as repo from './repo.js';
import { CARD_PHOTOS, cardRowsByIds, searchListings, type SearchRow } from './search-repo.js';
import { publishDueReviews } from '../reviews/index.js';
import { settings } from '../settings/index.js';
import { nameOf } from '../account/index.js';
import type { Settings } from '../../../contract/settings.js';

type Fees = Pick<Settings, 'serviceFeePercent' | 'taxPercent'>;

/** How far ahead a stay may start (SPEC section 6). */
export const BOOKING_HORIZON_DAYS = 365;

/** Ratings go out with two decimals ("4.87"); numeric columns may arrive as strings. */
const rating = (n: number | string | null) => (n === null ? null : Math.round(Number(n) * 100) / 100);

/** The columns a card and the listing page both show, named as in `listings`. */
type SummaryRow = {
  id: string; title: string; property_type: string; room_type: string; city: string; region: string; country: string;
  max_guests: number; bedrooms: number; beds: number; bathrooms: number | string; rating_average: number | string | null;
  review_count: number; nightly_price: number; instant_book: boolean;
};

/** What a listing card and the listing page have in common, mapped from a row in one place. */
function summary(r: SummaryRow, currency: string) {
  return {
    id: r.id,
    slug: slugify(r.title),
    title: r.title,
    propertyType: r.property_type as ListingCard['propertyType'],
    roomType: r.room_type as ListingCard['roomType'],
    city: r.city,
    region: r.region,
    country: r.country,
    maxGuests: r.max_guests,
    bedrooms: r.bedrooms,
    beds: r.beds,
    bathrooms: Number(r.bathrooms),
    ratingAverage: rating(r.rating_average),
    reviewCount: r.review_count,
    nightlyPrice: r.nightly_price,
    currency,
    instantBook: r.instant_book,
  };
}

/**
 * A photo as a card carries it. Only the first photo's placeholder is drawn before the visitor
 * moves the carousel, and the next photo is requested with the first, so the others carry none
 * (on a slow line a later photo shows the slide's plain background until it arrives): a
 * placeholder is a few hundred bytes that gzip cannot shrink, six per card, most of a search
 * answer. Nor a caption, which a card does not show (`forGuests` has already put it in the place
 * of a missing alt text).
 */
function cardPhoto(view: PhotoView, index: number): PhotoView {
  return { ...view, caption: '', placeholder: index === 0 ? view.placeholder : '' };
}

type CardRow = Omit<SearchRow, 'photos' | 'overrides'> & { photos: PhotoRow[] };

/** A listing card (search results, wishlists) from its row: the one mapping both use. */
export function toListingCard(r: CardRow, currency: string, total: ListingCard['total'], media: PhotoMedia): ListingCard {
  return {
    ...summary(r, currency),
    total,
    location: { lat: r.lat, lng: r.lng },
    photos: r.photos.map((p, i) => cardPhoto(forGuests(toPhotoView(media, p, CARD_MAX_WIDTH), r.title, i), i)),
    isNew: r.review_count === 0,
  };
}

/** The whole stay's total for a card's row, with the row's price overrides for those dates. */
function stayTotal(fees: Fees, r: Pick<SearchRow, 'nightly_price' | 'cleaning_fee' | 'overrides'>, stay: { checkin: string; checkout: string }) {
  const p = priceStay({
    checkIn: stay.checkin, checkOut: stay.checkout, nightlyPrice: r.nightly_price, cleaningFee: r.cleaning_fee,
    overrides: r.overrides.map(toOverride),
    serviceFeePercent: fees.serviceFeePercent, taxPercent: fees.taxPercent,
  });
  return { nights: p.nightCount, amount: p.total };
}

/** Map positions to about a metre, so the answer stays small; an extent rounded outwards, so it still holds its members. */
const round5 = (v: number) => Math.round(v * 1e5) / 1e5;
/** An estimate shown as what it is: two significant figures. */
const roughly = (n: number) => (n < 100 ? n : Number(n.toPrecision(2)));
const outwards = ([w, s, e, n]: Bbox): Bbox => [Math.floor(w * 1e5) / 1e5, Math.floor(s * 1e5) / 1e5, Math.ceil(e * 1e5) / 1e5, Math.ceil(n * 1e5) / 1e5];

export async function search(deps: Deps, q: SearchQuery): Promise<SearchResponse> {
  const { db } = deps.database;
  const currency = deps.config.currency;
  const rows = await searchListings(db, q, 10 ** minorDigits(currency), { pinLimit: deps.config.mapPinLimit });
  const fees = await settings(deps);
  const stay = q.checkin && q.checkout ? { checkin: q.checkin, checkout: q.checkout } : null;
  const results: ListingCard[] = rows.page.map((r) => toListingCard(r, currency, stay ? stayTotal(fees, r, stay) : null, deps.config));
  const count = rows.exact ? (n: number) => n : roughly;
  const total = count(rows.total);
  return {
    results,
    total,
    countsExact: rows.exact,
    page: q.page,
    pageSize: q.pageSize,
    pageCount: Math.min(MAX_PAGE, Math.ceil(total / q.pageSize)),
    pins: rows.pins,
    pinsCapped: rows.clusters.length > 0,
    clusters: rows.clusters.map((c) => ({ count: count(c.count), lat: round5(c.lat), lng: round5(c.lng), bbox: outwards(c.bbox) })),
    currency,
  };
}

/** A host's published listings as search cards (no stay dates, so no totals): their public profile's list. */
export async function hostListingCards(deps: Deps, hostId: string, limit = 50): Promise<ListingCard[]> {
  const { db } = deps.database;
  const rows = await repo.publishedListingsOf(db, hostId, limit);
  const photos = await repo.photosOf(db, rows.map((r) => r.id), CARD_PHOTOS);
  return rows.map((r) => toListingCard({
    ...r,
    // A published listing always has its price (publish requirements); the query keeps only those.
    nightly_price: r.nightly_price ?? 0,
    cleaning_fee: r.cleaning_fee ?? 0,
    lat: Number(r.approx_lat),
    lng: Number(r.approx_lng),
    photos: photos.filter((p) => p.listing_id === r.id),
  }, deps.config.currency, null, deps.config));
}

function toCategoryRatings(c: Awaited<ReturnType<typeof repo.categoryAverages>> | undefined): CategoryRatings | null {
  if (!c || c.cleanliness === null) return null;
  const r = (n: number | null) => rating(n ?? 0)!;
  return {
    cleanliness: r(c.cleanliness), accuracy: r(c.accuracy), checkIn: r(c.check_in),
    communication: r(c.communication), location: r(c.location), value: r(c.value),
  };
}

const toOverride = (o: { start_date: string; end_date: string; nightly_price: number }): PriceOverride => ({
  startDate: o.start_date, endDate: o.end_date, nightlyPrice: o.nightly_price,
});

async function getListing(deps: Deps, id: string) {
  const row = await repo.findPublishedListing(deps.database.db, id);
  if (!row) throw notFound('That listing');
  return row;
}

/**
 * A listing's page. Guests see published listings only; its host and admins may also preview it in
 * any other status (everyone else: 404, the same as for an unknown id). The exact location goes to
 * the host and to a guest holding a confirmed booking there (SPEC §6); everyone else gets the
 * approximate point.
 */
export async function detail(deps: Deps, id: string, viewer: SessionUser | null = null): Promise<ListingDetail> {
  const { db } = deps.database;
  // Reviews whose window closed count in the average the page shows, even before the job ran.
  await publishDueReviews(deps, { listingId: id });
  const l = await repo.findAnyListing(db, id);
  const isHost = !!viewer && viewer.id === l?.host_id;
  if (!l || (l.status !== 'published' && !isHost && viewer?.role !== 'admin')) throw notFound('That listing');
  if (l.nightly_price === null || l.approx_location === null) {
    // Only a draft can lack these; its page cannot be drawn without them.
    const missing: Record<string, string> = {};
    if (l.approx_location === null) missing.location = 'the location, pinned on the map';
    if (l.nightly_price === null) missing.nightlyPrice = 'a nightly price';
    throw new AppError('LISTING_INCOMPLETE', 'This listing cannot be previewed until it has a location and a nightly price.', missing);
  }
  const exact = isHost || (!!viewer && l.status === 'published' && await repo.hasConfirmedBooking(db, id, viewer.id));
  const [host, photos, cats] = await Promise.all([
    repo.findHostSummary(db, l.host_id),
    repo.photosOf(db, [id]),
    repo.categoryAverages(db, id),
  ]);
  return {
    ...summary({ ...l, nightly_price: l.nightly_price }, deps.config.currency),
    status: l.status,
    description: l.description,
    amenities: l.amenities as ListingDetail['amenities'],
    sleepingArrangements: (l.sleeping_arrangements ?? []) as ListingDetail['sleepingArrangements'],
    location: exact && l.exact_lat !== null && l.exact_lng !== null
      ? { lat: l.exact_lat, lng: l.exact_lng, approximate: false }
      : { lat: l.approx_lat, lng: l.approx_lng, approximate: true },
    timeZone: l.time_zone,
    cleaningFee: l.cleaning_fee,
    minNights: l.min_nights,
    maxNights: l.max_nights,
    checkInFrom: l.check_in_from,
    checkInUntil: l.check_in_until,
    checkOutBy: l.check_out_by,
    cancellationPolicy: l.cancellation_policy,
    houseRules: { text: l.house_rules, petsAllowed: l.pets_allowed, smokingAllowed: l.smoking_allowed, eventsAllowed: l.events_allowed },
    categoryRatings: toCategoryRatings(cats),
    host: {
      id: host.id, name: host.name, avatarUrl: host.avatar_url, bio: host.bio,
      joinedAt: new Date(host.created_at).toISOString(), listingCount: host.listing_count ?? 0,
    },
    photos: photos.map((p, i) => forGuests(toPhotoView(deps.config, p), l.title, i)),
    today: todayIn(l.time_zone, deps.now()),
    createdAt: new Date(l.created_at).toISOString(),
  };
}

export async function availability(deps: Deps, id: string, from: string, to: string): Promise<AvailabilityResponse> {
  const { db } = deps.database;
  const l = await getListing(deps, id);
  const [busy, overrides] = await Promise.all([repo.busyRanges(db, id, from, to), repo.overridesOf(db, [id], from, to)]);
  const today = todayIn(l.time_zone, deps.now());
  const last = addDays(today, BOOKING_HORIZON_DAYS);
  const ov = overrides.map(toOverride);
  return {
    listingId: id,
    from,
    to,
    minNights: l.min_nights,
    maxNights: l.max_nights,
    nights: eachNight(from, to).map((date) => ({
      date,
      available: date >= today && date <= last && !busy.some((b) => b.start_date <= date && date < b.end_date),
      price: ov.find((o) => o.startDate <= date && date < o.endDate)?.nightlyPrice ?? l.nightly_price,
    })),
  };
}

/** Checks every stay rule of SPEC section 5 that a quote can know, then prices the stay. */
export async function quote(deps: Deps, id: string, q: { checkin: string; checkout: string; guests: number }): Promise<Quote> {
  const l = await getListing(deps, id);
  const p = await checkAndPriceStay(deps, deps.database.db, l, q);
  return { listingId: id, checkIn: q.checkin, checkOut: q.checkout, guests: q.guests, currency: deps.config.currency, ...p };
}

export type PublishedListing = NonNullable<Awaited<ReturnType<typeof repo.findPublishedListing>>>;

/**
 * The stay rules a quote and a booking share (dates in the listing's zone, horizon, min/max
 * nights, guests, taken nights), then the server's price. `db` may be a transaction.
 */
export async function checkAndPriceStay(
  deps: Deps, db: Kysely<DB>, l: PublishedListing, q: { checkin: string; checkout: string; guests: number },
): Promise<PriceBreakdown> {
  const id = l.id;
  const rules = { timeZone: l.time_zone, minNights: l.min_nights, maxNights: l.max_nights, maxGuests: l.max_guests };
  const problem = stayProblem(rules, q, deps.now(), BOOKING_HORIZON_DAYS);
  if (problem) throw new AppError(problem.code, problem.message, problem.details);
  const { busy, overrides } = await repo.busyAndOverrides(db, id, q.checkin, q.checkout);
  const fees = await settings(deps, db);
  const taken = busy.length ? stayProblem(rules, q, deps.now(), BOOKING_HORIZON_DAYS, true) : null;
  if (taken) throw new AppError(taken.code, taken.message, taken.details);
  return priceStay({
    checkIn: q.checkin, checkOut: q.checkout, nightlyPrice: l.nightly_price, cleaningFee: l.cleaning_fee,
    overrides: overrides.map(toOverride), serviceFeePercent: fees.serviceFeePercent, taxPercent: fees.taxPercent,
  });
}

export async function reviews(deps: Deps, id: string, page: number, pageSize: number): Promise<ReviewsResponse> {
  const { db } = deps.database;
  await publishDueReviews(deps, { listingId: id });
  const l = await getListing(deps, id);
  const [rows, detailRatings] = await Promise.all([
    repo.publishedReviews(db, id, pageSize, (page - 1) * pageSize),
    repo.categoryAverages(db, id),
  ]);
  return {
    reviews: rows.map((r) => ({
      id: r.id,
      author: { id: r.author_id, ...nameOf(r.author_name, 'guest'), avatarUrl: r.author_avatar },
      rating: r.rating,
      body: r.body,
      hostResponse: r.host_response,
      hostRespondedAt: r.host_response_at ? new Date(r.host_response_at).toISOString() : null,
      submittedAt: new Date(r.submitted_at).toISOString(),
      stayedAt: r.check_in,
    })),
    total: rows[0]?.total ?? l.review_count,
    page,
    pageSize,
    ratingAverage: rating(l.rating_average),
    categoryRatings: toCategoryRatings(detailRatings),
  };
}

export async function featuredDestinations(deps: Deps): Promise<Destination[]> {
  const { db } = deps.database;
  const rows = await repo.destinations(db, 12);
  const photos = await repo.photosOf(db, rows.map((r) => r.top_id), 1);
  const pad = 0.02;
  return rows.map((r) => {
    const photo = photos.find((p) => p.listing_id === r.top_id);
    return {
      name: r.city,
      region: r.region,
      country: r.country,
      listingCount: r.n,
      bbox: [r.w - pad, r.s - pad, r.e + pad, r.nn + pad] as [number, number, number, number],
      photo: photo ? toPhotoView(deps.config, photo) : null,
    };
  });
}

/** Title, description and first photo of a listing for link previews; undefined if not public. */
export async function shareMeta(deps: Deps, id: string) {
  const l = await repo.findPublishedListing(deps.database.db, id);
  if (!l) return undefined;
  const [photo] = await repo.photosOf(deps.database.db, [id], 1);
  const view = photo ? toPhotoView(deps.config, photo) : undefined;
  const image = view?.sources.find((s) => s.w >= 1024) ?? view?.sources.at(-1);
  return {
    title: l.title,
    description: l.description.replace(/\s+/g, ' ').slice(0, 200),
    image: image?.url,
    path: `/listings/${l.id}/${slugify(l.title)}`,
  };
}

/** A card for any listing, with whether it is listed and, given a stay, whether that stay can be booked. */
export type CardWithStay = { card: ListingCard; listed: boolean; available: boolean | null; unavailableReason: string | null };

/**
 * Cards for the given listings in that order, published or not (a wishlist keeps a stay its host
 * unlisted). With a stay, each is checked by the same rules a booking uses and priced when it fits.
 */
export async function cardsFor(
  deps: Deps, ids: string[], stay: { checkin: string; checkout: string; guests: number } | null,
): Promise<CardWithStay[]> {
  const currency = deps.config.currency;
  const rows = await cardRowsByIds(deps.database.db, ids, stay);
  const fees = await settings(deps);
  return rows.map((r) => {
    const listed = r.status === 'published';
    const problem = stay
      ? stayProblem({ timeZone: r.time_zone, minNights: r.min_nights, maxNights: r.max_nights, maxGuests: r.max_guests }, stay, deps.now(), BOOKING_HORIZON_DAYS, r.busy)
      : null;
    const available = stay ? listed && !problem : null;
    return {
      card: toListingCard(r, currency, stay && available ? stayTotal(fees, r, stay) : null, deps.config),
      listed,
      available,
      unavailableReason: !listed ? 'UNLISTED' : problem?.code ?? null,
    };
  });
}
