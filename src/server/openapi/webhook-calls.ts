import { z } from 'zod';
import type { Op } from './document.js';
import { Ok } from './examples.js';
import {
  BookingEventDataSchema, CreateWebhookBodySchema, ListingEventDataSchema, MessageEventDataSchema, ReviewEventDataSchema,
  UpdateWebhookBodySchema, WEBHOOK_EVENT_TYPES, WebhookDeliveriesQuerySchema, WebhookDeliveriesSchema, WebhookDeliverySchema,
  WebhookListSchema, WebhookEndpointSchema, WebhookWithSecretSchema,
} from '../../contract/webhooks.js';

/**
 * The OpenAPI entries of webhooks (issue 15 §3), merged into document.ts: the same calls for a
 * host (/host/webhooks: events about their own listings) and the operators (/admin/webhooks:
 * every event; admins; audited), and the events themselves under the document's `webhooks`.
 */

function calls(base: string, who: string, access: { read: number[]; write: number[] }) {
  const reads: Record<string, Op> = {
    [base]: { summary: `${who}: the webhook endpoints, with their last delivery`, response: WebhookListSchema, errors: [400, ...access.read] },
    [`${base}/{id}/deliveries`]: {
      summary: `${who}: an endpoint's deliveries, newest first, each with every attempt and what the receiver answered (keyset-paged)`,
      pathId: true, query: WebhookDeliveriesQuerySchema, response: WebhookDeliveriesSchema, errors: [400, ...access.read, 404],
    },
  };
  const writes: Record<string, Op> = {
    [`POST ${base}`]: {
      summary: `${who}: register an endpoint for some event types; the answer carries its whsec_ secret, shown this once. A private or loopback address is refused (400) unless the operator allows it`,
      body: CreateWebhookBodySchema, response: WebhookWithSecretSchema, status: 201, errors: [400, ...access.write],
    },
    [`PATCH ${base}/{id}`]: { summary: `${who}: change an endpoint's address, events, description, or turn it off and on`, pathId: true, body: UpdateWebhookBodySchema, response: WebhookEndpointSchema, errors: [400, ...access.write, 404] },
    [`DELETE ${base}/{id}`]: { summary: `${who}: delete an endpoint and its delivery log`, pathId: true, response: Ok, errors: [400, ...access.write, 404] },
    [`POST ${base}/{id}/rotate-secret`]: { summary: `${who}: a new secret (the old one stops signing at once), shown this once`, pathId: true, response: WebhookWithSecretSchema, errors: [400, ...access.write, 404] },
    [`POST ${base}/{id}/ping`]: { summary: `${who}: send a webhook.ping event to this endpoint alone, to try the receiver`, pathId: true, response: WebhookDeliverySchema, status: 201, errors: [400, ...access.write, 404] },
    [`POST ${base}/{id}/deliveries/{deliveryId}/redeliver`]: {
      summary: `${who}: send a delivery again now, with the same webhook-id and a new day of retries`,
      pathId: true, pathParams: ['deliveryId'], response: WebhookDeliverySchema, errors: [400, ...access.write, 404],
    },
  };
  return { reads, writes };
}

const host = calls('/api/v1/host/webhooks', 'A host', { read: [401], write: [401, 403] });
const admin = calls('/api/v1/admin/webhooks', 'Operators (admins; audited)', { read: [401, 403], write: [401, 403] });
export const webhookReads: Record<string, Op> = { ...host.reads, ...admin.reads };
export const webhookWrites: Record<string, Op> = { ...host.writes, ...admin.writes };

/** What a receiver gets for each event type, for the document's `webhooks` section. */
export const WEBHOOK_EVENTS: { type: string; summary: string; data: z.ZodType }[] = [
  ...WEBHOOK_EVENT_TYPES.map((type) => ({
    type,
    summary: {
      'booking.requested': 'A guest asked to book (the host has 24 hours to answer)',
      'booking.confirmed': 'A booking is confirmed (instant book, or the host accepted)',
      'booking.declined': 'The host declined a request, or it expired unanswered (status: expired)',
      'booking.cancelled': 'A guest or host cancelled, or the guest withdrew a request (status tells which)',
      'booking.completed': 'A stay is over',
      'listing.published': 'A listing went public (approved, submitted with automatic review, relisted or restored)',
      'listing.unlisted': 'Its host took a listing off search',
      'message.received': 'A message was sent (to the host, for host endpoints; every message, for operators)',
      'review.published': 'A review became public (both sides wrote, or the review window closed)',
    }[type]!,
    data: type.startsWith('booking.') ? BookingEventDataSchema : type.startsWith('listing.') ? ListingEventDataSchema
      : type === 'message.received' ? MessageEventDataSchema : ReviewEventDataSchema,
  })),
  { type: 'webhook.ping', summary: 'A test sent by hand (POST …/ping)', data: z.object({ endpointId: z.string() }) },
];

export const WEBHOOKS_DESCRIPTION = 'Webhooks (issue 15): a host (for their listings) or an operator (for the whole Roost) registers HTTPS endpoints. '
  + 'Each delivery is a POST of `{"type", "timestamp", "data"}` signed the Standard Webhooks way: `webhook-id` (the event\'s msg_ id, the same on retries), '
  + '`webhook-timestamp` (Unix seconds) and `webhook-signature` (`v1,` base64 HMAC-SHA256 of `id.timestamp.body` keyed by the endpoint\'s whsec_ secret). '
  + 'It is sent after the change commits; a 2xx within the timeout (10 s) is delivered; anything else is retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h '
  + 'and once more 24 h after the first try, then marked failed (it stays in the log and can be redelivered).';

/** How a receiver knows a delivery is Roost's: the Standard Webhooks signature. */
export const WEBHOOK_SIGNATURE = {
  type: 'apiKey', in: 'header', name: 'webhook-signature',
  description: '`v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` keyed by the endpoint\'s secret (base64 after `whsec_`); verify with any Standard Webhooks library',
};
