import { describe, expect, it } from 'vitest';
import { loginPath, safeReturnTo } from './returnTo';

describe('safeReturnTo', () => {
  it('keeps paths on this site with their query', () => {
    expect(safeReturnTo('/book/abc?checkin=2026-07-01&checkout=2026-07-04&guests=2')).toBe('/book/abc?checkin=2026-07-01&checkout=2026-07-04&guests=2');
    expect(safeReturnTo('/account?tab=x')).toBe('/account?tab=x');
  });

  it('refuses other sites and tricks that browsers read as another host', () => {
    for (const bad of ['https://evil.test/', '//evil.test', '/\\evil.test', 'evil.test', 'javascript:alert(1)', '/\t/evil.test', '']) {
      expect(safeReturnTo(bad)).toBe('/');
    }
    expect(safeReturnTo(null, '/trips')).toBe('/trips');
  });
});

describe('loginPath', () => {
  it('carries the page a visitor wanted, encoded', () => {
    const path = loginPath('/account?tab=x&y=1');
    expect(path.startsWith('/login?returnTo=')).toBe(true);
    expect(new URLSearchParams(path.split('?')[1]).get('returnTo')).toBe('/account?tab=x&y=1');
  });

  it('drops a returnTo that is not on this site, or is just the home page', () => {
    expect(loginPath('//evil.test')).toBe('/login');
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('/trips', '/signup')).toBe('/signup?returnTo=%2Ftrips');
  });
});
