import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from '../booking/states.js';
import { authorSideOf, directionOf, mayRead, publicationDue, publishedAt, responseRefusal, writeRefusal } from './rules.js';

describe('writeRefusal', () => {
  it('lets each side write once while the window is open', () => {
    expect(writeRefusal({ status: 'completed', window: 'open', alreadyWritten: false })).toBeNull();
    expect(writeRefusal({ status: 'completed', window: 'open', alreadyWritten: true })).toBe('already_reviewed');
    expect(writeRefusal({ status: 'completed', window: 'closed', alreadyWritten: false })).toBe('window_closed');
  });

  it('refuses every booking that is not completed', () => {
    for (const status of BOOKING_STATUSES.filter((s) => s !== 'completed')) {
      for (const window of ['upcoming', 'open', 'closed'] as const) {
        expect(writeRefusal({ status, window, alreadyWritten: false }), `${status}/${window}`).toBe('not_completed');
      }
    }
  });
});

describe('publicationDue', () => {
  it('publishes when both are in, whatever the window', () => {
    expect(publicationDue({ written: ['guest', 'host'], window: 'open' })).toBe(true);
  });
  it('waits for the other side while the window is open', () => {
    expect(publicationDue({ written: ['guest'], window: 'open' })).toBe(false);
    expect(publicationDue({ written: ['host'], window: 'open' })).toBe(false);
  });
  it('publishes a lone review when the window closes, and nothing when nobody wrote', () => {
    expect(publicationDue({ written: ['host'], window: 'closed' })).toBe(true);
    expect(publicationDue({ written: [], window: 'closed' })).toBe(false);
  });
});

describe('publishedAt', () => {
  it('dates a close-time publication to the close, not to the late job', () => {
    const closesAt = new Date('2027-03-26T03:00:00Z');
    const now = new Date('2027-03-26T03:05:00Z');
    expect(publishedAt({ window: 'closed', closesAt }, now)).toEqual(closesAt);
    expect(publishedAt({ window: 'open', closesAt }, now)).toEqual(now);
  });
});

describe('mayRead', () => {
  it('hides an unpublished review from everyone but its author', () => {
    const guests = { direction: directionOf('guest'), published: false } as const;
    expect(mayRead(guests, 'guest')).toBe(true);
    expect(mayRead(guests, 'host')).toBe(false);
    expect(mayRead(guests, 'admin')).toBe(false);
    expect(mayRead(guests, 'public')).toBe(false);
    const hosts = { direction: directionOf('host'), published: false } as const;
    expect(mayRead(hosts, 'host')).toBe(true);
    expect(mayRead(hosts, 'guest')).toBe(false);
  });
  it('shows a published review to anyone', () => {
    for (const reader of ['guest', 'host', 'admin', 'public'] as const) {
      expect(mayRead({ direction: 'host_to_guest', published: true }, reader)).toBe(true);
    }
  });
  it('pairs sides and directions', () => {
    expect(authorSideOf(directionOf('guest'))).toBe('guest');
    expect(authorSideOf(directionOf('host'))).toBe('host');
  });
});

describe('responseRefusal', () => {
  it('allows one answer to a published guest review', () => {
    expect(responseRefusal({ direction: 'guest_to_listing', published: true, answered: false })).toBeNull();
    expect(responseRefusal({ direction: 'guest_to_listing', published: true, answered: true })).toBe('already_answered');
    expect(responseRefusal({ direction: 'guest_to_listing', published: false, answered: false })).toBe('not_answerable');
    expect(responseRefusal({ direction: 'host_to_guest', published: true, answered: false })).toBe('not_answerable');
  });
});
