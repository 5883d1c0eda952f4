import { z } from 'zod';
import {
  AMENITIES, AmenitySchema, CancellationPolicySchema, PropertyTypeSchema, RoomTypeSchema,
} from './common.js';
import { PhotoViewSchema } from './photos.js';
import { LISTING_STATUSES, LISTING_EVENTS } from '../domain/listing/states.js';
import { PUBLISH_RULES } from '../domain/listing/completeness.js';

/**
 * Hosting API (SPEC §3, §4, §5, §7): the listing editor's fields, the host's view of a listing,
 * what is missing before it can be published, and the photo calls. One schema checks the
 * editor's forms and the server's requests.
 */

export const ListingStatusSchema = z.enum(LISTING_STATUSES);
export type ListingStatusName = z.infer<typeof ListingStatusSchema>;
export const ListingEventSchema = z.enum(LISTING_EVENTS);

/** SPEC §5: what a listing needs to be published (prices in the currency's major unit). */
export const LISTING_LIMITS = PUBLISH_RULES;

/** The editor's steps, in order. The listing remembers the step the host was on (`editorStep`). */
export const EDITOR_STEPS = [
  'basics', 'location', 'photos', 'amenities', 'description', 'pricing', 'availability', 'rules', 'review',
] as const;
export const EditorStepSchema = z.enum(EDITOR_STEPS);
export type EditorStep = z.infer<typeof EditorStepSchema>;

/**
 * Every requirement of SPEC §5 that can be missing, and the editor step that fixes it. The 422
 * LISTING_INCOMPLETE answer's `details` and a listing's `missing` use these keys.
 */
export const REQUIREMENT_STEP = {
  title: 'basics',
  maxGuests: 'basics',
  location: 'location',
  photos: 'photos',
  description: 'description',
  nightlyPrice: 'pricing',
  minNights: 'pricing',
} as const satisfies Record<string, EditorStep>;
export type Requirement = keyof typeof REQUIREMENT_STEP;

const Time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:MM');
const whole = (label = 'must be a whole number') => z.number().int(label);

export const AddressSchema = z.strictObject({
  street: z.string().trim().max(200, 'at most 200 characters'),
  city: z.string().trim().max(100, 'at most 100 characters'),
  region: z.string().trim().max(100, 'at most 100 characters'),
  postalCode: z.string().trim().max(20, 'at most 20 characters'),
  /** ISO 3166-1 alpha-2, or empty while not chosen. */
  country: z.string().regex(/^([A-Z]{2})?$/, 'must be a two-letter country code'),
});
export type Address = z.infer<typeof AddressSchema>;

export const HouseRulesSchema = z.strictObject({
  text: z.string().trim().max(5000, 'at most 5000 characters'),
  petsAllowed: z.boolean(),
  smokingAllowed: z.boolean(),
  eventsAllowed: z.boolean(),
});

