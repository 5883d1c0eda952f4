import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Deps } from '../../deps.js';
import type { DB } from '../../db/schema.js';
import type { SessionUser } from '../auth/session.js';
import { AppError, notFound } from '../../http/errors.js';
import { decodeCursor, encodeCursor } from '../../http/cursor.js';
import { PING_EVENT } from '../../../domain/webhooks/events.js';
import {
  WEBHOOK_LIMITS, type CreateWebhookBody, type UpdateWebhookBody, type WebhookDeliveries, type WebhookDeliveriesQuery,
  type WebhookDelivery, type WebhookEndpoint, type WebhookList, type WebhookWithSecret,
} from '../../../contract/webhooks.js';
import { AddressRefusedError, addressPolicy, checkAddress } from '../calendar/index.js';
import * as repo from './repo.js';
import { envelope, newEventId } from './events.js';
import { wakeWebhookDelivery } from './deliver.js';
import { toDelivery, toEndpoint } from './view.js';

/**
 * Webhook endpoints and their deliveries, for a host (`scope: host`, their own endpoints) or the
 * operators (`scope: operator`, shared by every admin; each change audited). Another member's
 * endpoint, or an operator endpoint asked for as a host, is 404 whatever the id.
 */
export type Who = { scope: 'host' | 'operator'; user: SessionUser };

const ownerOf = (who: Who): repo.Owner => (who.scope === 'host' ? { scope: 'host', ownerId: who.user.id } : { scope: 'operator' });
const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/** The same address rules as iCal feeds, at registration (and again at every delivery). */
async function checkUrl(deps: Deps, raw: string): Promise<void> {
  const allow = deps.config.icalAllowPrivateHosts;
  const url = new URL(raw);
  if (url.protocol !== 'https:' && allow === false) {
    throw new AppError('VALIDATION_FAILED', 'Webhooks are sent over HTTPS only.', { url: 'must be an https:// address' });
  }
  if (url.username || url.password) throw new AppError('VALIDATION_FAILED', 'Put no user name or password in the address.', { url: 'must not contain credentials' });
  try {
    await checkAddress(url, addressPolicy(allow));
  } catch (err) {
    if (err instanceof AddressRefusedError && err.refused) {
      throw new AppError('VALIDATION_FAILED', 'That address is on a private or local network, which webhooks cannot be sent to.', {
        url: 'is a private or local address',
      });
    }
    throw err;
  }
}

async function endpointFor(db: Kysely<DB>, who: Who, id: string) {
  const row = await repo.findEndpoint(db, ownerOf(who), id);
  if (!row) throw notFound('That webhook');
  return row;
}

async function audit(trx: Kysely<DB>, deps: Deps, who: Who, action: string, endpointId: string, details: Record<string, unknown> = {}) {
  if (who.scope === 'operator') await repo.insertAudit(trx, { actorId: who.user.id, action: `webhook.${action}`, endpointId, details, at: deps.now() });
}

export async function listEndpoints(deps: Deps, who: Who): Promise<WebhookList> {
  return { endpoints: (await repo.endpointsOf(deps.database.db, ownerOf(who))).map(toEndpoint) };
}

export async function createEndpoint(deps: Deps, who: Who, body: CreateWebhookBody): Promise<WebhookWithSecret> {
  await checkUrl(deps, body.url);
  const secret = newSecret();
  const id = await deps.database.db.transaction().execute(async (trx) => {
    if (await repo.countEndpoints(trx, ownerOf(who)) >= WEBHOOK_LIMITS.endpointsPerOwner) {
      throw new AppError('VALIDATION_FAILED', `At most ${WEBHOOK_LIMITS.endpointsPerOwner} webhooks: delete one first.`, { url: 'too many webhooks' });
    }
    const newId = await repo.insertEndpoint(trx, {
      ownerId: who.user.id, scope: who.scope, url: body.url, secret, eventTypes: body.eventTypes, description: body.description ?? '', at: deps.now(),
    });
    await audit(trx, deps, who, 'create', newId, { url: body.url, eventTypes: body.eventTypes });
    return newId;
  });
  return { ...toEndpoint((await endpointFor(deps.database.db, who, id))), secret };
}

