import { describe, expect, it } from 'vitest';
import { parseNightlyPrice } from './price';

describe('a nightly price typed in the major unit', () => {
  it('becomes minor units for the API', () => {
    expect(parseNightlyPrice(120, 'EUR')).toEqual({ minor: 12000 });
    expect(parseNightlyPrice(99.9, 'EUR')).toEqual({ minor: 9990 });
    expect(parseNightlyPrice(12.34, 'USD')).toEqual({ minor: 1234 });
    expect(parseNightlyPrice(5000, 'JPY')).toEqual({ minor: 5000 });
    expect(parseNightlyPrice(25.125, 'KWD')).toEqual({ minor: 25125 });
  });

  it('must be given', () => {
    expect(parseNightlyPrice(NaN, 'EUR')).toEqual({ problem: 'required' });
  });

  it('stays within the publish bounds (10 – 10 000 in the major unit)', () => {
    expect(parseNightlyPrice(9.99, 'EUR')).toEqual({ problem: 'tooLow' });
    expect(parseNightlyPrice(10, 'EUR')).toEqual({ minor: 1000 });
    expect(parseNightlyPrice(10_000, 'EUR')).toEqual({ minor: 1_000_000 });
    expect(parseNightlyPrice(10_000.01, 'EUR')).toEqual({ problem: 'tooHigh' });
  });

  it('refuses fractions the currency cannot hold', () => {
    expect(parseNightlyPrice(12.345, 'EUR')).toEqual({ problem: 'precision' });
    expect(parseNightlyPrice(1200.5, 'JPY')).toEqual({ problem: 'precision' });
  });
});