export const PointSchema = z.strictObject({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

/**
 * The fields a host edits, each checked as SPEC §5 says (a title, when given, is 10–80
 * characters). Prices are integers in minor units; `minorPerMajor` is 100 for EUR, 1 for JPY
 * (`10 ** minorDigits(currency)` from domain/money).
 */
export function listingFieldsSchema(minorPerMajor: number) {
  const { title, description, priceMajor: price, guests, nights } = LISTING_LIMITS;
  const money = (major: number) => new Intl.NumberFormat('en', { maximumFractionDigits: 0 }).format(major);
  return z.strictObject({
    title: z.string().trim()
      .min(title.min, `at least ${title.min} characters`)
      .max(title.max, `at most ${title.max} characters`),
    description: z.string().trim()
      .min(description.min, `at least ${description.min} characters`)
      .max(description.max, `at most ${description.max} characters`),
    propertyType: PropertyTypeSchema,
    roomType: RoomTypeSchema,
    maxGuests: whole().min(guests.min, `at least ${guests.min}`).max(guests.max, `at most ${guests.max}`),
    bedrooms: whole().min(0, 'cannot be negative').max(50, 'at most 50'),
    beds: whole().min(0, 'cannot be negative').max(50, 'at most 50'),
    bathrooms: z.number().min(0, 'cannot be negative').max(50, 'at most 50').multipleOf(0.5, 'in halves (1, 1.5, 2…)'),
    amenities: z.array(AmenitySchema).max(AMENITIES.length)
      .refine((a) => new Set(a).size === a.length, 'lists an amenity twice'),
    address: AddressSchema,
    location: PointSchema.nullable(),
    nightlyPrice: whole()
      .min(price.min * minorPerMajor, `at least ${money(price.min)}`)
      .max(price.max * minorPerMajor, `at most ${money(price.max)}`),
    cleaningFee: whole().min(0, 'cannot be negative').max(price.max * minorPerMajor, `at most ${money(price.max)}`),
    minNights: whole().min(nights.min, `at least ${nights.min}`).max(nights.max, `at most ${nights.max}`),
    maxNights: whole().min(nights.min, `at least ${nights.min}`).max(nights.max, `at most ${nights.max}`),
    checkInFrom: Time,
    checkInUntil: Time,
    checkOutBy: Time,
    instantBook: z.boolean(),
    cancellationPolicy: CancellationPolicySchema,
    houseRules: HouseRulesSchema,
    editorStep: EditorStepSchema,
  });
}
export type ListingFields = z.infer<ReturnType<typeof listingFieldsSchema>>;

/**
 * `POST /api/v1/listings` (a new draft) and `PATCH /api/v1/listings/:id`: any subset of the
 * fields. Unknown fields are refused. minNights ≤ maxNights is checked here when both are sent
 * and by the server against the stored values otherwise.
 */
export function listingPatchSchema(minorPerMajor: number) {
  return listingFieldsSchema(minorPerMajor)
    .partial()
    .refine((p) => p.minNights === undefined || p.maxNights === undefined || p.minNights <= p.maxNights, {
      path: ['minNights'], message: 'cannot be more than the maximum nights',
    });
}
export type ListingPatch = z.infer<ReturnType<typeof listingPatchSchema>>;

/** The host's (or an admin's) view of one listing, whatever its status: what the editor reads. */
export const HostListingSchema = z.object({
  id: z.string(),
  slug: z.string(),
  status: ListingStatusSchema,
  /** Why an admin rejected or suspended it, shown to the host; null otherwise. */
  statusReason: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  propertyType: PropertyTypeSchema,
  roomType: RoomTypeSchema,
  maxGuests: z.number().int(),
  bedrooms: z.number().int(),
  beds: z.number().int(),
  bathrooms: z.number(),
  amenities: z.array(AmenitySchema),
  address: AddressSchema,
  /** The exact point (the host sees it; guests see an approximate one). */
  location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  /** Derived from the location (IANA name). */
  timeZone: z.string(),
  /** Minor units; null until the host sets it. */
  nightlyPrice: z.number().int().nullable(),
  cleaningFee: z.number().int(),
  currency: z.string(),
  minNights: z.number().int(),
  maxNights: z.number().int(),
  checkInFrom: z.string(),
  checkInUntil: z.string(),
  checkOutBy: z.string(),
  instantBook: z.boolean(),
  cancellationPolicy: CancellationPolicySchema,
  houseRules: HouseRulesSchema,
  /** In display order; the first is the cover. */
  photos: z.array(PhotoViewSchema),
  editorStep: EditorStepSchema,
  /** Requirement → what is missing (empty when it can be published): the same as LISTING_INCOMPLETE's details. */
  missing: z.record(z.string(), z.string()),
  /** What the viewer may do now (host: submit, unlist, relist, delete; admin: approve, reject, suspend, restore). */
  availableActions: z.array(ListingEventSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type HostListing = z.infer<typeof HostListingSchema>;

/** A row of `/host`'s list of listings. */
export const HostListingSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  status: ListingStatusSchema,
  statusReason: z.string().nullable(),
  title: z.string(),
  city: z.string(),
  country: z.string(),
  nightlyPrice: z.number().int().nullable(),
  currency: z.string(),
  cover: PhotoViewSchema.nullable(),
  photoCount: z.number().int(),
  editorStep: EditorStepSchema,
  missing: z.record(z.string(), z.string()),
  availableActions: z.array(ListingEventSchema),
  updatedAt: z.string(),
});
export type HostListingSummary = z.infer<typeof HostListingSummarySchema>;
export const HostListingsResponseSchema = z.object({ listings: z.array(HostListingSummarySchema) });
export type HostListingsResponse = z.infer<typeof HostListingsResponseSchema>;

/** Bodies of the state-changing calls. A reason is required to reject or suspend (the host is shown it). */
export const ReasonBodySchema = z.strictObject({
  reason: z.string({ error: 'please give a reason' }).trim().min(1, 'please give a reason').max(1000, 'at most 1000 characters'),
});
export const OptionalReasonBodySchema = z.strictObject({
  reason: z.string().trim().max(1000, 'at most 1000 characters').optional(),
});

// Photos ---------------------------------------------------------------------------------------

/** SPEC §5's photo limits, enforced while the upload is read and before it is decoded. */
export const PHOTO_LIMITS = {
  maxBytes: 20 * 1024 * 1024,
  minWidth: 800,
  minHeight: 600,
  maxPixels: 100_000_000,
  perListing: 50,
  /** Judged by content, not by name. */
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
} as const;

export const PHOTO_TEXT_MAX = { caption: 200, alt: 250 } as const;

/** `PATCH /api/v1/listings/:id/photos/:photoId`. */
export const PhotoPatchSchema = z.strictObject({
  caption: z.string().trim().max(PHOTO_TEXT_MAX.caption, `at most ${PHOTO_TEXT_MAX.caption} characters`).optional(),
  alt: z.string().trim().max(PHOTO_TEXT_MAX.alt, `at most ${PHOTO_TEXT_MAX.alt} characters`).optional(),
});

/** `POST /api/v1/listings/:id/photos/order`: every photo id of the listing, cover first. */
export const PhotoOrderSchema = z.strictObject({
  photoIds: z.array(z.string().min(1).max(64)).min(1).max(PHOTO_LIMITS.perListing)
    .refine((a) => new Set(a).size === a.length, 'lists a photo twice'),
});

export const PhotoListSchema = z.object({ photos: z.array(PhotoViewSchema) });