export async function updateEndpoint(deps: Deps, who: Who, id: string, body: UpdateWebhookBody): Promise<WebhookEndpoint> {
  await endpointFor(deps.database.db, who, id);
  if (body.url !== undefined) await checkUrl(deps, body.url);
  await deps.database.db.transaction().execute(async (trx) => {
    await repo.updateEndpoint(trx, id, { ...body, at: deps.now() });
    await audit(trx, deps, who, 'update', id, { fields: Object.keys(body), ...body });
  });
  return toEndpoint(await endpointFor(deps.database.db, who, id));
}

export async function deleteEndpoint(deps: Deps, who: Who, id: string): Promise<{ ok: true }> {
  const row = await endpointFor(deps.database.db, who, id);
  await deps.database.db.transaction().execute(async (trx) => {
    await repo.deleteEndpoint(trx, id);
    await audit(trx, deps, who, 'delete', id, { url: row.url });
  });
  return { ok: true };
}

/** A new secret; the old one stops working at once (receivers verify with the new one). */
export async function rotateSecret(deps: Deps, who: Who, id: string): Promise<WebhookWithSecret> {
  await endpointFor(deps.database.db, who, id);
  const secret = newSecret();
  await deps.database.db.transaction().execute(async (trx) => {
    await repo.updateEndpoint(trx, id, { secret, at: deps.now() });
    await audit(trx, deps, who, 'rotate_secret', id);
  });
  return { ...toEndpoint(await endpointFor(deps.database.db, who, id)), secret };
}

export async function listDeliveries(deps: Deps, who: Who, id: string, q: WebhookDeliveriesQuery): Promise<WebhookDeliveries> {
  const { db } = deps.database;
  await endpointFor(db, who, id);
  const rows = await repo.deliveriesOf(db, id, q.limit + 1, q.cursor ? decodeCursor(q.cursor) : undefined);
  const page = rows.slice(0, q.limit);
  const attempts = await repo.attemptsOf(db, page.map((r) => r.id));
  const last = page.at(-1);
  return {
    items: page.map((r) => toDelivery(r, attempts)),
    nextCursor: rows.length > q.limit && last ? encodeCursor({ at: last.created_at, id: last.id }) : null,
  };
}

async function deliveryView(db: Kysely<DB>, endpointId: string, deliveryId: string): Promise<WebhookDelivery> {
  const row = await repo.findDelivery(db, endpointId, deliveryId);
  if (!row) throw notFound('That delivery');
  return toDelivery(row, await repo.attemptsOf(db, [row.id]));
}

/** Sends a delivery again now (delivered or failed alike), with a new day of retries. */
export async function redeliver(deps: Deps, who: Who, id: string, deliveryId: string): Promise<WebhookDelivery> {
  const { db } = deps.database;
  await endpointFor(db, who, id);
  if (!(await repo.findDelivery(db, id, deliveryId))) throw notFound('That delivery');
  await db.transaction().execute(async (trx) => {
    await repo.requeueDelivery(trx, deliveryId, deps.now());
    await audit(trx, deps, who, 'redeliver', id, { deliveryId });
  });
  wakeWebhookDelivery(deps);
  return deliveryView(db, id, deliveryId);
}

/** A `webhook.ping` to this endpoint alone, to try a receiver out. */
export async function ping(deps: Deps, who: Who, id: string): Promise<WebhookDelivery> {
  const { db } = deps.database;
  await endpointFor(db, who, id);
  const eventId = newEventId();
  const at = deps.now();
  await repo.enqueueEvent(db, { eventId, type: PING_EVENT, hostId: null, payload: envelope(PING_EVENT, at, { endpointId: id }), at, endpointId: id });
  const row = (await repo.deliveryOfEvent(db, id, eventId))!;
  wakeWebhookDelivery(deps);
  return toDelivery(row, []);
}
