import type { BookingNotificationPayload } from '../../../contract/notifications.js';

/** What every notification e-mail's words are made of. */

export type Site = { siteName: string; publicUrl: string };

const DAY = new Intl.DateTimeFormat('en', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
/** A calendar date (YYYY-MM-DD) as "Thu, 12 Mar 2026", whatever the server's zone. */
export const day = (iso: string) => DAY.format(new Date(`${iso}T12:00:00Z`));

export function bookingUrl(publicUrl: string, p: Pick<BookingNotificationPayload, 'bookingId' | 'role'>): string {
  const base = publicUrl.replace(/\/$/, '');
  return p.role === 'guest' ? `${base}/trips/${p.bookingId}` : `${base}/host/reservations/${p.bookingId}`;
}

/** What one e-mail says; `url` defaults to the booking's page for the reader's side. */
export type Words = { subject: string; heading: string; lines: string[]; action: string; url?: string; footnote?: string };
