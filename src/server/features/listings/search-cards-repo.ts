import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { PhotoRow } from '../photos/index.js';

/** What search results and wishlists show of a listing: its card (docs/decisions/0003-search-query.md). */

/** Photos each card carries (its carousel). */
export const CARD_PHOTOS = 6;

export type SearchRow = {
  id: string;
  title: string;
  property_type: string;
  room_type: string;
  city: string;
  region: string;
  country: string;
  max_guests: number;
  bedrooms: number;
  beds: number;
  bathrooms: number;
  rating_average: number | null;
  review_count: number;
  nightly_price: number;
  cleaning_fee: number;
  instant_book: boolean;
  lng: number;
  lat: number;
  /** The card's first CARD_PHOTOS photos, in order (CARD_PHOTOS_JSON). */
  photos: PhotoRow[];
  /** Price overrides that touch the searched stay (none without dates). */
  overrides: { start_date: string; end_date: string; nightly_price: number }[];
};

/** What a card shows of a listing `l` (search results and wishlists). */
export const CARD_COLUMNS = sql`l.id, l.title, l.property_type, l.room_type, l.city, l.region, l.country, l.max_guests,
                  l.bedrooms, l.beds, l.bathrooms, l.rating_average, l.review_count, l.nightly_price,
                  l.cleaning_fee, l.instant_book, l.approx_location[0] as lng, l.approx_location[1] as lat`;
/**
 * A card's photos (its carousel), as JSON: only what a card shows of them, and the placeholder of
 * the first alone (toListingCard says why). The rest of a 1 000 000-listing search's answer is
 * small beside its 24 cards' photos, which this keeps to about half their size.
 */
export const CARD_PHOTOS_JSON = sql`(select coalesce(json_agg(json_build_object(
                       'id', p.id, 'width', p.width, 'height', p.height, 'alt_text', p.alt_text, 'caption', p.caption,
                       'storage_key', p.storage_key, 'variants', p.variants,
                       'placeholder', case when p.rank = 1 then p.placeholder else '' end) order by p.rank), '[]')
                     from (select *, row_number() over (order by position) as rank
                           from photos where listing_id = l.id order by position limit ${CARD_PHOTOS}) p)`;

/** The price overrides of `l` that touch a stay, as JSON (none without a stay). */
export function stayOverrides(stay: { checkin: string; checkout: string } | null) {
  return stay
    ? sql`(select coalesce(json_agg(json_build_object('start_date', o.start_date, 'end_date', o.end_date, 'nightly_price', o.nightly_price)), '[]')
             from price_overrides o
             where o.listing_id = l.id and daterange(o.start_date, o.end_date) && daterange(${stay.checkin}::date, ${stay.checkout}::date))`
    : sql`'[]'::json`;
}

/** A card's row for any listing, whatever its status, with what a stay check needs. */
export type CardRowById = SearchRow & {
  status: string; time_zone: string; min_nights: number; max_nights: number;
  /** A held booking or a block touches a night of the stay (false without a stay). */
  busy: boolean;
};

/** Card rows of the given listings, in the given order (missing ids and incomplete drafts are left out). */
export async function cardRowsByIds(db: Kysely<DB>, ids: string[], stay: { checkin: string; checkout: string } | null) {
  if (!ids.length) return [];
  // listing_busy() (migration 002) is the one definition of the nights a listing cannot sell.
  const busy = stay ? sql`listing_busy(l.id) && daterange(${stay.checkin}::date, ${stay.checkout}::date)` : sql`false`;
  const { rows } = await sql<CardRowById>`
    select ${CARD_COLUMNS}, l.status, l.time_zone, l.min_nights, l.max_nights,
           ${CARD_PHOTOS_JSON} as photos, ${stayOverrides(stay)} as overrides, ${busy} as busy
    from unnest(${ids}::text[]) with ordinality as u(id, ord)
    join listings l on l.id = u.id
    -- A card needs a price and a place; only a draft lacks them (a restored or rejected listing).
    where l.nightly_price is not null and l.approx_location is not null
    order by u.ord`.execute(db);
  return rows;
}
