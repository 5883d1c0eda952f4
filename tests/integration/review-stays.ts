import { expect } from 'vitest';
import type { TestApp } from './harness';
import { insertListing } from './factories';
import type { Member } from './members';

/**
 * Stays to review, made through the real booking API. Montevideo is UTC−3 all year, so a stay
 * checking out on 2026-12-13 completes at 03:00 UTC that day and its 14-day review window
 * closes at 03:00 UTC on 2026-12-27 (the last day to write is the 26th, local).
 */
export const BOOKED_AT = '2026-11-21T12:00:00Z';
export const STAY = { checkIn: '2026-12-10', checkOut: '2026-12-13' };
export const BEFORE_COMPLETION = '2026-12-13T02:59:59Z';
export const COMPLETED = '2026-12-13T12:00:00Z';
export const LAST_SECOND = '2026-12-27T02:59:59Z';
export const CLOSES = '2026-12-27T03:00:00.000Z';

let n = 0;

/** A listing of `host` booked (instant) by `guest` for STAY; the clock is left at BOOKED_AT. */
export async function bookedStay(t: TestApp, host: Member, guest: Member, o: { title?: string } = {}) {
  t.setNow(BOOKED_AT);
  const title = o.title ?? `Casa del Puerto ${++n}`;
  const l = await insertListing(t.database, host.id, { title, instantBook: true });
  const res = await guest.a.post('/api/v1/bookings', { listingId: l.id, ...STAY, adults: 2, acceptRules: true });
  expect(res.status, 'booking the stay').toBe(201);
  const { id } = (await res.json()) as { id: string };
  return { bookingId: id, listingId: l.id, title };
}

export const CATEGORIES = { cleanliness: 5, accuracy: 4, checkIn: 5, communication: 5, location: 3, value: 4 };
export const guestReview = (over: Record<string, unknown> = {}) =>
  ({ rating: 5, categories: CATEGORIES, body: 'Lovely flat, great light, easy check-in.', ...over });
export const hostReview = (over: Record<string, unknown> = {}) => ({ rating: 4, body: 'Tidy, friendly guests. Welcome back.', ...over });

export const writeReview = (m: Member, bookingId: string, body: unknown) => m.a.post(`/api/v1/bookings/${bookingId}/review`, body);
export const readReviews = async (m: Member, bookingId: string) => {
  const res = await m.a.fetch(`/api/v1/bookings/${bookingId}/review`);
  expect(res.status).toBe(200);
  return res.json();
};

export async function errorOf(res: Response) {
  const body = (await res.json()) as { error: { code: string; message: string; details?: Record<string, string> } };
  return { status: res.status, code: body.error.code, details: body.error.details ?? {} };
}
