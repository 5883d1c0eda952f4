import { WEBHOOK_ERROR_CODES, type WebhookDelivery, type WebhookEndpoint, type WebhookErrorCode } from '../../../contract/webhooks.js';
import type { DeliveryRow, EndpointRow } from './repo.js';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
/** A stored code this version knows, else null (the interface then shows the English sentence). */
const errorCodeOf = (c: string | null): WebhookErrorCode | null => ((WEBHOOK_ERROR_CODES as readonly string[]).includes(c ?? '') ? c as WebhookErrorCode : null);

export function toEndpoint(r: EndpointRow): WebhookEndpoint {
  const last = r.last_delivery ? JSON.parse(r.last_delivery) as { status: 'pending' | 'delivered' | 'failed'; at: string; statusCode: number | null } : null;
  return {
    id: r.id, scope: r.scope, url: r.url, description: r.description, eventTypes: r.event_types as WebhookEndpoint['eventTypes'],
    enabled: r.enabled, createdAt: iso(r.created_at)!, lastDelivery: last && { ...last, at: iso(last.at)! },
  };
}

type AttemptRow = {
  delivery_id: string; at: Date; status_code: number | null; error: string | null; error_code: string | null; response: string | null; duration_ms: number; by_hand: boolean };

export function toDelivery(r: DeliveryRow, attempts: AttemptRow[]): WebhookDelivery {
  return {
    id: r.id, eventId: r.event_id, eventType: r.event_type, status: r.status, attempts: r.attempts,
    nextAttemptAt: r.status === 'pending' ? iso(r.next_attempt_at) : null,
    createdAt: iso(r.created_at)!, deliveredAt: iso(r.delivered_at), payload: r.payload,
    log: attempts.filter((a) => a.delivery_id === r.id).map((a) => ({
      at: iso(a.at)!, statusCode: a.status_code, error: a.error, errorCode: errorCodeOf(a.error_code), response: a.response, durationMs: a.duration_ms, byHand: a.by_hand,
    })),
  };
}
