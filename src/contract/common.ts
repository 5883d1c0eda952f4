import { z } from 'zod';
import { AMENITIES, CANCELLATION_POLICIES, PROPERTY_TYPES, ROOM_TYPES } from './values.js';

export { AMENITIES, CANCELLATION_POLICIES, PROPERTY_TYPES, ROOM_TYPES };

export const IsoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'is not a real calendar date');

export const PropertyTypeSchema = z.enum(PROPERTY_TYPES);
export type PropertyType = z.infer<typeof PropertyTypeSchema>;

export const RoomTypeSchema = z.enum(ROOM_TYPES);
export type RoomType = z.infer<typeof RoomTypeSchema>;

export const AmenitySchema = z.enum(AMENITIES);
export type Amenity = z.infer<typeof AmenitySchema>;

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

/**
 * `former: true` on a person whose account was deleted. Their `name` is then an English
 * placeholder ("Former member", "Former guest"), which the web words in the reader's language;
 * the field is absent for everyone else.
 */
export const FormerSchema = z.boolean().optional().describe('true when this member deleted their account: `name` is then an English placeholder');
