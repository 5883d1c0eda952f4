import type { BookingNotificationPayload, NotificationContent, NotificationKind, ReportNotificationPayload } from '../../../contract/notifications';
import type { I18n } from '../../i18n';
import { nightsBetween } from '../../../domain/dates';
import { reportedAs } from '../../i18n/reported';

/** What one notification says and where it leads. `note` is the other side's own words, if any. */
export type NotificationWording = { text: string; note?: string; href: string };

const KEY: Record<NotificationKind, string> = {
  booking_requested: 'requested',
  booking_confirmed: 'confirmed',
  booking_accepted: 'accepted',
  booking_declined: 'declined',
  booking_expired: 'expired',
  booking_withdrawn: 'withdrawn',
  booking_cancelled: 'cancelled',
  stay_reminder: 'reminder',
  calendar_conflict: 'conflict',
  review_requested: 'reviewRequested',
  review_reminder: 'reviewReminder',
  review_published: 'reviewPublished',
  review_response: 'reviewResponse',
  report_received: 'reportReceived',
  report_handled: 'reportHandled',
};

/** The guest's trip or the host's reservation: the page where the reader can act on it. */
export function notificationHref({ bookingId, role }: Pick<BookingNotificationPayload, 'bookingId' | 'role'>): string {
  const id = encodeURIComponent(bookingId);
  return role === 'host' ? `/host/reservations/${id}` : `/trips/${id}`;
}

/**
 * Where a report's acknowledgement leads: what was reported, as the reporter saw it. A report's own
 * page is the operator's, not the reporter's; a message has no page of its own to show.
 */
export function reportHref(p: Pick<ReportNotificationPayload, 'targetType' | 'targetId' | 'listingId'>): string {
  if (p.targetType === 'user') return `/users/${encodeURIComponent(p.targetId)}`;
  if (p.listingId && (p.targetType === 'listing' || p.targetType === 'review')) {
    return `/listings/${encodeURIComponent(p.listingId)}${p.targetType === 'review' ? '#reviews' : ''}`;
  }
  return '/notifications';
}

/** The reader's calendar date, YYYY-MM-DD (a reminder's "in 2 days" counts from it). */
export function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The server stores facts (kind + payload); the reader's side (`payload.role`) decides the words.
 * `today` keeps a reminder true when it is read later ("tomorrow", then "today").
 */
export function describeNotification(
  n: NotificationContent,
  i18n: Pick<I18n, 't' | 'date' | 'money' | 'locale'>,
  today: string,
): NotificationWording {
  const { t, date, money } = i18n;

  if (n.kind === 'report_received' || n.kind === 'report_handled') {
    const target = reportedAs(t, n.payload) ?? n.payload.targetLabel;
    if (n.kind === 'report_received') return { text: t('notifications.reportReceived', { target }), href: reportHref(n.payload) };
    const key = n.payload.outcome === 'dismissed' ? 'reportDismissed' : 'reportActioned';
    return { text: t(`notifications.${key}`, { target }), href: '/notifications' };
  }

  // Every other kind is about a stay (TypeScript does not narrow the union on a two-kind member).
  const p = n.payload as BookingNotificationPayload;
  const vars = {
    name: p.otherFormer ? t('common.former.member') : p.otherName,
    title: p.listingTitle,
    dates: t('booking.dates', { start: date(p.checkIn), end: date(p.checkOut) }),
  };
  // Roost's own sentence (a ban ended the stay) in the reader's words; a member's note as written.
  const note = p.messageCode ? t(`booking.reason.${p.messageCode}`) : p.message?.trim() || undefined;
  const href = notificationHref(p);
  const key = KEY[n.kind];

  if (n.kind === 'review_requested' || n.kind === 'review_reminder') {
    const last = n.payload.lastDay ?? p.checkOut;
    const day = date(last, { weekday: 'short', day: 'numeric', month: 'short' });
    return { text: t(`notifications.${key}.${p.role}`, { ...vars, date: day }), href };
  }

  if (n.kind === 'review_published') {
    return { text: t(`notifications.${key}.${n.payload.received ? 'received' : 'wrote'}.${p.role}`, vars), href };
  }

  if (n.kind === 'booking_cancelled') {
    const by = n.payload.by ?? (p.role === 'guest' ? 'host' : 'guest');
    let text = t(`notifications.cancelled.${by === 'guest' ? 'byGuest' : 'byHost'}.${p.role}`, vars);
    const { refund, currency } = n.payload;
    if (refund && refund > 0 && currency) {
      text = t(`notifications.cancelled.refund.${p.role}`, { text, amount: money(refund, currency, { exact: true }) });
    }
    return { text, note, href };
  }

  if (n.kind === 'stay_reminder') {
    const days = nightsBetween(today, p.checkIn);
    const day = date(p.checkIn, { weekday: 'short', day: 'numeric', month: 'short' });
    if (days < 0) return { text: t(`notifications.reminderPast.${p.role}`, { ...vars, date: day }), note, href };
    const when = new Intl.RelativeTimeFormat(i18n.locale, { numeric: 'auto' }).format(days, 'day');
    return { text: t(`notifications.reminder.${p.role}`, { ...vars, when, date: day }), note, href };
  }

  if (n.kind === 'calendar_conflict') {
    const feed = p.feedName?.trim() || t('notifications.conflict.unnamedFeed');
    return { text: t(`notifications.conflict.${p.role}`, { ...vars, feed }), note, href };
  }

  return { text: t(`notifications.${key}.${p.role}`, vars), note, href };
}
