import { Hono } from 'hono';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { jsonBody, parseOrThrow, queryOf } from '../../http/validate.js';
import { requireUser, requireVerified } from '../auth/session.js';
import { ReviewResponseBodySchema } from '../../../contract/reviews.js';
import { bookingReviews, submitReview } from './service.js';
import { respondToReview } from './respond.js';

const IdSchema = z.object({ id: z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'is not an id') });
const NoQuery = z.strictObject({});

/** Double-blind reviews of a stay, and the host's answer (SPEC §4, §7). */
export function reviewRoutes(deps: Deps) {
  const r = new Hono();
  const id = (raw: string) => parseOrThrow(IdSchema, { id: raw }).id;

  r.post('/bookings/:id/review', async (c) => {
    const user = await requireVerified(c, deps);
    const bookingId = id(c.req.param('id'));
    // The body's shape depends on the caller's side (the guest rates categories), known once the booking is read.
    return c.json(await submitReview(deps, user, bookingId, await jsonBody(c)), 201);
  });

  r.get('/bookings/:id/review', async (c) => {
    const user = await requireUser(c, deps);
    parseOrThrow(NoQuery, queryOf(c));
    c.header('Cache-Control', 'no-store');
    return c.json(await bookingReviews(deps, user, id(c.req.param('id'))));
  });

  r.post('/reviews/:id/response', async (c) => {
    const user = await requireVerified(c, deps);
    const reviewId = id(c.req.param('id'));
    const body = parseOrThrow(ReviewResponseBodySchema, await jsonBody(c));
    return c.json(await respondToReview(deps, user, reviewId, body));
  });

  return r;
}
