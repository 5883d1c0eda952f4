import type { BookingStatus } from '../booking/states.js';
import type { ListingStatus } from '../listing/states.js';

/**
 * The events a webhook endpoint can subscribe to (issue 15 §3). Names are `<resource>.<what
 * happened>`, the Standard Webhooks convention; `webhook.ping` is only ever sent by hand (a test).
 */
export const WEBHOOK_EVENT_TYPES = [
  'booking.requested', 'booking.confirmed', 'booking.declined', 'booking.cancelled', 'booking.completed',
  'listing.published', 'listing.unlisted',
  'message.received',
  'review.published',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const PING_EVENT = 'webhook.ping';

/**
 * The event a booking entering `to` announces. A withdrawn request is a cancellation by the guest
 * and an expired one a decline by nobody: the payload's `status` tells them apart.
 */
export function bookingEventType(to: BookingStatus): WebhookEventType {
  switch (to) {
    case 'requested': return 'booking.requested';
    case 'confirmed': return 'booking.confirmed';
    case 'declined': case 'expired': return 'booking.declined';
    case 'withdrawn': case 'cancelled_by_guest': case 'cancelled_by_host': return 'booking.cancelled';
    case 'completed': return 'booking.completed';
  }
}

/** The event a listing moving from `from` to `to` announces, if any (edits inside a state announce nothing). */
export function listingEventType(from: ListingStatus, to: ListingStatus | null): WebhookEventType | null {
  if (to === from) return null;
  if (to === 'published') return 'listing.published';
  if (to === 'unlisted') return 'listing.unlisted';
  return null;
}
