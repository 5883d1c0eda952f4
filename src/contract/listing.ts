import { z } from 'zod';
import { CATEGORY_KEYS } from './values.js';
import {
  AmenitySchema, CancellationPolicySchema, FormerSchema, IsoDateSchema, LatLngSchema, PropertyTypeSchema, RoomTypeSchema,
} from './common.js';
import { PhotoViewSchema } from './photos.js';
import { LISTING_STATUSES } from '../domain/listing/states.js';

export { CATEGORY_KEYS };

export const CategoryRatingsSchema = z.object(
  Object.fromEntries(CATEGORY_KEYS.map((k) => [k, z.number()])) as Record<(typeof CATEGORY_KEYS)[number], z.ZodNumber>,
);
export type CategoryRatings = z.infer<typeof CategoryRatingsSchema>;

export const BED_TYPES = ['king', 'queen', 'double', 'single', 'sofa_bed', 'bunk', 'crib'] as const;
export const SleepingArrangementSchema = z.object({
  /** e.g. "bedroom" with index 1 → "Bedroom 1", or "living_room". */
  room: z.enum(['bedroom', 'living_room', 'loft', 'cabin', 'tent']),
  index: z.number().int().min(1),
  beds: z.array(z.object({ type: z.enum(BED_TYPES), count: z.number().int().min(1) })),
});
export type SleepingArrangement = z.infer<typeof SleepingArrangementSchema>;

export const HostSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  bio: z.string(),
  joinedAt: z.string(),
  listingCount: z.number().int(),
});

export const ListingDetailSchema = z.object({
  id: z.string(),
  /**
   * Always `published` for guests; another status only in its host's or an admin's preview
   * (the page says so).
   */
  status: z.enum(LISTING_STATUSES).optional(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  propertyType: PropertyTypeSchema,
  roomType: RoomTypeSchema,
  maxGuests: z.number().int(),
  bedrooms: z.number().int(),
  beds: z.number().int(),
  bathrooms: z.number(),
  amenities: z.array(AmenitySchema),
  sleepingArrangements: z.array(SleepingArrangementSchema),
  city: z.string(),
  region: z.string(),
  country: z.string(),
  /** Approximate unless the viewer is the host or has a confirmed booking here. */
  location: LatLngSchema.extend({ approximate: z.boolean() }),
  timeZone: z.string(),
  nightlyPrice: z.number().int(),
  cleaningFee: z.number().int(),
  currency: z.string(),
  minNights: z.number().int(),
  maxNights: z.number().int(),
  checkInFrom: z.string(),
  checkInUntil: z.string(),
  checkOutBy: z.string(),
  instantBook: z.boolean(),
  cancellationPolicy: CancellationPolicySchema,
  houseRules: z.object({
    text: z.string(),
    petsAllowed: z.boolean(),
    smokingAllowed: z.boolean(),
    eventsAllowed: z.boolean(),
  }),
  ratingAverage: z.number().nullable(),
  reviewCount: z.number().int(),
  categoryRatings: CategoryRatingsSchema.nullable(),
  host: HostSummarySchema,
  photos: z.array(PhotoViewSchema),
  /** The listing's "today" (its time zone): the first bookable check-in. */
  today: IsoDateSchema,
  createdAt: z.string(),
});
export type ListingDetail = z.infer<typeof ListingDetailSchema>;

export const AvailabilityQuerySchema = z
  .strictObject({ from: IsoDateSchema, to: IsoDateSchema })
  .refine((q) => q.to > q.from, { path: ['to'], message: 'must be after from' })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= 400, { path: ['to'], message: 'at most 400 days after from' });

export const AvailabilityResponseSchema = z.object({
  listingId: z.string(),
  from: IsoDateSchema,
  to: IsoDateSchema,
  minNights: z.number().int(),
  maxNights: z.number().int(),
  /** One entry per night in [from, to): can a stay include this night, and at what price. */
  nights: z.array(z.object({ date: IsoDateSchema, available: z.boolean(), price: z.number().int() })),
});
export type AvailabilityResponse = z.infer<typeof AvailabilityResponseSchema>;

export const QuoteQuerySchema = z
  .strictObject({
    checkin: IsoDateSchema,
    checkout: IsoDateSchema,
    guests: z.coerce.number().int('must be a whole number').min(1).max(16).default(1),
  })
  .refine((q) => q.checkout > q.checkin, { path: ['checkout'], message: 'must be after check-in' });

/** A stay's price, night by night, as quoted and as stored with a booking. */
export const PriceBreakdownSchema = z.object({
  nights: z.array(z.object({ date: IsoDateSchema, price: z.number().int() })),
  nightCount: z.number().int(),
  subtotal: z.number().int(),
  cleaningFee: z.number().int(),
  serviceFee: z.number().int(),
  taxes: z.number().int(),
  total: z.number().int(),
});

export const QuoteSchema = z.object({
  listingId: z.string(),
  checkIn: IsoDateSchema,
  checkOut: IsoDateSchema,
  guests: z.number().int(),
  currency: z.string(),
  ...PriceBreakdownSchema.shape,
});
export type Quote = z.infer<typeof QuoteSchema>;

export const ReviewsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

export const ReviewSchema = z.object({
  id: z.string(),
  author: z.object({ id: z.string().nullable(), name: z.string(), avatarUrl: z.string().nullable(), former: FormerSchema }),
  rating: z.number().int(),
  body: z.string(),
  hostResponse: z.string().nullable(),
  /** When the host answered; null without an answer (and for answers older than the field). */
  hostRespondedAt: z.string().nullable(),
  submittedAt: z.string(),
  /** Month and year of the stay. */
  stayedAt: IsoDateSchema,
});
export type Review = z.infer<typeof ReviewSchema>;

export const ReviewsResponseSchema = z.object({
  reviews: z.array(ReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  ratingAverage: z.number().nullable(),
  categoryRatings: CategoryRatingsSchema.nullable(),
});
export type ReviewsResponse = z.infer<typeof ReviewsResponseSchema>;

export const DestinationSchema = z.object({
  name: z.string(),
  region: z.string(),
  country: z.string(),
  listingCount: z.number().int(),
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  photo: PhotoViewSchema.nullable(),
});
export const DestinationsResponseSchema = z.object({ destinations: z.array(DestinationSchema) });
export type Destination = z.infer<typeof DestinationSchema>;

/** What the web app needs to know about this Roost at start. */
export const SiteConfigSchema = z.object({
  siteName: z.string(),
  currency: z.string(),
  /** A MapLibre style URL: the built-in offline style unless MAP_STYLE_URL is set. */
  mapStyleUrl: z.string(),
  /** Hosted identity providers, each a "Continue with …" button on the log-in page. */
  authProviders: z.array(z.object({ id: z.string(), name: z.string() })),
  /**
   * LISTING_REVIEW: `manual` when an admin approves each submitted listing. The editor names its
   * button after it ("Submit for review" or "Publish"); absent means auto.
   */
  listingReview: z.enum(['auto', 'manual']).optional(),
  /** false while the operator has closed sign-ups: the sign-up page says so. Absent means open. */
  signupsOpen: z.boolean().optional(),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;
