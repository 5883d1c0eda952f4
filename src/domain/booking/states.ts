/**
 * The booking state machine (SPEC §4): the one module that knows booking states, the events that
 * move between them and who may fire each. The server asks `transition` before every change and
 * answers 409 INVALID_TRANSITION when it refuses; UIs ask `availableActions` which buttons to show.
 */
import { startOfDayIn, zonedInstant } from './zonedTime.js';

export const BOOKING_STATUSES = [
  'requested',
  'confirmed',
  'declined',
  'withdrawn',
  'expired',
  'cancelled_by_guest',
  'cancelled_by_host',
  'completed',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** States that keep the listing's nights taken; every other state frees them. */
export const HOLDING_STATUSES = ['requested', 'confirmed'] as const satisfies readonly BookingStatus[];

export function holdsDates(status: BookingStatus): boolean {
  return (HOLDING_STATUSES as readonly BookingStatus[]).includes(status);
}

export const BOOKING_EVENTS = ['book_instant', 'request', 'accept', 'decline', 'withdraw', 'expire', 'cancel', 'complete'] as const;
export type BookingEvent = (typeof BOOKING_EVENTS)[number];

export const ACTOR_KINDS = ['guest', 'host', 'system', 'admin'] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];
/** Who fires an event. Callers may pass a richer object (ids for the status history). */
export type BookingActor = { kind: ActorKind };

type Rule = { from: BookingStatus | null; event: BookingEvent; actor: ActorKind; to: BookingStatus };

/**
 * SPEC §4's table, row for row. `from: null` is a booking being created. Admins appear nowhere:
 * the spec lets them read all bookings, not change them. `cancel` is one event whose outcome
 * depends on who cancels, so the status alone records who bears the refund policy.
 */
export const BOOKING_TRANSITIONS: readonly Rule[] = [
  { from: null, event: 'book_instant', actor: 'guest', to: 'confirmed' },
  { from: null, event: 'request', actor: 'guest', to: 'requested' },
  { from: 'requested', event: 'accept', actor: 'host', to: 'confirmed' },
  { from: 'requested', event: 'decline', actor: 'host', to: 'declined' },
  { from: 'requested', event: 'withdraw', actor: 'guest', to: 'withdrawn' },
  { from: 'requested', event: 'expire', actor: 'system', to: 'expired' },
  { from: 'confirmed', event: 'cancel', actor: 'guest', to: 'cancelled_by_guest' },
  { from: 'confirmed', event: 'cancel', actor: 'host', to: 'cancelled_by_host' },
  { from: 'confirmed', event: 'complete', actor: 'system', to: 'completed' },
];

/**
 * Why a transition was refused: `not_from_state` when nobody may fire the event from that state
 * (e.g. cancelling a declined booking), `not_for_actor` when someone else could (a guest accepting).
 * Both are 409 INVALID_TRANSITION; ownership (is this the booking's guest?) is the server's 403.
 */
export type TransitionRefusal = 'not_from_state' | 'not_for_actor';

export type TransitionResult = { ok: true; to: BookingStatus } | { ok: false; reason: TransitionRefusal };

export function transition(from: BookingStatus | null, event: BookingEvent, actor: BookingActor): TransitionResult {
  const forEvent = BOOKING_TRANSITIONS.filter((r) => r.from === from && r.event === event);
  if (forEvent.length === 0) return { ok: false, reason: 'not_from_state' };
  const rule = forEvent.find((r) => r.actor === actor.kind);
  return rule ? { ok: true, to: rule.to } : { ok: false, reason: 'not_for_actor' };
}

/** The events an actor may fire on a booking in `status`, in table order (guest on requested → ['withdraw']). */
export function availableActions(status: BookingStatus, actorKind: ActorKind): BookingEvent[] {
  return BOOKING_TRANSITIONS.filter((r) => r.from === status && r.actor === actorKind).map((r) => r.event);
}

/**
 * When an unanswered request expires: `expiryHours` after it was made, or when check-in is
 * reached, whichever is sooner. Check-in is the start of the check-in day in the listing's zone,
 * or the listing's check-in time that day when `checkInTime` ('HH:MM', its checkInFrom) is given.
 * A request made on its check-in day without a checkInTime therefore expires at once: the server
 * should pass checkInTime or refuse same-day requests.
 */
export function requestExpiresAt(
  createdAt: Date,
  checkIn: string,
  timeZone: string,
  expiryHours = 24,
  checkInTime?: string,
): Date {
  const byAge = createdAt.getTime() + expiryHours * 3_600_000;
  const byCheckIn = (checkInTime ? zonedInstant(checkIn, checkInTime, timeZone) : startOfDayIn(checkIn, timeZone)).getTime();
  return new Date(Math.min(byAge, byCheckIn));
}

/**
 * When a confirmed booking becomes completed: the start of the check-out day in the listing's
 * zone. The `complete` event is due once `now >= completesAt` (the instant itself counts as
 * passed), which is also when the review window opens.
 */
export function completesAt(checkOut: string, timeZone: string): Date {
  return startOfDayIn(checkOut, timeZone);
}

/**
 * The system event a booking is due for at `now`, if any: the one place the rule "expire or
 * complete once the instant is reached (>=)" is written, so a scheduler job only loads and applies.
 */
export function dueSystemEvent(
  booking: { status: BookingStatus; expiresAt: Date | null; checkOut: string; timeZone: string },
  now: Date,
): 'expire' | 'complete' | null {
  if (booking.status === 'requested' && booking.expiresAt && now.getTime() >= booking.expiresAt.getTime()) return 'expire';
  if (booking.status === 'confirmed' && now.getTime() >= completesAt(booking.checkOut, booking.timeZone).getTime()) return 'complete';
  return null;
}
