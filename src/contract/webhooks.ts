import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES } from '../domain/webhooks/events.js';

/**
 * Webhooks (issue 15 §3): HTTPS endpoints a host (their listings) or the operators (the whole
 * Roost) register for events. Deliveries follow Standard Webhooks: headers `webhook-id` (the
 * event's `msg_…` id, the same on every retry), `webhook-timestamp` (Unix seconds of the try) and
 * `webhook-signature` (`v1,<base64 HMAC-SHA256 of "id.timestamp.body">` keyed by the endpoint's
 * `whsec_…` secret); the body is `{type, timestamp, data}` (see WebhookEnvelopeSchema).
 */

export { WEBHOOK_EVENT_TYPES };
export const WebhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventTypeName = z.infer<typeof WebhookEventTypeSchema>;

export const WEBHOOK_LIMITS = { url: 2000, description: 200, endpointsPerOwner: 10 } as const;

const Url = z.string().trim().min(1, 'Enter the address events should be sent to.').max(WEBHOOK_LIMITS.url)
  .refine((s) => URL.canParse(s) && ['https:', 'http:'].includes(new URL(s).protocol), 'must be an https:// address (or http:// where the operator allows private addresses)');
const EventTypes = z.array(WebhookEventTypeSchema).min(1, 'Choose at least one event.').max(WEBHOOK_EVENT_TYPES.length)
  .transform((types) => [...new Set(types)]);
const Description = z.string().trim().max(WEBHOOK_LIMITS.description, `Use at most ${WEBHOOK_LIMITS.description} characters.`);

export const CreateWebhookBodySchema = z.strictObject({ url: Url, eventTypes: EventTypes, description: Description.optional() });
export type CreateWebhookBody = z.infer<typeof CreateWebhookBodySchema>;

export const UpdateWebhookBodySchema = z.strictObject({
  url: Url.optional(), eventTypes: EventTypes.optional(), description: Description.optional(), enabled: z.boolean().optional(),
});
export type UpdateWebhookBody = z.infer<typeof UpdateWebhookBodySchema>;

export const WebhookEndpointSchema = z.object({
  id: z.string(),
  scope: z.enum(['host', 'operator']),
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(WebhookEventTypeSchema),
  enabled: z.boolean(),
  createdAt: z.string(),
  /** The last delivery's outcome, for the list: null before any. */
  lastDelivery: z.object({ status: z.enum(['pending', 'delivered', 'failed']), at: z.string(), statusCode: z.number().int().nullable() }).nullable(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

export const WebhookListSchema = z.object({ endpoints: z.array(WebhookEndpointSchema) });
export type WebhookList = z.infer<typeof WebhookListSchema>;

/** Creating an endpoint or rotating its secret: the only answers that carry the secret. */
export const WebhookWithSecretSchema = WebhookEndpointSchema.extend({
  secret: z.string().describe('`whsec_` and the base64 key: verify deliveries with it (shown once)'),
});
export type WebhookWithSecret = z.infer<typeof WebhookWithSecretSchema>;

/**
 * Why a webhook attempt failed (the server's English sentence is `error`): the address, the
 * network, or the receiver's answer (not 2xx, redirects included). Named as feed errors are.
 */
export const WEBHOOK_ERROR_CODES = [
  'bad_address', 'private_address', 'no_such_host', 'connection_refused', 'certificate', 'timeout', 'unreachable', 'http_status',
] as const;
export type WebhookErrorCode = (typeof WEBHOOK_ERROR_CODES)[number];

export const WebhookAttemptSchema = z.object({
  at: z.string(),
  statusCode: z.number().int().nullable(),
  /** Why no answer came (a timeout, a refused address), in English, or null. */
  error: z.string().nullable(),
  /** What kind of failure it was, for wording it in the reader's language; null when it worked or for attempts recorded before codes were. */
  errorCode: z.enum(WEBHOOK_ERROR_CODES).nullable(),
  /** The first 1 000 characters of what the receiver answered. */
  response: z.string().nullable(),
  durationMs: z.number().int(),
  byHand: z.boolean(),
});

export const WebhookDeliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  /** The signed body, exactly as sent. */
  payload: z.string(),
  /** Every try, oldest first. */
  log: z.array(WebhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WebhookDeliveriesQuerySchema = z.strictObject({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type WebhookDeliveriesQuery = z.infer<typeof WebhookDeliveriesQuerySchema>;

export const WebhookDeliveriesSchema = z.object({ items: z.array(WebhookDeliverySchema), nextCursor: z.string().nullable() });
export type WebhookDeliveries = z.infer<typeof WebhookDeliveriesSchema>;

/* ---- What receivers get (documentation, and the tests' check of real bodies) ---- */

export const BookingEventDataSchema = z.object({
  bookingId: z.string(), listingId: z.string(), listingTitle: z.string(),
  status: z.string().describe('the booking status now: requested, confirmed, declined, expired, withdrawn, cancelled_by_guest, cancelled_by_host, completed'),
  previousStatus: z.string().nullable(),
  checkIn: z.string(), checkOut: z.string(),
  guests: z.object({ adults: z.number().int(), children: z.number().int(), infants: z.number().int(), pets: z.number().int() }),
  total: z.number().int().describe('in minor units of `currency`'), currency: z.string(),
  guestName: z.string().nullable().describe('null once the guest deleted their account'),
});
export const ListingEventDataSchema = z.object({
  listingId: z.string(), title: z.string(), status: z.string(), previousStatus: z.string(), url: z.string(),
});
export const MessageEventDataSchema = z.object({
  messageId: z.string(), conversationId: z.string(), listingId: z.string(), senderId: z.string(),
  senderRole: z.enum(['guest', 'host']), recipientId: z.string(), body: z.string(), sentAt: z.string(),
});
export const ReviewEventDataSchema = z.object({
  reviewId: z.string(), bookingId: z.string(), listingId: z.string(), direction: z.enum(['guest_to_listing', 'host_to_guest']),
  rating: z.number().int(), body: z.string(), publishedAt: z.string(),
});

export const WebhookEnvelopeSchema = z.object({
  type: z.string().describe(`one of ${WEBHOOK_EVENT_TYPES.join(', ')}, or webhook.ping (a test sent by hand)`),
  timestamp: z.string().describe('when the event happened (ISO 8601)'),
  data: z.union([BookingEventDataSchema, ListingEventDataSchema, MessageEventDataSchema, ReviewEventDataSchema, z.object({ endpointId: z.string() })]),
});
export type WebhookEnvelope = z.infer<typeof WebhookEnvelopeSchema>;
