import { describe, expect, it } from 'vitest';
import { countries } from './countries';

describe('the country list', () => {
  it('names the ISO countries in the reader’s language, and nothing that is not a country', () => {
    const en = countries('en');
    const codes = new Set(en.map((c) => c.code));
    expect(en.length).toBe(249);
    for (const c of ['UY', 'FR', 'US', 'JP', 'AQ']) expect(codes.has(c), c).toBe(true);
    for (const c of ['EU', 'UN', 'ZZ', 'XA', 'QO', 'XK', 'DD', 'UK', 'IC']) expect(codes.has(c), c).toBe(false);
    expect(en.find((c) => c.code === 'DE')!.name).toBe('Germany');
    expect(countries('de').find((c) => c.code === 'DE')!.name).toBe('Deutschland');
  });

  it('sorts by name', () => {
    const names = countries('en').map((c) => c.name);
    expect(names.indexOf('Uruguay')).toBeGreaterThan(names.indexOf('France'));
  });
});
