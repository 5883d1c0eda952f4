import { Hono } from 'hono';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { parseOrThrow, queryOf } from '../../http/validate.js';
import { UserReviewsQuerySchema } from '../../../contract/reviews.js';
import * as profiles from './service.js';

const IdSchema = z.object({ id: z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'is not a member id') });
const NoQuery = z.strictObject({});

/** Public profiles (`/users/:id`): open to visitors, nothing private in them. */
export function profileRoutes(deps: Deps) {
  const r = new Hono();
  const id = (raw: string) => parseOrThrow(IdSchema, { id: raw }).id;

  r.get('/users/:id', async (c) => {
    parseOrThrow(NoQuery, queryOf(c));
    return c.json(await profiles.profile(deps, id(c.req.param('id'))));
  });

  r.get('/users/:id/reviews', async (c) => {
    const q = parseOrThrow(UserReviewsQuerySchema, queryOf(c));
    return c.json(await profiles.reviewsOf(deps, id(c.req.param('id')), q));
  });

  return r;
}
