import type { BookingAction, BookingListItem, BookingView } from '../../../contract/booking.js';
import { availableActions, type ActorKind, type BookingStatus } from '../../../domain/booking/states.js';
import { refundFor } from '../../../domain/booking/refund.js';
import { photoUrl, type PhotoMedia } from '../photos/view.js';
import type { BookingFullRow, BookingRow, EventRow } from './repo.js';
import { nameOf } from '../account/index.js';
import { reasonCodeOf } from './reasons.js';

export type ViewerRole = 'guest' | 'host' | 'admin';

/** The viewer's side of a booking, or null when they may not see it at all (then: 404). */
export function roleOf(row: Pick<BookingRow, 'guest_id' | 'host_id'>, user: { id: string; role: string }): ViewerRole | null {
  if (row.host_id === user.id) return 'host';
  if (row.guest_id === user.id) return 'guest';
  if (user.role === 'admin') return 'admin';
  return null;
}

const ACTIONS: readonly string[] = ['accept', 'decline', 'withdraw', 'cancel'] satisfies BookingAction[];

export function actionsFor(status: BookingStatus, role: ViewerRole): BookingAction[] {
  if (role === 'admin') return [];
  return availableActions(status, role).filter((e): e is BookingAction => ACTIONS.includes(e));
}

/** What cancelling at `now` would refund; the same call the cancel action makes. */
export function refundNow(row: BookingRow, by: 'guest' | 'host', now: Date) {
  return refundFor({
    policy: row.cancellation_policy, price: row.price, checkIn: row.check_in, timeZone: row.time_zone,
    checkInTime: row.check_in_from, cancelledAt: now, by,
  });
}

function actorKind(e: EventRow, row: BookingRow): ActorKind {
  if (!e.actor_id) return 'system';
  if (e.actor_id === row.host_id) return 'host';
  if (e.actor_id === row.guest_id) return 'guest';
  return 'admin';
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function toListItem(row: BookingFullRow, role: ViewerRole, now: Date, media: PhotoMedia): BookingListItem {
  const actions = actionsFor(row.status, role);
  // The exact place is for the host and for a guest whose stay is (or was) confirmed.
  const revealPlace = role === 'host' || (role === 'guest' && (row.status === 'confirmed' || row.status === 'completed'));
  const widths = (row.photo_variants ?? []).map(Number).sort((a, b) => a - b);
  const width = widths.find((w) => w >= 640) ?? widths.at(-1);
  return {
    id: row.id,
    status: row.status,
    viewerRole: role,
    listing: {
      id: row.listing_id,
      title: row.title,
      city: row.city,
      country: row.country,
      timeZone: row.time_zone,
      photoUrl: row.photo_key && width ? photoUrl(media, row.photo_key, width) : null,
      checkInFrom: row.check_in_from,
      checkOutBy: row.check_out_by,
      cancellationPolicy: row.cancellation_policy,
      address: revealPlace
        ? { street: row.street, city: row.city, region: row.region, postalCode: row.postal_code, country: row.country }
        : null,
      location: revealPlace && row.lat !== null && row.lng !== null ? { lat: Number(row.lat), lng: Number(row.lng) } : null,
    },
    guest: { id: row.guest_id, ...nameOf(row.guest_name, 'guest') },
    host: { id: row.host_id, ...nameOf(row.host_name, 'host') },
    checkIn: row.check_in,
    checkOut: row.check_out,
    guests: { adults: row.adults, children: row.children, infants: row.infants, pets: row.pets },
    currency: row.currency,
    price: row.price,
    total: row.total,
    messageToHost: row.message_to_host,
    expiresAt: iso(row.expires_at),
    refundAmount: row.refund_amount,
    createdAt: iso(row.created_at)!,
    availableActions: actions,
    cancelPreview: actions.includes('cancel') && role !== 'admin' ? refundNow(row, role, now) : null,
  };
}

export function toView(row: BookingFullRow, events: EventRow[], role: ViewerRole, now: Date, media: PhotoMedia): BookingView {
  return {
    ...toListItem(row, role, now, media),
    history: events.map((e) => {
      const kind = actorKind(e, row);
      return {
        actor: { kind, name: e.actor_id ? e.actor_name : null },
        at: iso(e.at)!,
        from: e.from_status,
        to: e.to_status,
        reason: e.reason,
        reasonCode: reasonCodeOf(e.reason, kind),
      };
    }),
  };
}
