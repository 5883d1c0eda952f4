import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.js';
import type { WebhookEventType } from '../../../domain/webhooks/events.js';
import type {
  BookingEventDataSchema, ListingEventDataSchema, MessageEventDataSchema, ReviewEventDataSchema,
} from '../../../contract/webhooks.js';
import { enqueueEvent, hasSubscribers } from './repo.js';

/** What each event carries in `data` (documented in the contract and decision 0025). */
type DataOf = {
  'booking.requested': z.infer<typeof BookingEventDataSchema>;
  'booking.confirmed': z.infer<typeof BookingEventDataSchema>;
  'booking.declined': z.infer<typeof BookingEventDataSchema>;
  'booking.cancelled': z.infer<typeof BookingEventDataSchema>;
  'booking.completed': z.infer<typeof BookingEventDataSchema>;
  'listing.published': z.infer<typeof ListingEventDataSchema>;
  'listing.unlisted': z.infer<typeof ListingEventDataSchema>;
  'message.received': z.infer<typeof MessageEventDataSchema>;
  'review.published': z.infer<typeof ReviewEventDataSchema>;
};

export const newEventId = () => `msg_${randomUUID().replaceAll('-', '')}`;

export const envelope = (type: string, at: Date, data: unknown) => JSON.stringify({ type, timestamp: at.toISOString(), data });

/**
 * Queues an event for every endpoint that should hear it, in the caller's transaction (the
 * outbox): the deliveries exist exactly when the change does, and are sent after it commits.
 * `hostId`: the host whose endpoints hear it (the listing's host; for a message, its recipient
 * when that is the host), or null for operators' endpoints only. The caller wakes the sender
 * after its commit (wakeWebhookDelivery); the sender's own schedule picks up anything else.
 */
export async function queueWebhookEvent<T extends WebhookEventType>(db: Kysely<DB>, e: {
  type: T; hostId: string | null; at: Date;
  /** The payload, or a function that reads it: called only when some endpoint will hear the event. */
  data: DataOf[T] | (() => Promise<DataOf[T] | null>);
  /** Whether an endpoint hears it, when the caller already asked (`endpointsHear` in its own statement). */
  heard?: boolean;
}): Promise<number> {
  let data = e.data;
  if (typeof data === 'function') {
    if (!(e.heard ?? await hasSubscribers(db, e.type, e.hostId))) return 0;
    const read = await data();
    if (!read) return 0;
    data = read;
  }
  return enqueueEvent(db, { eventId: newEventId(), type: e.type, hostId: e.hostId, payload: envelope(e.type, e.at, data), at: e.at });
}
