import { describe, expect, it } from 'vitest';
import { scopeFor } from './scopes.js';

describe('scopeFor', () => {
  it('gives each call its scope, the first matching rule winning', () => {
    expect(scopeFor('GET', '/api/v1/listings')).toBe('listings:read');
    expect(scopeFor('HEAD', '/api/v1/listings/abc')).toBe('listings:read');
    expect(scopeFor('GET', '/api/v1/listings/abc/availability')).toBe('listings:read');
    expect(scopeFor('GET', '/api/v1/listings/abc/calendar/export')).toBe('listings:write');
    expect(scopeFor('POST', '/api/v1/listings')).toBe('listings:write');
    expect(scopeFor('PATCH', '/api/v1/listings/abc')).toBe('listings:write');
    expect(scopeFor('DELETE', '/api/v1/listings/abc/photos/p1')).toBe('listings:write');
    expect(scopeFor('POST', '/api/v1/listings/abc/calendar/block')).toBe('listings:write');
    expect(scopeFor('GET', '/api/v1/bookings/bk_1')).toBe('bookings:read');
    expect(scopeFor('POST', '/api/v1/bookings/bk_1/accept')).toBe('bookings:write');
    expect(scopeFor('GET', '/api/v1/admin/audit')).toBe('admin');
    expect(scopeFor('POST', '/api/v1/admin/listings/x/approve')).toBe('admin');
  });

  it('covers no account, token, message, wishlist or review call, nor sign-in', () => {
    for (const [m, p] of [
      ['GET', '/api/v1/me'], ['GET', '/api/v1/account/tokens'], ['POST', '/api/v1/account/tokens'],
      ['POST', '/api/v1/account/tokens/t1/revoke'], ['GET', '/api/v1/conversations'], ['PUT', '/api/v1/wishlists/default/items/x'],
      ['POST', '/api/v1/bookings/bk_1/review'], ['POST', '/api/v1/reviews/r1/response'], ['POST', '/api/auth/sign-out'],
      ['GET', '/api/v1/listingsx'], ['PUT', '/api/v1/listings/abc'], ['GET', '/api/v1/admin'],
    ]) expect(scopeFor(m!, p!), `${m} ${p}`).toBeNull();
  });
});
