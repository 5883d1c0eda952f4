import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { BookingEvent, BookingStatus } from '../../../domain/booking/states.js';
import * as repo from './repo.js';
import { transitionNotices } from './notify.js';
import { endpointsHear, queueWebhookEvent } from '../webhooks/index.js';
import { bookingEventType } from '../../../domain/webhooks/events.js';

/**
 * Every booking transition goes through here, inside its transaction: the history row, the audit
 * event, the notifications to the side that should hear of it, and the webhook event (the
 * listing's host's endpoints and the operators'), all sent only once the transaction commits.
 * Returns how many webhook deliveries it queued: the caller wakes the sender after its commit when
 * there are any (most Roosts have no endpoints, and a booking's wake would only look and find none).
 */
export async function recordTransition(db: Kysely<DB>, e: {
  bookingId: string; actorId: string | null; from: BookingStatus | null; to: BookingStatus; event: BookingEvent;
  reason: string | null; at: Date; details?: Record<string, unknown>; refund?: number;
  /** The listing's host: whose webhook endpoints hear of it. */
  hostId: string;
  /** For a completion: the review window it opens (the review request names its deadline). */
  reviewWindow?: { closesAt: Date; lastDay: string };
  /** The booking as it stands after the change, when the caller has just read it: not read again. */
  row?: repo.BookingFullRow;
}): Promise<number> {
  const notices = await transitionNotices(db, {
    bookingId: e.bookingId, event: e.event, to: e.to, note: e.actorId ? e.reason : null, actorId: e.actorId, refund: e.refund, at: e.at, reviewWindow: e.reviewWindow,
  }, e.row);
  const type = bookingEventType(e.to);
  // The history, the audit event and the notices in one statement, which also asks whether any
  // endpoint hears the event; its payload is read only then (most Roosts have none).
  const heard = await repo.recordTransition(db, e, notices, endpointsHear(type, e.hostId));
  return queueWebhookEvent(db, {
    type, hostId: e.hostId, at: e.at, heard,
    data: async () => {
      const row = e.row ?? await repo.findBooking(db, e.bookingId);
      return row && {
        bookingId: row.id, listingId: row.listing_id, listingTitle: row.title, status: e.to, previousStatus: e.from,
        checkIn: row.check_in, checkOut: row.check_out,
        guests: { adults: row.adults, children: row.children, infants: row.infants, pets: row.pets },
        total: row.total, currency: row.currency, guestName: row.guest_name,
      };
    },
  });
}
