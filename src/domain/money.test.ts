import { describe, expect, it } from 'vitest';
import { formatMoney, majorToMinor, minorDigits, minorToMajor } from './money';

describe('money', () => {
  it('knows each currency’s minor units', () => {
    expect(minorDigits('EUR')).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
    expect(minorDigits('KWD')).toBe(3);
    expect(majorToMinor(12.5, 'EUR')).toBe(1250);
    expect(minorToMajor(1250, 'JPY')).toBe(1250);
  });

  it('shows whole amounts without cents and exact ones with them, per locale', () => {
    expect(formatMoney(12000, 'EUR', 'en')).toBe('€120');
    expect(formatMoney(12050, 'EUR', 'en', { exact: true })).toBe('€120.50');
    expect(formatMoney(12000, 'EUR', 'en', { exact: true })).toBe('€120');
    // the same formatter cache never leaks one style into another
    expect(formatMoney(12050, 'EUR', 'en')).toBe('€121');
    expect(formatMoney(12050, 'EUR', 'de', { exact: true })).toBe('120,50\u00a0€');
    expect(formatMoney(1500, 'JPY', 'ja')).toBe('￥1,500');
  });
});
