/**
 * The contract's plain values (its lists, limits and the one way to count characters), without
 * zod. The schemas in the other contract modules are built from these and re-export them; the web
 * app imports them from here, so that pages which only read (a listing, search, a profile) do not
 * load zod and build every schema of a module just to know a list of amenities: on a phone that
 * evaluation is a long task before the page answers a tap (docs/decisions/0026).
 */

export const PROPERTY_TYPES = ['apartment', 'house', 'cabin', 'room', 'camping', 'boat', 'other'] as const;
export const ROOM_TYPES = ['entire_place', 'private_room', 'shared_room'] as const;

/** The fixed amenity catalogue (SPEC section 3). Keys are stable; labels live in i18n. */
export const AMENITIES = [
  'wifi', 'kitchen', 'washer', 'dryer', 'free_parking', 'air_conditioning', 'heating', 'pool', 'hot_tub',
  'workspace', 'tv', 'ev_charger', 'crib', 'pets_allowed', 'step_free_access', 'fireplace', 'bbq_grill',
  'sea_view', 'garden', 'balcony', 'gym', 'breakfast', 'self_check_in', 'smoke_alarm', 'first_aid_kit',
] as const;

export const CANCELLATION_POLICIES = ['flexible', 'moderate', 'strict'] as const;

/** The six review categories, in the order they are shown. */
export const CATEGORY_KEYS = ['cleanliness', 'accuracy', 'checkIn', 'communication', 'location', 'value'] as const;

export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 1000;
export const RESPONSE_TEXT_MAX = 1000;

export const SORTS = ['relevance', 'price_asc', 'price_desc', 'rating'] as const;

export const MAX_INFANTS = 5;
/** A message to a host, with a request or in a conversation. */
export const MESSAGE_MAX = 2000;

export const WISHLIST_NAME_MAX = 50;
export const DEFAULT_WISHLIST_NAME = 'Saved';
/** `PUT /wishlists/default/items/:listingId` saves to the member's first list (created if none). */
export const DEFAULT_WISHLIST_ID = 'default';

export const REPORT_TARGET_TYPES = ['listing', 'user', 'review', 'message'] as const;
export const REPORT_REASONS = ['spam', 'scam', 'inappropriate', 'unsafe', 'discrimination', 'other'] as const;
export const REPORT_NOTE_MAX = 1000;

/** Characters as people count them (code points), not UTF-16 units: an emoji is one. */
export const charCount = (s: string) => [...s].length;
