import { formatMoney } from '../../../domain/money.js';
import type { BookingNotificationKind, BookingNotificationPayload, NotificationContent } from '../../../contract/notifications.js';
import { greeting, renderEmail } from '../mail/layout.js';
import type { Email } from '../mail/auth-emails.js';
import { reportWords, reviewWords } from './review-emails.js';
import { bookingUrl, count, day, type EmailLanguage, type Site, type Words } from './email-parts.js';

/** The notification e-mails: English words, and the one place a notification's e-mail is put together. */

function words(kind: BookingNotificationKind, p: BookingNotificationPayload): Words {
  const stay = `${p.listingTitle}, ${day(p.checkIn)} – ${day(p.checkOut)}`;
  const note = p.message ? [`Their message: “${p.message}”`] : [];
  switch (kind) {
    case 'booking_requested':
      return { subject: `New request from ${p.otherName}`, heading: `${p.otherName} would like to stay`, action: 'Review the request',
        lines: [`${p.otherName} asked to book ${stay}.`, 'Accept or decline within 24 hours; an unanswered request expires.'] };
    case 'booking_confirmed':
      return { subject: `New reservation from ${p.otherName}`, heading: 'You have a new reservation', action: 'See the reservation',
        lines: [`${p.otherName} booked ${stay}. It is confirmed: the dates are no longer available to others.`] };
    case 'booking_accepted':
      return { subject: `Your stay at ${p.listingTitle} is confirmed`, heading: 'Your request was accepted', action: 'See your trip',
        lines: [`${p.otherName} accepted your request for ${stay}. The address and check-in details are now on your trip page.`, ...note] };
    case 'booking_declined':
      return { subject: `Your request for ${p.listingTitle} was declined`, heading: 'Your request was declined', action: 'See your trip',
        lines: [`${p.otherName} can't host you at ${stay}. You have not been charged.`, ...note] };
    case 'booking_expired':
      return p.role === 'guest'
        ? { subject: `Your request for ${p.listingTitle} expired`, heading: 'Your request expired', action: 'See your trip',
            lines: [`The host did not answer your request for ${stay} in time. You have not been charged; the dates are free again.`] }
        : { subject: `A request from ${p.otherName} expired`, heading: 'A request expired', action: 'See the request',
            lines: [`You did not answer ${p.otherName}'s request for ${stay} in time, so it expired and the dates are free again.`] };
    case 'booking_withdrawn':
      return { subject: `${p.otherName} withdrew their request`, heading: 'A request was withdrawn', action: 'See the request',
        lines: [`${p.otherName} withdrew their request for ${stay}. The dates are free again.`] };
    case 'booking_cancelled': {
      const refund = p.refund !== undefined && p.currency ? formatMoney(p.refund, p.currency, 'en') : null;
      const refundLine = refund ? [`Refund to the guest: ${refund}.`] : [];
      return { subject: `Reservation at ${p.listingTitle} cancelled`, heading: 'A reservation was cancelled',
        action: p.role === 'guest' ? 'See your trip' : 'See the reservation',
        lines: [`${p.otherName} cancelled the stay at ${stay}.`, ...refundLine, ...note] };
    }
    case 'stay_reminder':
      return p.role === 'guest'
        ? { subject: `Your stay at ${p.listingTitle} starts soon`, heading: 'Your trip is almost here', action: 'See check-in details',
            lines: [`Your stay at ${stay} starts on ${day(p.checkIn)}. Your host is ${p.otherName}.`] }
        : { subject: `${p.otherName} arrives soon`, heading: 'A guest arrives soon', action: 'See the reservation',
            lines: [`${p.otherName} checks in at ${p.listingTitle} on ${day(p.checkIn)} and leaves on ${day(p.checkOut)}.`] };
    case 'calendar_conflict': {
      const feed = p.feedName ? `Your imported calendar “${p.feedName}”` : 'An imported calendar';
      return { subject: `Calendar conflict at ${p.listingTitle}`, heading: 'Two calendars disagree', action: 'See the reservation',
        lines: [`${feed} is busy on nights of ${p.otherName}'s stay at ${stay}.`,
          'Both are kept: check the other channel, and cancel one of the two stays if the place was booked twice.'] };
    }
  }
}

/** The English words of every notification e-mail (the Spanish ones: emails-es.ts). */
export const english: EmailLanguage = {
  locale: 'en',
  booking: words,
  review: reviewWords,
  report: reportWords,
  formerMember: 'Former member',
  bookingFootnote: (siteName) => `You get this e-mail because you have a booking on ${siteName}.`,
  unread: {
    messages: (n) => count(n, 'new message', 'new messages'),
    subjectFrom: (messages, name) => `${messages} from ${name}`,
    subjectIn: (messages, conversations) => `${messages} in ${conversations} conversations`,
    line: (c, messages) => `${c.otherName} about ${c.listingTitle} (${messages})${c.excerpt === undefined ? '' : `: “${c.excerpt}”`}`,
    heading: 'You have unread messages',
    reply: 'Reply',
    openInbox: 'Open your inbox',
    footnote: (siteName, minutes) => `We e-mail you when messages on ${siteName} wait unread for ${count(minutes, 'minute', 'minutes')}, `
      + 'several at once in one e-mail. Messages you have read are never e-mailed.',
  },
};

function wordsFor(lang: EmailLanguage, n: NotificationContent, site: Site): Words & { url: string } {
  switch (n.kind) {
    case 'review_requested': case 'review_reminder': case 'review_published': case 'review_response':
      return { url: bookingUrl(site.publicUrl, n.payload), ...lang.review(n.kind, n.payload, site) };
    case 'report_received': case 'report_handled':
      return lang.report(n.payload, site);
    default:
      return { url: bookingUrl(site.publicUrl, n.payload), ...lang.booking(n.kind, n.payload) };
  }
}

/**
 * The e-mail copy of a notification, in `lang`. Everything a member wrote (names, titles, notes)
 * goes into the layout as text, which escapes it: markup arrives as characters, never as HTML.
 */
export function notificationEmail(lang: EmailLanguage, n: NotificationContent, site: Site & { name: string }): Email {
  const w = wordsFor(lang, n, site);
  return {
    subject: w.subject,
    ...renderEmail({
      locale: lang.locale, siteName: site.siteName, publicUrl: site.publicUrl, preheader: w.lines[0], heading: w.heading,
      paragraphs: [greeting(lang.locale, site.name), ...w.lines], action: { label: w.action, url: w.url },
      footnote: w.footnote ?? lang.bookingFootnote(site.siteName),
    }),
  };
}
