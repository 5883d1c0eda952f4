import { isIsoDate } from './isoDates';

/**
 * Dates and guests live in the URL query (`checkin`, `checkout`, `guests`) so a shared link, a
 * reload or a card from search restores them. Malformed values are ignored rather than shown.
 */
export type StayParams = { checkIn: string | null; checkOut: string | null; guests: number };

export function readStayParams(params: URLSearchParams, maxGuests: number): StayParams {
  const rawIn = params.get('checkin');
  const rawOut = params.get('checkout');
  const checkIn = isIsoDate(rawIn) ? rawIn : null;
  const checkOut = checkIn && isIsoDate(rawOut) && rawOut > checkIn ? rawOut : null;
  const g = Number.parseInt(params.get('guests') ?? '', 10);
  const guests = Number.isFinite(g) ? Math.min(Math.max(g, 1), Math.max(1, maxGuests)) : 1;
  return { checkIn, checkOut, guests };
}

/** A copy of `params` with the stay written in; empty values are removed, other keys kept. */
export function writeStayParams(params: URLSearchParams, stay: Partial<StayParams>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (k: string, v: string | null | undefined) => (v ? next.set(k, v) : next.delete(k));
  if ('checkIn' in stay) set('checkin', stay.checkIn);
  if ('checkOut' in stay) set('checkout', stay.checkOut);
  if ('guests' in stay) set('guests', stay.guests && stay.guests > 1 ? String(stay.guests) : null);
  return next;
}
