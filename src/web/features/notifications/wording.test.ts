import { describe, expect, it } from 'vitest';
import type { NotificationContent, NotificationKind, ReviewNotificationPayload } from '../../../contract/notifications';
import { NOTIFICATION_KINDS, REPORT_NOTIFICATION_KINDS } from '../../../contract/notifications';
import { createI18n } from '../../i18n';
import { describeNotification, localIsoDate, notificationHref } from './wording';

const i18n = createI18n('en-US');
const TODAY = '2026-03-10';

/** Every booking and review kind carries this payload (review kinds add a few optional fields). */
function payload(over: Partial<ReviewNotificationPayload> = {}): ReviewNotificationPayload {
  return {
    bookingId: 'bk_abc',
    listingId: 'ls_1',
    listingTitle: 'Casa del Puerto',
    checkIn: '2026-03-12',
    checkOut: '2026-03-15',
    role: 'host',
    otherName: 'Ana',
    ...over,
  };
}

type StayKind = Exclude<NotificationKind, (typeof REPORT_NOTIFICATION_KINDS)[number]>;
const STAY_KINDS = NOTIFICATION_KINDS.filter((k): k is StayKind => !(REPORT_NOTIFICATION_KINDS as readonly string[]).includes(k));
const say = (kind: StayKind, over: Partial<ReviewNotificationPayload> = {}, today = TODAY) =>
  describeNotification({ kind, payload: payload(over) } as NotificationContent, i18n, today);

