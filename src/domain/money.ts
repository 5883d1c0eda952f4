/** Money is an integer in minor units; these convert and format it with Intl. */

const digitsCache = new Map<string, number>();

/** How many minor-unit digits a currency has (EUR 2, JPY 0, KWD 3). */
export function minorDigits(currency: string): number {
  let d = digitsCache.get(currency);
  if (d === undefined) {
    d = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsCache.set(currency, d);
  }
  return d;
}

export function majorToMinor(major: number, currency: string): number {
  return Math.round(major * 10 ** minorDigits(currency));
}

export function minorToMajor(minor: number, currency: string): number {
  return minor / 10 ** minorDigits(currency);
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * "€120" for whole amounts (cards, pins), "€120.50" when cents matter (price breakdowns).
 * Formatters are built once per locale, currency and style: cards and pins format hundreds.
 */
export function formatMoney(minor: number, currency: string, locale: string, opts: { exact?: boolean } = {}): string {
  const major = minorToMajor(minor, currency);
  const whole = !opts.exact || Number.isInteger(major);
  const key = `${locale}|${currency}|${whole}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: whole ? 0 : undefined,
      maximumFractionDigits: whole ? 0 : undefined,
    });
    formatters.set(key, f);
  }
  return f.format(major);
}
