import type { AvailabilityResponse } from '../../../contract/listing';
import { addDays, daysBetween } from './isoDates';

/**
 * Which stays the calendar lets a guest pick. The server has the last word (the quote call
 * validates again); this only keeps the calendar from offering dates that cannot work.
 *
 * A stay [checkIn, checkOut) needs every night from checkIn up to the night before checkOut
 * to be available, a night count within minNights…maxNights, and a check-in no earlier than
 * the listing's today nor later than the booking horizon. The check-out day itself may be
 * unavailable as a night: the guest leaves that morning.
 */
export type StayRules = {
  today: string;
  /** Last allowed check-in (today + booking horizon). */
  lastCheckIn: string;
  minNights: number;
  maxNights: number;
  /** For each date with an available night: how many available nights follow in a row, it included. */
  runFrom: Map<string, number>;
};

export const BOOKING_HORIZON_DAYS = 365;

export function buildStayRules(
  availability: Pick<AvailabilityResponse, 'minNights' | 'maxNights'> & { nights: ReadonlyArray<{ date: string; available: boolean }> },
  today: string,
  horizonDays = BOOKING_HORIZON_DAYS,
): StayRules {
  const nights = [...availability.nights].sort((a, b) => (a.date < b.date ? -1 : 1));
  const runFrom = new Map<string, number>();
  let run = 0;
  let next: string | null = null;
  for (let i = nights.length - 1; i >= 0; i--) {
    const n = nights[i];
    // A gap in the data (a date the server did not describe) ends a run: unknown is not available.
    const contiguous = next !== null && addDays(n.date, 1) === next;
    run = n.available ? (contiguous ? run + 1 : 1) : 0;
    if (run > 0) runFrom.set(n.date, run);
    next = n.available ? n.date : null;
  }
  return {
    today,
    lastCheckIn: addDays(today, horizonDays),
    minNights: Math.max(1, availability.minNights),
    maxNights: Math.max(availability.minNights, availability.maxNights),
    runFrom,
  };
}

/**
 * Rules that offer any stay from today up to the horizon, for a calendar not tied to one listing
 * (a wishlist's dates): each listing's own limits are checked by the server, which says per stay
 * why it does not fit.
 */
export function openStayRules(today: string, maxNights = 30, horizonDays = BOOKING_HORIZON_DAYS): StayRules {
  const nights = Array.from({ length: horizonDays + maxNights + 1 }, (_, i) => ({ date: addDays(today, i), available: true }));
  return buildStayRules({ nights, minNights: 1, maxNights }, today, horizonDays);
}

export type StayProblem = 'past' | 'beyond_horizon' | 'order' | 'too_short' | 'too_long' | 'unavailable';

/** Why a stay cannot be booked, or null when the calendar allows it. */
export function stayProblem(rules: StayRules, checkIn: string, checkOut: string): StayProblem | null {
  if (checkIn < rules.today) return 'past';
  if (checkIn > rules.lastCheckIn) return 'beyond_horizon';
  const n = daysBetween(checkIn, checkOut);
  if (n < 1) return 'order';
  if (n < rules.minNights) return 'too_short';
  if (n > rules.maxNights) return 'too_long';
  if ((rules.runFrom.get(checkIn) ?? 0) < n) return 'unavailable';
  return null;
}

export function isAllowedStay(rules: StayRules, checkIn: string, checkOut: string): boolean {
  return stayProblem(rules, checkIn, checkOut) === null;
}

/** A date can start a stay when at least minNights available nights follow it. */
export function canCheckIn(rules: StayRules, date: string): boolean {
  return date >= rules.today && date <= rules.lastCheckIn && (rules.runFrom.get(date) ?? 0) >= rules.minNights;
}

/** The earliest and latest check-out for a check-in, or null if none works. */
export function checkOutWindow(rules: StayRules, checkIn: string): { first: string; last: string } | null {
  if (!canCheckIn(rules, checkIn)) return null;
  const run = rules.runFrom.get(checkIn) ?? 0;
  return { first: addDays(checkIn, rules.minNights), last: addDays(checkIn, Math.min(run, rules.maxNights)) };
}

/**
 * The calendar's "is this cell unavailable" test. Before a first click, a cell is offered if it
 * can start a stay (or lies within the chosen stay, so the whole range still shows as selected).
 * After a first click on `anchor`, a cell is offered only if the stay between it and the
 * anchor is allowed, whichever of the two comes first.
 */
export function isCalendarDateUnavailable(
  rules: StayRules,
  date: string,
  anchor: string | null,
  selected: { checkIn: string; checkOut: string } | null,
): boolean {
  if (anchor) {
    if (date === anchor) return false;
    return date > anchor ? !isAllowedStay(rules, anchor, date) : !isAllowedStay(rules, date, anchor);
  }
  // Every day of the chosen stay stays selectable, or React Aria would not draw it as selected.
  if (selected && date >= selected.checkIn && date <= selected.checkOut) return false;
  return !canCheckIn(rules, date);
}