describe('describeNotification', () => {
  it('words a request to the host with the guest, the place and the dates', () => {
    expect(say('booking_requested').text).toBe('Ana asked to stay at Casa del Puerto, Mar 12 – Mar 15');
  });

  it('words an instant booking for the host', () => {
    expect(say('booking_confirmed').text).toBe('Ana booked Casa del Puerto, Mar 12 – Mar 15');
  });

  it('tells the guest their request was accepted or declined, with the host’s message as a note', () => {
    expect(say('booking_accepted', { role: 'guest', otherName: 'Bruno' }).text).toBe('Your request for Casa del Puerto, Mar 12 – Mar 15, was accepted');
    const declined = say('booking_declined', { role: 'guest', message: '  Sorry, we are away that week. ' });
    expect(declined.text).toBe('Your request for Casa del Puerto, Mar 12 – Mar 15, was declined');
    expect(declined.note).toBe('Sorry, we are away that week.');
  });

  it('leaves the note out when the message is blank', () => {
    expect(say('booking_declined', { role: 'guest', message: '   ' }).note).toBeUndefined();
  });

  it('words an expired request for each side', () => {
    expect(say('booking_expired', { role: 'guest' }).text).toBe('Your request for Casa del Puerto, Mar 12 – Mar 15, expired without an answer');
    expect(say('booking_expired', { role: 'host' }).text).toBe('The request from Ana for Casa del Puerto, Mar 12 – Mar 15, expired');
  });

  it('tells the host the guest withdrew', () => {
    expect(say('booking_withdrawn').text).toBe('Ana withdrew their request for Casa del Puerto, Mar 12 – Mar 15');
  });

  it('words a cancellation from the other side with the refund in the listing’s currency', () => {
    expect(say('booking_cancelled', { role: 'guest', by: 'host', refund: 12050, currency: 'USD' }).text)
      .toBe('Ana cancelled your stay at Casa del Puerto, Mar 12 – Mar 15; refund $120.50');
    expect(say('booking_cancelled', { role: 'host', by: 'guest', refund: 9000, currency: 'EUR' }).text)
      .toBe('Ana cancelled their stay at Casa del Puerto, Mar 12 – Mar 15; €90 refunded to the guest');
  });

  it('omits a zero refund and keeps the cancellation reason as a note', () => {
    const w = say('booking_cancelled', { role: 'host', by: 'guest', refund: 0, currency: 'USD', message: 'Flight cancelled' });
    expect(w.text).toBe('Ana cancelled their stay at Casa del Puerto, Mar 12 – Mar 15');
    expect(w.note).toBe('Flight cancelled');
  });

  it('says "you" when the reader is the one who cancelled', () => {
    expect(say('booking_cancelled', { role: 'guest', by: 'guest' }).text).toBe('You cancelled your stay at Casa del Puerto, Mar 12 – Mar 15');
    expect(say('booking_cancelled', { role: 'host', by: 'host' }).text).toBe('You cancelled Ana’s stay at Casa del Puerto, Mar 12 – Mar 15');
  });

  it('assumes the other side cancelled when `by` is missing', () => {
    expect(say('booking_cancelled', { role: 'guest' }).text).toBe('Ana cancelled your stay at Casa del Puerto, Mar 12 – Mar 15');
  });

  it('counts a reminder’s days from the reader’s today', () => {
    expect(say('stay_reminder', { role: 'guest' }).text).toBe('Check-in at Casa del Puerto in 2 days, Thu, Mar 12');
    expect(say('stay_reminder', { role: 'host' }, '2026-03-11').text).toBe('Ana checks in at Casa del Puerto tomorrow, Thu, Mar 12');
    expect(say('stay_reminder', { role: 'guest' }, '2026-03-12').text).toBe('Check-in at Casa del Puerto today, Thu, Mar 12');
    expect(say('stay_reminder', { role: 'host' }, '2026-03-14').text).toBe('Ana checked in at Casa del Puerto on Thu, Mar 12');
  });

  it('asks for a review with the last day to write it, from each side', () => {
    expect(say('review_requested', { role: 'guest', lastDay: '2026-03-28' }).text).toBe('How was Casa del Puerto? Write a review by Sat, Mar 28');
    expect(say('review_requested', { role: 'host', lastDay: '2026-03-28' }).text).toBe('How was Ana as a guest at Casa del Puerto? Review them by Sat, Mar 28');
    expect(say('review_reminder', { role: 'guest', lastDay: '2026-03-28' }).text).toBe('A few days left to review Casa del Puerto: until Sat, Mar 28');
    expect(say('review_requested', { role: 'guest' }).href).toBe('/trips/bk_abc');
    expect(say('review_reminder', { role: 'host' }).href).toBe('/host/reservations/bk_abc');
  });

  it('tells a reader a review about them went public, or that their own did', () => {
    expect(say('review_published', { role: 'host', received: true, wrote: true }).text).toBe('Ana reviewed their stay at Casa del Puerto');
    expect(say('review_published', { role: 'guest', received: true }).text).toBe('Ana reviewed you after your stay at Casa del Puerto');
    expect(say('review_published', { role: 'guest', wrote: true }).text).toBe('Your review of Casa del Puerto is published');
    expect(say('review_response', { role: 'guest' }).text).toBe('Ana answered your review of Casa del Puerto');
  });

  it('acknowledges a report, linking to the listing when there is one', () => {
    const report = (listingId: string | null, targetLabel: string) => describeNotification({
      kind: 'report_received', payload: { reportId: 'rp_1', targetType: listingId ? 'listing' : 'user', targetId: 'x', targetLabel, listingId, reason: 'spam' },
    }, i18n, TODAY);
    expect(report('ls_1', 'Casa del Puerto')).toEqual({ text: 'Thanks for reporting Casa del Puerto. We’ll look into it.', href: '/listings/ls_1' });
    expect(report(null, '<b>Ana</b>').text).toBe('Thanks for reporting <b>Ana</b>. We’ll look into it.');
    expect(report(null, 'Ana').href).toBe('/users/x');
  });

  it('leads a report back to what was reported: the member, the listing, a review among its reviews', () => {
    const href = (targetType: 'listing' | 'user' | 'review' | 'message', listingId: string | null) => describeNotification({
      kind: 'report_received', payload: { reportId: 'rp_1', targetType, targetId: 'tg_1', targetLabel: 'it', listingId, reason: 'spam' },
    }, i18n, TODAY).href;
    expect(href('user', null)).toBe('/users/tg_1');
    expect(href('listing', 'ls_1')).toBe('/listings/ls_1');
    expect(href('review', 'ls_1')).toBe('/listings/ls_1#reviews');
    // A listing no longer published (listingId null), or a message: the notifications themselves.
    expect(href('review', null)).toBe('/notifications');
    expect(href('listing', null)).toBe('/notifications');
    expect(href('message', null)).toBe('/notifications');
  });

  it('tells the host an imported calendar is busy during a booking, naming the calendar', () => {
    expect(say('calendar_conflict', { feedName: 'Airbnb' }).text).toBe('Airbnb shows Casa del Puerto busy during Ana’s stay, Mar 12 – Mar 15');
    expect(say('calendar_conflict').text).toBe('An imported calendar shows Casa del Puerto busy during Ana’s stay, Mar 12 – Mar 15');
    expect(say('calendar_conflict').href).toBe('/host/reservations/bk_abc');
  });

  it('has words for every kind from both sides, naming the place', () => {
    for (const kind of STAY_KINDS) {
      for (const role of ['guest', 'host'] as const) {
        const { text } = say(kind, { role });
        expect(text, `${kind}/${role}`).toContain('Casa del Puerto');
        expect(text, `${kind}/${role}`).not.toMatch(/notifications\.|\{\w+\}/);
      }
    }
  });
});

describe('notificationHref', () => {
  it('leads guests to the trip and hosts to the reservation', () => {
    expect(notificationHref(payload({ role: 'guest' }))).toBe('/trips/bk_abc');
    expect(notificationHref(payload({ role: 'host' }))).toBe('/host/reservations/bk_abc');
  });
  it('escapes the id', () => {
    expect(notificationHref(payload({ role: 'guest', bookingId: 'a/b' }))).toBe('/trips/a%2Fb');
  });
});

describe('localIsoDate', () => {
  it('is the local calendar date, zero-padded', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
