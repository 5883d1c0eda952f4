import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { jsonBody, parseOrThrow, queryOf } from '../../http/validate.js';
import { requireAdmin, requireUser, requireVerified } from '../auth/session.js';
import { CreateWebhookBodySchema, UpdateWebhookBodySchema, WebhookDeliveriesQuerySchema } from '../../../contract/webhooks.js';
import * as webhooks from './service.js';
import type { Who } from './service.js';

const Id = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'is not an id');
const NoQuery = z.strictObject({});

/**
 * Webhooks (issue 15 §3), all under /api/v1: a host's at /host/webhooks (any member; events about
 * their own listings), the operators' at /admin/webhooks (admins; every event; audited). The two
 * share every call; only who may ask, and which endpoints they see, differ.
 */
export function webhookRoutes(deps: Deps) {
  const r = new Hono();
  const mount = (base: string, scope: Who['scope']) => {
    const reader = async (c: Context): Promise<Who> => ({ scope, user: await (scope === 'operator' ? requireAdmin(c, deps) : requireUser(c, deps)) });
    const writer = async (c: Context): Promise<Who> => ({ scope, user: await (scope === 'operator' ? requireAdmin(c, deps) : requireVerified(c, deps)) });
    const id = (c: Context) => parseOrThrow(z.object({ id: Id }), { id: c.req.param('id') }).id;
    const deliveryId = (c: Context) => parseOrThrow(z.object({ deliveryId: Id }), { deliveryId: c.req.param('deliveryId') }).deliveryId;

    r.get(base, async (c) => {
      const who = await reader(c);
      parseOrThrow(NoQuery, queryOf(c));
      return c.json(await webhooks.listEndpoints(deps, who));
    });
    r.post(base, async (c) => {
      const who = await writer(c);
      return c.json(await webhooks.createEndpoint(deps, who, parseOrThrow(CreateWebhookBodySchema, await jsonBody(c))), 201);
    });
    r.patch(`${base}/:id`, async (c) => {
      const who = await writer(c);
      return c.json(await webhooks.updateEndpoint(deps, who, id(c), parseOrThrow(UpdateWebhookBodySchema, await jsonBody(c))));
    });
    r.delete(`${base}/:id`, async (c) => {
      const who = await writer(c);
      return c.json(await webhooks.deleteEndpoint(deps, who, id(c)));
    });
    r.post(`${base}/:id/rotate-secret`, async (c) => {
      const who = await writer(c);
      parseOrThrow(NoQuery, await jsonBody(c, { optional: true }));
      return c.json(await webhooks.rotateSecret(deps, who, id(c)));
    });
    r.post(`${base}/:id/ping`, async (c) => {
      const who = await writer(c);
      parseOrThrow(NoQuery, await jsonBody(c, { optional: true }));
      return c.json(await webhooks.ping(deps, who, id(c)), 201);
    });
    r.get(`${base}/:id/deliveries`, async (c) => {
      const who = await reader(c);
      return c.json(await webhooks.listDeliveries(deps, who, id(c), parseOrThrow(WebhookDeliveriesQuerySchema, queryOf(c))));
    });
    r.post(`${base}/:id/deliveries/:deliveryId/redeliver`, async (c) => {
      const who = await writer(c);
      parseOrThrow(NoQuery, await jsonBody(c, { optional: true }));
      return c.json(await webhooks.redeliver(deps, who, id(c), deliveryId(c)));
    });
  };
  mount('/host/webhooks', 'host');
  mount('/admin/webhooks', 'operator');
  return r;
}
