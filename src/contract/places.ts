import { z } from 'zod';
import { BboxSchema } from './common.js';

export const PlacesQuerySchema = z.strictObject({
  q: z.string().trim().min(1, 'type at least one letter').max(100),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});

export const PlaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  region: z.string(),
  /** ISO 3166-1 alpha-2 */
  country: z.string(),
  countryName: z.string(),
  lat: z.number(),
  lng: z.number(),
  population: z.number().int(),
  /** A sensible map extent for the place, sized by its population. */
  bbox: BboxSchema,
});
export type Place = z.infer<typeof PlaceSchema>;

export const PlacesResponseSchema = z.object({ places: z.array(PlaceSchema) });
export type PlacesResponse = z.infer<typeof PlacesResponseSchema>;
