import { describe, expect, it } from 'vitest';
import { CARD_MAX_WIDTH } from '../../../contract/photos';
import { CARD_WIDTH_LIMIT } from './cardWidth';
import { listingHref } from './listingHref';

describe('card photo width', () => {
  it('matches the contract', () => {
    expect(CARD_WIDTH_LIMIT).toBe(CARD_MAX_WIDTH);
  });
});

describe('listingHref', () => {
  it('carries dates and guests, only with both dates', () => {
    expect(listingHref({ id: 'abc', slug: 'sea-view' }, { checkin: '2030-01-01', checkout: '2030-01-03', guests: 2 }))
      .toBe('/listings/abc/sea-view?checkin=2030-01-01&checkout=2030-01-03&guests=2');
    expect(listingHref({ id: 'abc', slug: 'sea-view' }, { checkin: '2030-01-01' })).toBe('/listings/abc/sea-view');
    expect(listingHref({ id: 'abc', slug: '' }, { pets: 1 })).toBe('/listings/abc?pets=1');
  });
});
