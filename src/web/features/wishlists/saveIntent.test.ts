import { describe, expect, it } from 'vitest';
import { readSaveIntent, withoutSaveIntent, withSaveIntent } from './saveIntent';

describe('save intent', () => {
  it('is added to the page a visitor was on, keeping its query', () => {
    expect(withSaveIntent('/s?place=Montevideo&checkin=2026-07-01', 'lst_1')).toBe('/s?place=Montevideo&checkin=2026-07-01&save=lst_1');
    expect(withSaveIntent('/', 'lst_1')).toBe('/?save=lst_1');
    expect(withSaveIntent('/s?save=old', 'lst_2')).toBe('/s?save=lst_2');
  });

  it('is read back only when it looks like an id', () => {
    expect(readSaveIntent(new URLSearchParams('save=lst_abc-9'))).toBe('lst_abc-9');
    for (const bad of ['save=', 'save=..%2Fadmin', 'save=a%20b', `save=${'x'.repeat(65)}`, 'other=1']) {
      expect(readSaveIntent(new URLSearchParams(bad))).toBeNull();
    }
  });

  it('is removed without touching the rest', () => {
    expect(withoutSaveIntent(new URLSearchParams('place=X&save=lst_1&guests=2')).toString()).toBe('place=X&guests=2');
  });
});
