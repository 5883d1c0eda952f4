import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { BookingEvent, BookingStatus } from '../../../domain/booking/states.js';
import type { BookingNotificationKind, BookingNotificationPayload, ReviewNotificationPayload } from '../../../contract/notifications.js';
import type { NoticeToWrite } from '../notifications/repo.js';
import { findBooking, type BookingFullRow } from './repo.js';
import { noticesFor } from './who-hears.js';
import { reasonCodeOf } from './reasons.js';

const FORMER_MEMBER = 'Former member';

/** The dedupe key of a side's review request: the review reminder is sent only where one was. */
export const reviewRequestKey = (bookingId: string, role: 'guest' | 'host') => `review_requested:${bookingId}:${role}`;

/** What a notification about this booking says, for one side. */
export function bookingPayload(row: BookingFullRow, role: 'guest' | 'host', extra: Partial<BookingNotificationPayload> = {}): BookingNotificationPayload {
  const other = role === 'guest' ? row.host_name : row.guest_name;
  return {
    bookingId: row.id, listingId: row.listing_id, listingTitle: row.title, checkIn: row.check_in, checkOut: row.check_out,
    role, otherName: other || FORMER_MEMBER, ...(other ? {} : { otherFormer: true }), ...extra,
  };
}

export function recipientOf(row: BookingFullRow, role: 'guest' | 'host'): string | null {
  return role === 'guest' ? row.guest_id : row.host_id;
}

/**
 * The notifications a transition calls for, written in the transition's own statement
 * (repo.recordTransition): they exist exactly when the change does. Their e-mail copies go out
 * after commit (delivery.ts). `known`: the booking as it stands after the change, when the caller
 * has just read it; otherwise it is read here, and only when someone is to hear of the change.
 */
export async function transitionNotices(db: Kysely<DB>, e: {
  bookingId: string; event: BookingEvent; to: BookingStatus; note: string | null; actorId: string | null; refund?: number; at: Date;
  reviewWindow?: { closesAt: Date; lastDay: string };
}, known?: BookingFullRow): Promise<NoticeToWrite[]> {
  const notices = noticesFor(e.event, e.to);
  if (!notices.length) return [];
  const row = known ?? await findBooking(db, e.bookingId);
  if (!row) return [];
  const out: NoticeToWrite[] = [];
  for (const notice of notices) {
    const userId = recipientOf(row, notice.to);
    if (!userId) continue; // the guest deleted their account
    if (notice.kind === 'review_requested') {
      // The stay completed: each side is asked for its review, once (the key guards a replay).
      if (!e.reviewWindow) continue;
      const payload: ReviewNotificationPayload = {
        ...bookingPayload(row, notice.to), deadline: e.reviewWindow.closesAt.toISOString(), lastDay: e.reviewWindow.lastDay,
      };
      out.push({ userId, kind: notice.kind, payload, at: e.at, dedupeKey: reviewRequestKey(row.id, notice.to) });
      continue;
    }
    const extra: Partial<BookingNotificationPayload> = {};
    if (e.note) {
      extra.message = e.note;
      // Roost's own words only when neither side of the booking wrote them (the ban's operator).
      const party = e.actorId === row.guest_id || e.actorId === row.host_id;
      const code = reasonCodeOf(e.note, party ? 'guest' : 'admin');
      if (code) extra.messageCode = code;
    }
    if (notice.kind === 'booking_cancelled') {
      extra.by = e.to === 'cancelled_by_host' ? 'host' : 'guest';
      if (e.refund !== undefined) Object.assign(extra, { refund: e.refund, currency: row.currency });
    }
    out.push({ userId, kind: notice.kind as BookingNotificationKind, payload: bookingPayload(row, notice.to, extra), at: e.at });
  }
  return out;
}
