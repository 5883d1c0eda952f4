import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { jsonBody, parseOrThrow, queryOf } from '../../http/validate.js';
import { requireUser, requireVerified } from '../auth/session.js';
import {
  BookingListQuerySchema, CancelBodySchema, CreateBookingBodySchema, DecisionBodySchema, EmptyBodySchema, IdempotencyKeySchema,
  type BookingAction,
} from '../../../contract/booking.js';
import { actOnBooking } from './actions.js';
import { createBooking, getBooking, listBookings } from './service.js';

const IdSchema = z.object({ id: z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'is not a booking id') });
const NoQuery = z.strictObject({});

const ACTION_BODIES: Record<BookingAction, z.ZodType<{ message?: string; reason?: string }>> = {
  accept: DecisionBodySchema,
  decline: DecisionBodySchema,
  withdraw: EmptyBodySchema,
  cancel: CancelBodySchema,
};

/** Booking a stay and moving it through its states (SPEC §4, §7). */
export function bookingRoutes(deps: Deps) {
  const r = new Hono();
  const id = (raw: string) => parseOrThrow(IdSchema, { id: raw }).id;

  r.post('/bookings', async (c) => {
    const user = await requireVerified(c, deps);
    const rawKey = c.req.header('idempotency-key');
    const key = rawKey === undefined ? undefined : parseOrThrow(z.object({ 'Idempotency-Key': IdempotencyKeySchema }), { 'Idempotency-Key': rawKey })['Idempotency-Key'];
    const body = parseOrThrow(CreateBookingBodySchema, await jsonBody(c));
    const result = await createBooking(deps, user, body, key);
    return c.json(result.body as object, result.status as ContentfulStatusCode);
  });

  r.get('/bookings', async (c) => {
    const user = await requireUser(c, deps);
    return c.json(await listBookings(deps, user, parseOrThrow(BookingListQuerySchema, queryOf(c))));
  });

  r.get('/bookings/:id', async (c) => {
    const user = await requireUser(c, deps);
    parseOrThrow(NoQuery, queryOf(c));
    return c.json(await getBooking(deps, user, id(c.req.param('id'))));
  });

  for (const action of Object.keys(ACTION_BODIES) as BookingAction[]) {
    r.post(`/bookings/:id/${action}`, async (c) => {
      const user = await requireVerified(c, deps);
      const body = parseOrThrow(ACTION_BODIES[action], await jsonBody(c, { optional: true }));
      return c.json(await actOnBooking(deps, user, id(c.req.param('id')), action, body.message ?? body.reason));
    });
  }

  return r;
}
