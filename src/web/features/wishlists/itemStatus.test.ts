import { describe, expect, it } from 'vitest';
import { unavailableKey } from './itemStatus';

describe('unavailableKey', () => {
  it('says nothing without dates, and nothing for a stay that fits them', () => {
    expect(unavailableKey({ listed: true, available: null, unavailableReason: null })).toBeNull();
    expect(unavailableKey({ listed: true, available: true, unavailableReason: null })).toBeNull();
  });

  it('names a stay no longer listed, with or without dates', () => {
    expect(unavailableKey({ listed: false, available: null, unavailableReason: 'UNLISTED' })).toBe('wishlist.unavailable.UNLISTED');
    expect(unavailableKey({ listed: false, available: false, unavailableReason: 'UNLISTED' })).toBe('wishlist.unavailable.UNLISTED');
  });

  it("words the server's reason, and an unknown one as unavailable dates", () => {
    expect(unavailableKey({ listed: true, available: false, unavailableReason: 'STAY_TOO_SHORT' })).toBe('wishlist.unavailable.STAY_TOO_SHORT');
    expect(unavailableKey({ listed: true, available: false, unavailableReason: 'SOMETHING_NEW' })).toBe('wishlist.unavailable.DATES_UNAVAILABLE');
    expect(unavailableKey({ listed: true, available: false, unavailableReason: null })).toBe('wishlist.unavailable.DATES_UNAVAILABLE');
  });
});
