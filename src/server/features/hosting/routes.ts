import { Hono } from 'hono';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { jsonBody, parseOrThrow, queryOf } from '../../http/validate.js';
import { requireAdmin, requireUser, requireVerified } from '../auth/session.js';
import { listingPatchSchema, OptionalReasonBodySchema, ReasonBodySchema } from '../../../contract/hosting.js';
import { minorDigits } from '../../../domain/money.js';
import { ReviewQueueQuerySchema } from '../../../contract/admin.js';
import * as service from './service.js';

const IdSchema = z.object({ id: z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'is not a listing id') });
const NoQuery = z.strictObject({});
const NoBody = z.strictObject({});

/** Hosting a place (SPEC §4, §7): the host's drafts and listings, and the admins' review calls. */
export function hostingRoutes(deps: Deps) {
  const r = new Hono();
  const id = (raw: string) => parseOrThrow(IdSchema, { id: raw }).id;
  const PatchSchema = listingPatchSchema(10 ** minorDigits(deps.config.currency));

  r.post('/listings', async (c) => {
    const user = await requireVerified(c, deps);
    const body = parseOrThrow(PatchSchema, await jsonBody(c, { optional: true }));
    return c.json(await service.createListing(deps, user, body), 201);
  });

  r.get('/host/listings', async (c) => {
    const user = await requireUser(c, deps);
    parseOrThrow(NoQuery, queryOf(c));
    return c.json(await service.listHostListings(deps, user));
  });

  r.get('/host/listings/:id', async (c) => {
    const user = await requireUser(c, deps);
    parseOrThrow(NoQuery, queryOf(c));
    return c.json(await service.getHostListing(deps, user, id(c.req.param('id'))));
  });

  r.patch('/listings/:id', async (c) => {
    const user = await requireVerified(c, deps);
    const body = parseOrThrow(PatchSchema, await jsonBody(c));
    return c.json(await service.patchListing(deps, user, id(c.req.param('id')), body));
  });

  r.delete('/listings/:id', async (c) => {
    const user = await requireVerified(c, deps);
    parseOrThrow(NoQuery, queryOf(c));
    parseOrThrow(NoBody, await jsonBody(c, { optional: true }));
    await service.transitionListing(deps, user, id(c.req.param('id')), 'delete');
    return c.json({ ok: true as const });
  });

  for (const event of service.HOST_EVENTS) {
    r.post(`/listings/:id/${event}`, async (c) => {
      const user = await requireVerified(c, deps);
      parseOrThrow(NoBody, await jsonBody(c, { optional: true }));
      return c.json(await service.transitionListing(deps, user, id(c.req.param('id')), event));
    });
  }

  r.get('/admin/listings/review', async (c) => {
    await requireAdmin(c, deps);
    return c.json(await service.reviewQueue(deps, parseOrThrow(ReviewQueueQuerySchema, queryOf(c))));
  });

  for (const event of service.ADMIN_EVENTS) {
    // The host is shown why a listing was rejected or suspended, so those need a reason.
    const Body = event === 'reject' || event === 'suspend' ? ReasonBodySchema : OptionalReasonBodySchema;
    r.post(`/admin/listings/:id/${event}`, async (c) => {
      const user = await requireAdmin(c, deps);
      const body = parseOrThrow(Body, await jsonBody(c, { optional: true }));
      return c.json(await service.transitionListing(deps, user, id(c.req.param('id')), event, body.reason || undefined));
    });
  }

  return r;
}
