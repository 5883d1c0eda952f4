import type { ReportNotificationPayload, ReviewNotificationKind, ReviewNotificationPayload } from '../../../contract/notifications.js';
import { day, type Site, type Words } from './email-parts.js';

/**
 * Words of the review and report e-mails. A review's text never appears in an e-mail: the notice
 * says a review exists or went public, and the page shows it to whoever may read it.
 */

export function reviewWords(kind: ReviewNotificationKind, p: ReviewNotificationPayload, site: Site): Words {
  const stay = `${p.listingTitle}, ${day(p.checkIn)} – ${day(p.checkOut)}`;
  const by = p.lastDay ? ` by ${day(p.lastDay)}` : '';
  const blind = `Neither of you can read the other's review until both are in or the time is up.`;
  const guest = p.role === 'guest';
  switch (kind) {
    case 'review_requested':
      return guest
        ? { subject: `How was your stay at ${p.listingTitle}?`, heading: 'How was your stay?', action: 'Write a review',
            lines: [`Your stay at ${stay} is over. Rate it and tell future guests what it was like${by}.`, `${p.otherName} is asked to review you too. ${blind}`] }
        : { subject: `How was ${p.otherName} as a guest?`, heading: 'Review your guest', action: 'Review your guest',
            lines: [`${p.otherName} stayed at ${stay}. Tell other hosts what they were like as a guest${by}.`, `${p.otherName} is asked to review your place too. ${blind}`] };
    case 'review_reminder':
      return guest
        ? { subject: `A few days left to review ${p.listingTitle}`, heading: 'Your review is still open', action: 'Write a review',
            lines: [`You can review your stay at ${stay} until the end of ${p.lastDay ? day(p.lastDay) : 'the review period'}.`, blind] }
        : { subject: `A few days left to review ${p.otherName}`, heading: 'Your review is still open', action: 'Review your guest',
            lines: [`You can review ${p.otherName}'s stay at ${stay} until the end of ${p.lastDay ? day(p.lastDay) : 'the review period'}.`, blind] };
    case 'review_published':
      if (p.received) {
        return guest
          ? { subject: `${p.otherName} reviewed you`, heading: 'You have a new review', action: 'Read the review',
              lines: [`${p.otherName} reviewed you as a guest after your stay at ${stay}. The reviews of this stay are now public.`] }
          : { subject: `${p.otherName} reviewed ${p.listingTitle}`, heading: 'Your place has a new review', action: 'Read the review',
              lines: [`${p.otherName} reviewed their stay at ${stay}. The reviews of this stay are now public; you can answer once.`] };
      }
      return { subject: `Your review of ${guest ? p.listingTitle : p.otherName} is published`, heading: 'Your review is published',
        action: guest ? 'See your trip' : 'See the reservation',
        lines: [`Your review of ${guest ? `your stay at ${stay}` : `${p.otherName}'s stay at ${stay}`} is now public.`] };
    case 'review_response':
      return { subject: `${p.otherName} answered your review`, heading: 'Your host answered', action: 'Read the answer',
        lines: [`${p.otherName} answered your review of ${stay}.`] };
  }
}

const REASON: Record<string, string> = {
  spam: 'spam', scam: 'a scam or fraud', inappropriate: 'inappropriate content', unsafe: 'a safety concern',
  discrimination: 'discrimination', other: 'another reason',
};

export function reportWords(p: ReportNotificationPayload, site: Site): Words & { url: string } {
  const base = site.publicUrl.replace(/\/$/, '');
  if (p.outcome) {
    return {
      subject: 'Your report was handled', heading: 'We looked into your report', action: `Go to ${site.siteName}`, url: `${base}/`,
      lines: [
        p.outcome === 'actioned'
          ? `You reported ${p.targetLabel}. The people who run ${site.siteName} have acted on it.`
          : `You reported ${p.targetLabel}. The people who run ${site.siteName} looked into it and found nothing that breaks the rules.`,
        'Thank you for helping keep this place trustworthy.',
      ],
      footnote: `You get this e-mail because you sent a report on ${site.siteName}.`,
    };
  }
  return {
    subject: 'We received your report', heading: 'Thank you for your report', action: p.listingId ? 'Back to the listing' : `Go to ${site.siteName}`,
    url: p.listingId ? `${base}/listings/${encodeURIComponent(p.listingId)}` : `${base}/`,
    lines: [
      `You reported ${p.targetLabel} for ${REASON[p.reason] ?? p.reason}. The people who run ${site.siteName} will look into it.`,
      'We do not always tell you the outcome, but every report is read.',
    ],
    footnote: `You get this e-mail because you sent a report on ${site.siteName}.`,
  };
}
