import { describe, expect, it } from 'vitest';
import { majorValue, minorPerMajor, minorValue, priceFormat } from './priceInput';

describe('prices typed in the major unit', () => {
  it('sends minor units, rounding what the currency cannot hold', () => {
    expect(minorValue(120.5, 'EUR')).toBe(12050);
    expect(minorValue(0.1 + 0.2, 'EUR')).toBe(30);
    expect(minorValue(1500, 'JPY')).toBe(1500);
    expect(minorValue(12.3456, 'KWD')).toBe(12346);
  });

  it('treats an empty field as no price, and shows no price as an empty field', () => {
    expect(minorValue(Number.NaN, 'EUR')).toBeNull();
    expect(majorValue(null, 'EUR')).toBeNaN();
    expect(majorValue(12050, 'EUR')).toBe(120.5);
    expect(majorValue(0, 'EUR')).toBe(0);
  });

  it('formats with the currency and no more decimals than it has', () => {
    expect(priceFormat('JPY').maximumFractionDigits).toBe(0);
    expect(priceFormat('EUR').maximumFractionDigits).toBe(2);
    const shown = (v: number) => new Intl.NumberFormat('en', priceFormat('EUR', v)).format(v);
    expect(shown(120)).toBe('€120');
    expect(shown(120.5)).toBe('€120.50');
    expect(minorPerMajor('EUR')).toBe(100);
    expect(minorPerMajor('JPY')).toBe(1);
  });
});
