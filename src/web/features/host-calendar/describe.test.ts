import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n';
import { priceText } from './describe';
import type { Night } from './nights';

const i18n = createI18n('en');
const night = { date: '2026-12-01', state: 'available', price: 2500 } as unknown as Night;

describe("a night's price in its cell", () => {
  it('shows the price in the currency, and nothing without one', () => {
    expect(priceText(i18n, night, 'EUR')).toBe('€25');
    expect(priceText(i18n, { ...night, price: null } as unknown as Night, 'EUR')).toBe('');
  });

  it('shows nothing (rather than throwing) while the currency is not known yet', () => {
    expect(() => priceText(i18n, night, '')).not.toThrow();
    expect(priceText(i18n, night, '')).toBe('');
  });
});
