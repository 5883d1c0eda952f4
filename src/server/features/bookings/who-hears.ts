import type { BookingEvent, BookingStatus } from '../../../domain/booking/states.js';
import type { NotificationKind } from '../../../contract/notifications.js';

export type Notice = { kind: NotificationKind; to: 'guest' | 'host' };

/**
 * Who is told about a booking transition, and as what. The side that acted already knows, so
 * it is the other side that hears; a system event (expiry) is news to both. Completion asks
 * both sides for their review.
 */
export function noticesFor(event: BookingEvent, to: BookingStatus): Notice[] {
  switch (event) {
    case 'request':
      return [{ kind: 'booking_requested', to: 'host' }];
    case 'book_instant':
      return [{ kind: 'booking_confirmed', to: 'host' }];
    case 'accept':
      return [{ kind: 'booking_accepted', to: 'guest' }];
    case 'decline':
      return [{ kind: 'booking_declined', to: 'guest' }];
    case 'withdraw':
      return [{ kind: 'booking_withdrawn', to: 'host' }];
    case 'expire':
      return [{ kind: 'booking_expired', to: 'guest' }, { kind: 'booking_expired', to: 'host' }];
    case 'cancel':
      return [{ kind: 'booking_cancelled', to: to === 'cancelled_by_host' ? 'guest' : 'host' }];
    case 'complete':
      return [{ kind: 'review_requested', to: 'guest' }, { kind: 'review_requested', to: 'host' }];
  }
}
