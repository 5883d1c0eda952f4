import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { prepared } from '../../db/prepared.js';
import type { WebhookErrorCode } from '../../../contract/webhooks.js';

/** SQL for webhooks: endpoints, the outbox of deliveries, their attempts and the sender's claims. */

export type Scope = 'host' | 'operator';
export type Owner = { scope: 'host'; ownerId: string } | { scope: 'operator' };

const newId = (prefix: string) => `${prefix}_${randomUUID().replaceAll('-', '')}`;

const ENDPOINT_COLUMNS = ['id', 'owner_id', 'scope', 'url', 'secret', 'event_types', 'description', 'enabled', 'created_at'] as const;

/** Host endpoints are their owner's; operator endpoints are every operator's. */
function owned<Q extends { where: (...a: any[]) => Q }>(q: Q, who: Owner): Q {
  const scoped = q.where('scope', '=', who.scope);
  return who.scope === 'host' ? scoped.where('owner_id', '=', who.ownerId) : scoped;
}

export async function endpointsOf(db: Kysely<DB>, who: Owner) {
  const q = db.selectFrom('webhook_endpoints').select(ENDPOINT_COLUMNS)
    .select((eb) => [
      eb.selectFrom('webhook_deliveries as d').whereRef('d.endpoint_id', '=', 'webhook_endpoints.id')
        .select(sql<string>`json_build_object('status', d.status, 'at', coalesce(d.last_attempt_at, d.created_at), 'statusCode', d.last_status_code)::text`.as('x'))
        .orderBy('d.created_at', 'desc').orderBy('d.id', 'desc').limit(1).as('last_delivery'),
    ]);
  return owned(q, who).orderBy('created_at').orderBy('id').execute();
}
export type EndpointRow = Awaited<ReturnType<typeof endpointsOf>>[number];

export async function findEndpoint(db: Kysely<DB>, who: Owner, id: string): Promise<EndpointRow | undefined> {
  return (await endpointsOf(db, who)).find((e) => e.id === id);
}

export async function countEndpoints(db: Kysely<DB>, who: Owner): Promise<number> {
  const row = await owned(db.selectFrom('webhook_endpoints').select(sql<number>`count(*)::int`.as('n')), who).executeTakeFirst();
  return row?.n ?? 0;
}

export async function insertEndpoint(db: Kysely<DB>, e: {
  ownerId: string; scope: Scope; url: string; secret: string; eventTypes: string[]; description: string; at: Date;
}): Promise<string> {
  const id = newId('we');
  await db.insertInto('webhook_endpoints').values({
    id, owner_id: e.ownerId, scope: e.scope, url: e.url, secret: e.secret, event_types: sql`${e.eventTypes}::text[]` as never,
    description: e.description, created_at: e.at, updated_at: e.at,
  }).execute();
  return id;
}

export async function updateEndpoint(db: Kysely<DB>, id: string, patch: {
  url?: string; secret?: string; eventTypes?: string[]; description?: string; enabled?: boolean; at: Date;
}) {
  await db.updateTable('webhook_endpoints').set({
    ...(patch.url !== undefined ? { url: patch.url } : {}),
    ...(patch.secret !== undefined ? { secret: patch.secret } : {}),
    ...(patch.eventTypes !== undefined ? { event_types: sql`${patch.eventTypes}::text[]` as never } : {}),
    ...(patch.description !== undefined ? { description: patch.description } : {}),
    ...(patch.enabled !== undefined ? { enabled: patch.enabled } : {}),
    updated_at: patch.at,
  }).where('id', '=', id).execute();
}

export async function deleteEndpoint(db: Kysely<DB>, id: string) {
  await db.deleteFrom('webhook_endpoints').where('id', '=', id).execute();
}

/**
 * The outbox write, in the caller's transaction: one delivery per enabled endpoint subscribed to
 * the event, the operators' always, a host's only when `hostId` is theirs. One statement, so an
 * event nobody subscribed to costs one index lookup. Returns how many deliveries it queued.
 */
export async function enqueueEvent(db: Kysely<DB>, e: {
  eventId: string; type: string; hostId: string | null; payload: string; at: Date; endpointId?: string;
}): Promise<number> {
  const { rows } = await sql<{ id: string }>`
    insert into webhook_deliveries (id, endpoint_id, event_id, event_type, payload, status, next_attempt_at, retry_from, created_at)
    select 'whd_' || replace(gen_random_uuid()::text, '-', ''), w.id, ${e.eventId}, ${e.type}, ${e.payload}, 'pending', ${e.at}, ${e.at}, ${e.at}
    from webhook_endpoints w
    where ${e.endpointId ? sql`w.id = ${e.endpointId}` : sql`w.enabled and ${e.type} = any(w.event_types)
      and (w.scope = 'operator' or (w.scope = 'host' and w.owner_id = ${e.hostId}))`}
    on conflict (endpoint_id, event_id) do nothing
    returning id`.execute(db);
  return rows.length;
}

/** Whether any enabled endpoint would hear this event (so its payload need not be built otherwise). */
export async function hasSubscribers(db: Kysely<DB>, type: string, hostId: string | null): Promise<boolean> {
  const { rows } = await prepared(db, 'has_subscribers', sql<{ subscribed: boolean }>`select ${endpointsHear(type, hostId)} as subscribed`);
  return rows[0]!.subscribed;
}

