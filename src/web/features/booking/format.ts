import type { BookingStatusName } from '../../../contract/booking';

export type GuestCounts = { adults: number; children: number; infants: number; pets: number };

/** The guests a /book link carries (`guests` = adults + children from the booking box) as adults. */
export function guestCountsFromQuery(params: URLSearchParams, maxGuests: number): GuestCounts {
  const n = (k: string) => {
    const v = Number.parseInt(params.get(k) ?? '', 10);
    return Number.isFinite(v) && v >= 0 ? v : 0;
  };
  const cap = Math.max(1, maxGuests);
  const adults = Math.min(Math.max(n('adults') || n('guests') || 1, 1), cap);
  const children = Math.min(n('children'), cap - adults);
  return { adults, children, infants: Math.min(n('infants'), 5), pets: Math.min(n('pets'), 10) };
}

/** Hours and minutes until `expiresAt` (never negative): how long a host has left to answer. */
export function timeLeft(expiresAt: string, now: number): { hours: number; minutes: number; over: boolean } {
  const ms = Date.parse(expiresAt) - now;
  if (!Number.isFinite(ms) || ms <= 0) return { hours: 0, minutes: 0, over: true };
  const totalMinutes = Math.ceil(ms / 60_000);
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60, over: false };
}

export type StatusTone = 'success' | 'warning' | 'neutral' | 'danger';

/** How a status reads at a glance: confirmed is good news, a request waits, cancellations warn. */
export function statusTone(status: BookingStatusName): StatusTone {
  switch (status) {
    case 'confirmed':
    case 'completed':
      return 'success';
    case 'requested':
      return 'warning';
    case 'cancelled_by_guest':
    case 'cancelled_by_host':
    case 'declined':
      return 'danger';
    default:
      return 'neutral';
  }
}
