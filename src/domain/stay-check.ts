import { addDays, nightsBetween, todayIn } from './dates.js';

/** Why a stay cannot be booked, in the API's words: an error code, a sentence and the field at fault. */
export type StayProblem = {
  code: 'VALIDATION_FAILED' | 'STAY_TOO_SHORT' | 'STAY_TOO_LONG' | 'TOO_MANY_GUESTS' | 'DATES_UNAVAILABLE';
  message: string;
  details: Record<string, string>;
};

export type StayListing = { timeZone: string; minNights: number; maxNights: number; maxGuests: number };
export type StayAsked = { checkin: string; checkout: string; guests: number };

/**
 * The stay rules of SPEC §5 a quote, a booking and a wishlist share, in the order a guest should
 * hear them: check-in not past and within the horizon (in the listing's zone), nights within
 * min…max, guests within the maximum, and (`busy`: a held booking or a block touches a night)
 * every night free. Null when the stay can be booked.
 */
export function stayProblem(l: StayListing, q: StayAsked, now: Date, horizonDays: number, busy = false): StayProblem | null {
  const today = todayIn(l.timeZone, now);
  if (q.checkin < today) {
    return { code: 'VALIDATION_FAILED', message: 'Check-in cannot be in the past.', details: { checkin: `must be ${today} or later` } };
  }
  if (q.checkin > addDays(today, horizonDays)) {
    return { code: 'VALIDATION_FAILED', message: `Check-in can be at most ${horizonDays} days ahead.`, details: { checkin: 'is too far ahead' } };
  }
  const nights = nightsBetween(q.checkin, q.checkout);
  if (nights < l.minNights) {
    return { code: 'STAY_TOO_SHORT', message: `This place needs a stay of at least ${l.minNights} nights.`, details: { checkout: `at least ${l.minNights} nights` } };
  }
  if (nights > l.maxNights) {
    return { code: 'STAY_TOO_LONG', message: `This place takes stays of at most ${l.maxNights} nights.`, details: { checkout: `at most ${l.maxNights} nights` } };
  }
  if (q.guests > l.maxGuests) {
    return { code: 'TOO_MANY_GUESTS', message: `This place sleeps at most ${l.maxGuests} guests.`, details: { guests: `at most ${l.maxGuests}` } };
  }
  if (busy) {
    return { code: 'DATES_UNAVAILABLE', message: 'Some of those nights are already taken. Try other dates.', details: { checkin: 'not available for these dates' } };
  }
  return null;
}
