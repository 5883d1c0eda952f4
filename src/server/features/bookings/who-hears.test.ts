import { describe, expect, it } from 'vitest';
import { BOOKING_TRANSITIONS } from '../../../domain/booking/states.js';
import { noticesFor } from './who-hears.js';

describe('noticesFor', () => {
  it('tells the side that did not act', () => {
    expect(noticesFor('request', 'requested')).toEqual([{ kind: 'booking_requested', to: 'host' }]);
    expect(noticesFor('book_instant', 'confirmed')).toEqual([{ kind: 'booking_confirmed', to: 'host' }]);
    expect(noticesFor('accept', 'confirmed')).toEqual([{ kind: 'booking_accepted', to: 'guest' }]);
    expect(noticesFor('decline', 'declined')).toEqual([{ kind: 'booking_declined', to: 'guest' }]);
    expect(noticesFor('withdraw', 'withdrawn')).toEqual([{ kind: 'booking_withdrawn', to: 'host' }]);
    expect(noticesFor('cancel', 'cancelled_by_guest')).toEqual([{ kind: 'booking_cancelled', to: 'host' }]);
    expect(noticesFor('cancel', 'cancelled_by_host')).toEqual([{ kind: 'booking_cancelled', to: 'guest' }]);
  });

  it('tells both sides when a request expires, and asks both for a review when a stay completes', () => {
    expect(noticesFor('expire', 'expired').map((n) => n.to).sort()).toEqual(['guest', 'host']);
    expect(noticesFor('complete', 'completed')).toEqual([{ kind: 'review_requested', to: 'guest' }, { kind: 'review_requested', to: 'host' }]);
  });

  it('never tells the actor about their own action', () => {
    for (const rule of BOOKING_TRANSITIONS) {
      for (const notice of noticesFor(rule.event, rule.to)) expect(notice.to).not.toBe(rule.actor);
    }
  });
});
