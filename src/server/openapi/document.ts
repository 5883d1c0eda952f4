import { z } from 'zod';
import { ErrorBodySchema } from '../../contract/errors.js';
import { PlacesQuerySchema, PlacesResponseSchema } from '../../contract/places.js';
import { SearchQueryObject, SearchResponseSchema } from '../../contract/search.js';
import {
  AvailabilityQuerySchema, AvailabilityResponseSchema, DestinationsResponseSchema, ListingDetailSchema, QuoteQuerySchema,
  QuoteSchema, ReviewsQuerySchema, ReviewsResponseSchema, SiteConfigSchema,
} from '../../contract/listing.js';

/**
 * The OpenAPI 3.1 document, generated from the same zod schemas that validate requests, so
 * it cannot drift from what the server accepts.
 */
type Op = {
  summary: string;
  query?: z.ZodType;
  pathId?: boolean;
  response: z.ZodType;
  errors?: number[];
};

const ops: Record<string, Op> = {
  '/api/v1/config': { summary: "This Roost's name, currency and map style", response: SiteConfigSchema },
  '/api/v1/places': { summary: 'Destinations for the search box (offline gazetteer)', query: PlacesQuerySchema, response: PlacesResponseSchema, errors: [400] },
  '/api/v1/listings': { summary: 'Search published listings: a page of cards, the total and the pins of every match', query: SearchQueryObject, response: SearchResponseSchema, errors: [400] },
  '/api/v1/destinations': { summary: 'Featured destinations with their number of stays', response: DestinationsResponseSchema },
  '/api/v1/listings/{id}': { summary: 'One published listing', pathId: true, response: ListingDetailSchema, errors: [400, 404] },
  '/api/v1/listings/{id}/availability': { summary: 'Which nights can be booked, and their prices', pathId: true, query: AvailabilityQuerySchema, response: AvailabilityResponseSchema, errors: [400, 404] },
  '/api/v1/listings/{id}/quote': { summary: 'The price of a stay, or why it cannot be booked', pathId: true, query: QuoteQuerySchema, response: QuoteSchema, errors: [400, 404, 409, 422] },
  '/api/v1/listings/{id}/reviews': { summary: 'Published reviews of a listing', pathId: true, query: ReviewsQuerySchema, response: ReviewsResponseSchema, errors: [400, 404] },
};

const json = (schema: z.ZodType, io: 'input' | 'output') => z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });

export function openApiDocument(serverUrl: string) {
  const errorSchema = json(ErrorBodySchema, 'output');
  const paths: Record<string, unknown> = {};
  for (const [path, op] of Object.entries(ops)) {
    const parameters: unknown[] = [];
    if (op.pathId) parameters.push({ name: 'id', in: 'path', required: true, schema: { type: 'string' } });
    if (op.query) {
      const s = json(op.query, 'input') as { properties?: Record<string, unknown>; required?: string[] };
      for (const [name, schema] of Object.entries(s.properties ?? {})) {
        parameters.push({ name, in: 'query', required: s.required?.includes(name) ?? false, schema });
      }
    }
    const responses: Record<string, unknown> = {
      200: { description: 'OK', content: { 'application/json': { schema: json(op.response, 'output') } } },
    };
    for (const status of op.errors ?? []) {
      responses[status] = { description: 'Error', content: { 'application/json': { schema: errorSchema } } };
    }
    paths[path] = { get: { summary: op.summary, parameters, responses } };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Roost API', version: '1', description: 'Every error has the shape {"error": {"code", "message", "details"?, "requestId"}}.' },
    servers: [{ url: serverUrl }],
    paths,
  };
}
