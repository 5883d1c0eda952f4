import { PUBLISH_RULES } from '../../../domain/listing/completeness';
import { majorToMinor, minorDigits } from '../../../domain/money';

export type PriceProblem = 'required' | 'tooLow' | 'tooHigh' | 'precision';

/**
 * A nightly price typed in the currency's major unit (what NumberField gives: NaN when empty)
 * → minor units for the API, within SPEC §5's publish bounds; or what is wrong with it.
 */
export function parseNightlyPrice(major: number, currency: string): { minor: number } | { problem: PriceProblem } {
  if (!Number.isFinite(major)) return { problem: 'required' };
  const { min, max } = PUBLISH_RULES.priceMajor;
  if (major < min) return { problem: 'tooLow' };
  if (major > max) return { problem: 'tooHigh' };
  const minor = majorToMinor(major, currency);
  // 12.345 EUR has no minor-unit form: say so rather than round it silently.
  if (Math.abs(minor - major * 10 ** minorDigits(currency)) > 1e-6) return { problem: 'precision' };
  return { minor };
}
