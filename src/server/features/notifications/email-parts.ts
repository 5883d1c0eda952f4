import type {
  BookingNotificationKind, BookingNotificationPayload, MessagesUnreadPayload, ReportNotificationPayload, ReviewNotificationKind,
  ReviewNotificationPayload,
} from '../../../contract/notifications.js';

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

/** "1 new message", "3 new messages": a count and the noun that goes with it. */
export const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * One language's words for the notification e-mails: English in emails.ts, Spanish in
 * emails-es.ts. The e-mails are put together once, from these, in emails.ts (a notification)
 * and message-emails.ts (unread messages); delivery.ts picks the recipient's language.
 */
export type EmailLanguage = {
  /** The layout's language (its frame and `<html lang>`). */
  locale: 'en' | 'es';
  booking(kind: BookingNotificationKind, p: BookingNotificationPayload): Words;
  review(kind: ReviewNotificationKind, p: ReviewNotificationPayload, site: Site): Words;
  report(p: ReportNotificationPayload, site: Site): Words & { url: string };
  /** A member who deleted their account, where the payload says `otherFormer` (decision 0040). */
  formerMember: string;
  /** The footnote of an e-mail about a booking. */
  bookingFootnote(siteName: string): string;
  unread: {
    /** "2 new messages". */
    messages(n: number): string;
    subjectFrom(messages: string, name: string): string;
    subjectIn(messages: string, conversations: number): string;
    line(c: MessagesUnreadPayload['conversations'][number], messages: string): string;
    heading: string;
    reply: string;
    openInbox: string;
    footnote(siteName: string, delayMinutes: number): string;
  };
};
