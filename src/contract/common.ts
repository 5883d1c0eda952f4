import { z } from 'zod';

export const IsoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'is not a real calendar date');

export const PROPERTY_TYPES = ['apartment', 'house', 'cabin', 'room', 'camping', 'boat', 'other'] as const;
export const PropertyTypeSchema = z.enum(PROPERTY_TYPES);
export type PropertyType = z.infer<typeof PropertyTypeSchema>;

export const ROOM_TYPES = ['entire_place', 'private_room', 'shared_room'] as const;
export const RoomTypeSchema = z.enum(ROOM_TYPES);
export type RoomType = z.infer<typeof RoomTypeSchema>;

/** The fixed amenity catalogue (SPEC section 3). Keys are stable; labels live in i18n. */
export const AMENITIES = [
  'wifi', 'kitchen', 'washer', 'dryer', 'free_parking', 'air_conditioning', 'heating', 'pool', 'hot_tub',
  'workspace', 'tv', 'ev_charger', 'crib', 'pets_allowed', 'step_free_access', 'fireplace', 'bbq_grill',
  'sea_view', 'garden', 'balcony', 'gym', 'breakfast', 'self_check_in', 'smoke_alarm', 'first_aid_kit',
] as const;
export const AmenitySchema = z.enum(AMENITIES);
export type Amenity = z.infer<typeof AmenitySchema>;

export const CANCELLATION_POLICIES = ['flexible', 'moderate', 'strict'] as const;
export const CancellationPolicySchema = z.enum(CANCELLATION_POLICIES);
export type CancellationPolicy = z.infer<typeof CancellationPolicySchema>;

/** Money is always an integer in minor units of the marketplace currency. */
export const MinorUnitsSchema = z.number().int();

export const LatLngSchema = z.object({ lat: z.number(), lng: z.number() });
export type LatLng = z.infer<typeof LatLngSchema>;

/** [west, south, east, north]; west > east means the box crosses the antimeridian. */
export const BboxSchema = z.tuple([z.number(), z.number(), z.number(), z.number()]);
export type Bbox = z.infer<typeof BboxSchema>;

/**
 * Free text a member writes (a review, a response, a report's note): surrounding whitespace
 * trimmed, length counted after that. Markup is kept exactly as written — it is data, shown as
 * text by every client, never rendered. NUL is refused: PostgreSQL text cannot hold it.
 */
export function memberTextSchema(min: number, max: number) {
  return z
    .string()
    .trim()
    .min(min, min === 1 ? 'Write something.' : `Use at least ${min} characters.`)
    .max(max, `Use at most ${max} characters.`)
    .refine((s) => !s.includes('\u0000'), 'must not contain NUL characters');
}
