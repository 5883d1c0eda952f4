import { Hono } from 'hono';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { parseOrThrow, queryOf } from '../../http/validate.js';
import { SearchQuerySchema } from '../../../contract/search.js';
import { AvailabilityQuerySchema, QuoteQuerySchema, ReviewsQuerySchema, type SiteConfig } from '../../../contract/listing.js';
import * as service from './service.js';
import { currentUser } from '../auth/session.js';
import { settings } from '../settings/index.js';

const IdSchema = z.object({ id: z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'is not a listing id') });
const NoQuery = z.strictObject({});

/** Discovery: search, listing detail, availability, quote, reviews, destinations, site config. */
export function listingRoutes(deps: Deps) {
  const r = new Hono();
  const id = (raw: string) => parseOrThrow(IdSchema, { id: raw }).id;

  r.get('/config', async (c) => {
    parseOrThrow(NoQuery, queryOf(c));
    const s = await settings(deps);
    const body: SiteConfig = {
      siteName: s.siteName,
      listingReview: s.listingReview,
      signupsOpen: s.signupsOpen,
      currency: deps.config.currency,
      mapStyleUrl: deps.config.mapStyleUrl ?? '/map/style.json',
      authProviders: deps.config.oidcProviders.map((p) => ({ id: p.id, name: p.name })),
    };
    return c.json(body);
  });

  r.get('/listings', async (c) => c.json(await service.search(deps, parseOrThrow(SearchQuerySchema, queryOf(c)))));

  r.get('/destinations', async (c) => {
    parseOrThrow(NoQuery, queryOf(c));
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({ destinations: await service.featuredDestinations(deps) });
  });

  r.get('/listings/:id', async (c) => {
    parseOrThrow(NoQuery, queryOf(c));
    return c.json(await service.detail(deps, id(c.req.param('id')), await currentUser(c, deps)));
  });

  r.get('/listings/:id/availability', async (c) => {
    const q = parseOrThrow(AvailabilityQuerySchema, queryOf(c));
    return c.json(await service.availability(deps, id(c.req.param('id')), q.from, q.to));
  });

  r.get('/listings/:id/quote', async (c) => {
    const q = parseOrThrow(QuoteQuerySchema, queryOf(c));
    return c.json(await service.quote(deps, id(c.req.param('id')), q));
  });

  r.get('/listings/:id/reviews', async (c) => {
    const q = parseOrThrow(ReviewsQuerySchema, queryOf(c));
    return c.json(await service.reviews(deps, id(c.req.param('id')), q.page, q.pageSize));
  });

  return r;
}
