import { z } from 'zod';
import { SORTS } from './values.js';
import {
  AmenitySchema, BboxSchema, IsoDateSchema, PropertyTypeSchema, RoomTypeSchema, LatLngSchema,
} from './common.js';
import { PhotoViewSchema } from './photos.js';

export { SORTS };
export const SortSchema = z.enum(SORTS);
export type Sort = z.infer<typeof SortSchema>;

export const SEARCH_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 50;
/** The last page a search may ask for. */
export const MAX_PAGE = 1000;
/**
 * A box with more matches than this (by default; the server's MAP_PIN_LIMIT) gets `clusters`
 * instead of pins, and `pinsCapped` says so.
 */
export const MAX_PINS = 1000;

const csv = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .string()
    .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean))
    .pipe(z.array(item).max(50));

const bbox = z
  .string()
  .transform((s, ctx) => {
    const parts = s.split(',').map(Number);
    if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) {
      ctx.addIssue({ code: 'custom', message: 'must be four numbers: west,south,east,north' });
      return z.NEVER;
    }
    return parts as [number, number, number, number];
  })
  .pipe(BboxSchema)
  .refine(([w, , e]) => Math.abs(w) <= 180 && Math.abs(e) <= 180, 'longitudes must be within -180..180')
  .refine(([, s, , n]) => s >= -90 && n <= 90 && s < n, 'latitudes must be within -90..90 with south < north');

const money = z.coerce.number().int('must be a whole number').min(0).max(1_000_000);

/**
 * Search parameters as they appear in a URL query string: the API's `GET /listings` and the
 * web app's `/s` share this schema. Prices are in major units of the currency (whole euros).
 */
export const SearchQueryObject = z.strictObject({
  bbox: bbox.optional(),
  checkin: IsoDateSchema.optional(),
  checkout: IsoDateSchema.optional(),
  guests: z.coerce.number().int('must be a whole number').min(1).max(16).optional(),
  priceMin: money.optional(),
  priceMax: money.optional(),
  types: csv(PropertyTypeSchema).optional(),
  amenities: csv(AmenitySchema).optional(),
  instant: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
  sort: SortSchema.default('relevance'),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(SEARCH_PAGE_SIZE),
});

export const SearchQuerySchema = SearchQueryObject.superRefine((q, ctx) => {
  if (Boolean(q.checkin) !== Boolean(q.checkout)) {
    ctx.addIssue({ code: 'custom', path: [q.checkin ? 'checkout' : 'checkin'], message: 'give both check-in and check-out, or neither' });
  }
  if (q.checkin && q.checkout && q.checkout <= q.checkin) {
    ctx.addIssue({ code: 'custom', path: ['checkout'], message: 'must be after check-in' });
  }
  if (q.priceMin !== undefined && q.priceMax !== undefined && q.priceMin > q.priceMax) {
    ctx.addIssue({ code: 'custom', path: ['priceMax'], message: 'must not be below the minimum price' });
  }
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

export const ListingCardSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  propertyType: PropertyTypeSchema,
  roomType: RoomTypeSchema,
  city: z.string(),
  region: z.string(),
  country: z.string(),
  maxGuests: z.number().int(),
  bedrooms: z.number().int(),
  beds: z.number().int(),
  bathrooms: z.number(),
  ratingAverage: z.number().nullable(),
  reviewCount: z.number().int(),
  /** Nightly base price, minor units. */
  nightlyPrice: z.number().int(),
  currency: z.string(),
  /** With dates: the whole stay's total (nights, cleaning, fees, taxes), minor units. */
  total: z.object({ nights: z.number().int(), amount: z.number().int() }).nullable(),
  instantBook: z.boolean(),
  /** Approximate location (SPEC section 6). */
  location: LatLngSchema,
  /** Up to 6 photos for the card's carousel; only the first has a placeholder, and none a caption. */
  photos: z.array(PhotoViewSchema),
  isNew: z.boolean(),
});
export type ListingCard = z.infer<typeof ListingCardSchema>;

export const PinSchema = z.object({ id: z.string(), lat: z.number(), lng: z.number(), price: z.number().int() });
export type Pin = z.infer<typeof PinSchema>;

/** Matches grouped by a cell of the map's grid, sent instead of pins when a box holds too many. */
export const ClusterSchema = z.object({
  /** Where the cluster's members are, on average. */
  lat: z.number(),
  lng: z.number(),
  count: z.number().int(),
  /** The members' extent, [west, south, east, north]: zoomed to it, the map shows them. */
  bbox: BboxSchema,
});
export type Cluster = z.infer<typeof ClusterSchema>;

export const SearchResponseSchema = z.object({
  results: z.array(ListingCardSchema),
  total: z.number().int(),
  /**
   * False when the box holds so many matches (about 4 000 or more) that `total` and the clusters'
   * counts are estimated from a fixed sample of its listings (within a few per cent, two
   * significant figures); the results are exact either way.
   */
  countsExact: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  /** Every match, most relevant first; none when the box holds more than the pin limit. */
  pins: z.array(PinSchema),
  /** True when the box holds more matches than the pin limit: `clusters` stand in for the pins. */
  pinsCapped: z.boolean(),
  clusters: z.array(ClusterSchema),
  currency: z.string(),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;