/**
 * Whether an enabled endpoint hears events of this type: the operators', and the host's (`hostId`).
 * A boolean expression, so a caller's statement can ask it in the same round trip (a booking's transition).
 */
export function endpointsHear(type: string, hostId: string | null) {
  return sql<boolean>`exists (
    select 1 from webhook_endpoints w
    where w.enabled and ${type} = any(w.event_types) and (w.scope = 'operator' or (w.scope = 'host' and w.owner_id = ${hostId})))`;
}

export async function deliveriesOf(db: Kysely<DB>, endpointId: string, limit: number, after?: { at: Date; id: string }) {
  let q = db.selectFrom('webhook_deliveries').selectAll().where('endpoint_id', '=', endpointId);
  if (after) q = q.where(sql<boolean>`(created_at, id) < (${after.at}, ${after.id})`);
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}
export type DeliveryRow = Awaited<ReturnType<typeof deliveriesOf>>[number];

export async function attemptsOf(db: Kysely<DB>, deliveryIds: string[]) {
  if (!deliveryIds.length) return [];
  return db.selectFrom('webhook_attempts').selectAll().where('delivery_id', 'in', deliveryIds).orderBy('id').execute();
}

export async function findDelivery(db: Kysely<DB>, endpointId: string, id: string) {
  return db.selectFrom('webhook_deliveries').selectAll().where('endpoint_id', '=', endpointId).where('id', '=', id).executeTakeFirst();
}

export async function deliveryOfEvent(db: Kysely<DB>, endpointId: string, eventId: string) {
  return db.selectFrom('webhook_deliveries').selectAll().where('endpoint_id', '=', endpointId).where('event_id', '=', eventId).executeTakeFirst();
}

/** Sends a delivery again now, with a new day of retries (the same event id: receivers can tell it is a repeat). */
export async function requeueDelivery(db: Kysely<DB>, id: string, at: Date) {
  await db.updateTable('webhook_deliveries')
    .set({ status: 'pending', next_attempt_at: at, retry_from: at, claimed_until: null, by_hand: true }).where('id', '=', id).execute();
}

export type DeliveryJob = {
  id: string; event_id: string; payload: string; attempts: number; retry_from: Date; url: string; secret: string; by_hand: boolean;
};

/**
 * Claims up to `limit` deliveries that are due, with a lease: SKIP LOCKED lets several processes
 * share the work, and a claim left by a stopped process runs out. `by_hand` marks a redelivery
 * asked for by a person.
 */
export async function claimDue(db: Kysely<DB>, now: Date, leaseMs: number, limit: number): Promise<DeliveryJob[]> {
  // Prepared (decision 0047): it runs on every tick of the sender and after every commit that queued deliveries.
  const { rows } = await prepared(db, 'claim_webhooks', sql<DeliveryJob>`
    update webhook_deliveries d
    set claimed_until = ${now}::timestamptz + make_interval(secs => ${leaseMs / 1000}), attempts = d.attempts + 1
    from webhook_endpoints w
    where w.id = d.endpoint_id and d.id in (
      select id from webhook_deliveries
      where status = 'pending' and next_attempt_at <= ${now} and (claimed_until is null or claimed_until <= ${now})
      order by next_attempt_at, id limit ${sql.lit(Math.trunc(limit))} for update skip locked)
    returning d.id, d.event_id, d.payload, d.attempts, d.retry_from, w.url, w.secret, d.by_hand`);
  return rows;
}

export type Outcome = {
  statusCode: number | null; error: string | null; errorCode: WebhookErrorCode | null; response: string | null; durationMs: number;
};

/** Writes one attempt and what follows it: delivered, failed for good, or the next try. */
export async function finishAttempt(db: Kysely<DB>, id: string, o: Outcome & {
  at: Date; byHand: boolean; next: { status: 'delivered' } | { status: 'failed' } | { status: 'pending'; at: Date };
}) {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('webhook_attempts').values({
      delivery_id: id, at: o.at, status_code: o.statusCode, error: o.error, error_code: o.errorCode, response: o.response, duration_ms: o.durationMs, by_hand: o.byHand,
    }).execute();
    await trx.updateTable('webhook_deliveries').set({
      status: o.next.status, next_attempt_at: o.next.status === 'pending' ? o.next.at : null, claimed_until: null, by_hand: false,
      last_attempt_at: o.at, last_status_code: o.statusCode, last_error: o.error, last_response: o.response, last_duration_ms: o.durationMs,
      ...(o.next.status === 'delivered' ? { delivered_at: o.at } : {}),
    }).where('id', '=', id).execute();
  });
}

/** One audit event for an operator's change to an operator endpoint, in the caller's transaction. */
export async function insertAudit(db: Kysely<DB>, e: { actorId: string; action: string; endpointId: string; details: Record<string, unknown>; at: Date }) {
  await db.insertInto('audit_events').values({
    actor_id: e.actorId, action: e.action, target_type: 'webhook', target_id: e.endpointId, details: JSON.stringify(e.details), at: e.at,
  }).execute();
}
