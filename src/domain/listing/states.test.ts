import { describe, expect, it } from 'vitest';
import { LISTING_STATUSES, availableListingActions, listingTransition } from './states';
import { missingRequirements } from './completeness';

const manual = { mode: 'manual' as const };
const auto = { mode: 'auto' as const };

describe('listing state machine', () => {
  it('submits a draft for review, or publishes it at once under auto review', () => {
    expect(listingTransition('draft', 'submit', 'host', manual)).toEqual({ ok: true, to: 'pending_review' });
    expect(listingTransition('draft', 'submit', 'host', auto)).toEqual({ ok: true, to: 'published' });
  });

  it('lets only an admin approve or reject, and only a pending listing', () => {
    expect(listingTransition('pending_review', 'approve', 'admin', manual)).toEqual({ ok: true, to: 'published' });
    expect(listingTransition('pending_review', 'reject', 'admin', manual)).toEqual({ ok: true, to: 'draft' });
    expect(listingTransition('pending_review', 'approve', 'host', manual)).toEqual({ ok: false, reason: 'not_for_actor' });
    expect(listingTransition('draft', 'approve', 'admin', manual)).toEqual({ ok: false, reason: 'not_from_state' });
  });

  it('moves published ↔ unlisted by the host only', () => {
    expect(listingTransition('published', 'unlist', 'host', auto)).toEqual({ ok: true, to: 'unlisted' });
    expect(listingTransition('unlisted', 'relist', 'host', auto)).toEqual({ ok: true, to: 'published' });
    expect(listingTransition('published', 'relist', 'host', auto)).toEqual({ ok: false, reason: 'not_from_state' });
    expect(listingTransition('draft', 'unlist', 'host', auto)).toEqual({ ok: false, reason: 'not_from_state' });
  });

  it('suspends from any state and restores to the state before', () => {
    for (const from of LISTING_STATUSES.filter((s) => s !== 'suspended')) {
      expect(listingTransition(from, 'suspend', 'admin', manual), from).toEqual({ ok: true, to: 'suspended' });
      expect(listingTransition('suspended', 'restore', 'admin', { ...manual, previous: from })).toEqual({ ok: true, to: from });
    }
    expect(listingTransition('suspended', 'suspend', 'admin', manual)).toEqual({ ok: false, reason: 'not_from_state' });
    expect(listingTransition('suspended', 'restore', 'admin', manual)).toEqual({ ok: true, to: 'draft' });
    expect(listingTransition('published', 'suspend', 'host', manual)).toEqual({ ok: false, reason: 'not_for_actor' });
  });

  it('deletes drafts only', () => {
    expect(listingTransition('draft', 'delete', 'host', auto)).toEqual({ ok: true, to: null });
    for (const from of LISTING_STATUSES.filter((s) => s !== 'draft')) {
      expect(listingTransition(from, 'delete', 'host', auto).ok, from).toBe(false);
    }
  });

  it('names the buttons each side sees', () => {
    expect(availableListingActions('draft', 'host', 'auto')).toEqual(['submit', 'delete']);
    expect(availableListingActions('published', 'host', 'auto')).toEqual(['unlist']);
    expect(availableListingActions('pending_review', 'host', 'manual')).toEqual([]);
    expect(availableListingActions('pending_review', 'admin', 'manual')).toEqual(['approve', 'reject', 'suspend']);
    expect(availableListingActions('suspended', 'admin', 'manual')).toEqual(['restore']);
    expect(availableListingActions('suspended', 'host', 'manual')).toEqual([]);
  });
});

describe('what a listing needs to be published', () => {
  const complete = {
    title: 'Bright flat by the sea', description: 'x'.repeat(50), photoCount: 5, location: { lat: -34.9, lng: -56.2 },
    nightlyPrice: 1000, maxGuests: 2, minNights: 1, maxNights: 30, minorPerMajor: 100,
  };

  it('is nothing for a complete listing', () => {
    expect(missingRequirements(complete)).toEqual({});
  });

  it('names every missing requirement of SPEC §5 at once', () => {
    const missing = missingRequirements({
      title: 'Short', description: 'Too short', photoCount: 2, location: null, nightlyPrice: null,
      maxGuests: 0, minNights: 40, maxNights: 30, minorPerMajor: 100,
    });
    expect(Object.keys(missing).sort()).toEqual(['description', 'location', 'maxGuests', 'minNights', 'nightlyPrice', 'photos', 'title']);
    expect(missing.photos).toContain('2 so far');
  });

  it('holds the bounds exactly: 10 and 80 characters, 10 and 10 000 in the major unit', () => {
    expect(missingRequirements({ ...complete, title: 'x'.repeat(10) })).toEqual({});
    expect(missingRequirements({ ...complete, title: 'x'.repeat(9) })).toHaveProperty('title');
    expect(missingRequirements({ ...complete, title: 'x'.repeat(81) })).toHaveProperty('title');
    expect(missingRequirements({ ...complete, nightlyPrice: 999 })).toHaveProperty('nightlyPrice');
    expect(missingRequirements({ ...complete, nightlyPrice: 1_000_000 })).toEqual({});
    expect(missingRequirements({ ...complete, nightlyPrice: 1_000_001 })).toHaveProperty('nightlyPrice');
    expect(missingRequirements({ ...complete, nightlyPrice: 10, minorPerMajor: 1 })).toEqual({});
  });
});
