import { describe, expect, it } from 'vitest';
import { nextAttemptAt, RETRY_FOR_MS } from './retry';
import { bookingEventType, listingEventType } from './events';

const t0 = new Date('2026-11-21T12:00:00Z');
const plus = (ms: number) => new Date(t0.getTime() + ms);

describe('webhook retries', () => {
  it('backs off 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, then tries once more at the end of the day and gives up', () => {
    const times: number[] = [];
    let at = t0;
    for (let attempt = 1; attempt < 20; attempt++) {
      const next = nextAttemptAt(t0, attempt, at);
      if (!next) break;
      times.push(next.getTime() - t0.getTime());
      at = next;
    }
    const s = 1000, m = 60 * s, h = 60 * m;
    expect(times).toEqual([5 * s, 5 * m + 5 * s, 35 * m + 5 * s, 2 * h + 35 * m + 5 * s, 7 * h + 35 * m + 5 * s, 17 * h + 35 * m + 5 * s, 24 * h]);
  });

  it('gives up once the day is over, and a new series (a redelivery by hand) has a day of its own', () => {
    expect(nextAttemptAt(t0, 3, plus(RETRY_FOR_MS))).toBeNull();
    expect(nextAttemptAt(t0, 3, plus(RETRY_FOR_MS - 1))).toEqual(plus(RETRY_FOR_MS));
    expect(nextAttemptAt(plus(RETRY_FOR_MS), 9, plus(RETRY_FOR_MS))).toEqual(plus(RETRY_FOR_MS + 10 * 3_600_000));
  });
});

describe('webhook event types', () => {
  it('names every booking state by the event that led to it', () => {
    expect(bookingEventType('requested')).toBe('booking.requested');
    expect(bookingEventType('confirmed')).toBe('booking.confirmed');
    expect(bookingEventType('expired')).toBe('booking.declined');
    expect(bookingEventType('withdrawn')).toBe('booking.cancelled');
    expect(bookingEventType('cancelled_by_host')).toBe('booking.cancelled');
    expect(bookingEventType('completed')).toBe('booking.completed');
  });

  it('announces a listing going public or leaving it by its host, nothing else', () => {
    expect(listingEventType('pending_review', 'published')).toBe('listing.published');
    expect(listingEventType('unlisted', 'published')).toBe('listing.published');
    expect(listingEventType('published', 'unlisted')).toBe('listing.unlisted');
    expect(listingEventType('draft', 'pending_review')).toBeNull();
    expect(listingEventType('published', null)).toBeNull();
  });
});
