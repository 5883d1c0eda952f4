import { majorToMinor, minorDigits, minorToMajor } from '../../../domain/money';

/**
 * Prices are typed in the currency's major unit (120.50 €) and stored in minor units (12050).
 * NumberField speaks NaN for an empty field; the listing speaks null for a price not set yet.
 */

/** The value a NumberField shows for a stored price. */
export function majorValue(minor: number | null | undefined, currency: string): number {
  return minor === null || minor === undefined ? Number.NaN : minorToMajor(minor, currency);
}

/** What to send for a typed price: minor units, or null when the field is empty. */
export function minorValue(major: number, currency: string): number | null {
  return Number.isFinite(major) ? majorToMinor(major, currency) : null;
}

/**
 * NumberField's format: the currency's symbol and no more decimals than it has (none for JPY);
 * a whole amount without cents (€120), any other with all of them (€120.50, not €120.5).
 */
export function priceFormat(currency: string, value?: number): Intl.NumberFormatOptions {
  const digits = minorDigits(currency);
  const whole = value === undefined || !Number.isFinite(value) || Number.isInteger(value);
  return { style: 'currency', currency, minimumFractionDigits: whole ? 0 : digits, maximumFractionDigits: digits };
}

/** 100 for EUR, 1 for JPY: what contract/hosting's schemas take. */
export const minorPerMajor = (currency: string) => 10 ** minorDigits(currency);
