import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { formatMoney } from '../../domain/money';
import { en, type Messages } from './en';

/**
 * The one translation layer: every user-facing string is a key in `en.ts` (English first).
 * `{name}` placeholders are filled from vars; a key with `_one`/`_other` forms is chosen with
 * Intl.PluralRules when vars has `count`. Numbers, money and dates go through Intl in the locale.
 */
const catalogs: Record<string, Messages> = { en };

export type I18n = {
  locale: string;
  dir: 'ltr' | 'rtl';
  t: (key: string, vars?: Record<string, string | number>) => string;
  money: (minor: number, currency: string, opts?: { exact?: boolean }) => string;
  number: (n: number, opts?: Intl.NumberFormatOptions) => string;
  date: (isoDate: string, opts?: Intl.DateTimeFormatOptions) => string;
};

const RTL = new Set(['ar', 'he', 'fa', 'ur']);

export function createI18n(locale: string): I18n {
  const lang = locale.split('-')[0];
  const messages = catalogs[lang] ?? en;
  const plural = new Intl.PluralRules(locale);
  // Building an Intl formatter costs far more than using one, and a page of cards asks for the
  // same few formats dozens of times: keep one per set of options.
  const numberFormats = new Map<string, Intl.NumberFormat>();
  const dateFormats = new Map<string, Intl.DateTimeFormat>();
  const numberFormat = (opts?: Intl.NumberFormatOptions) => {
    const key = opts ? JSON.stringify(opts) : '';
    let f = numberFormats.get(key);
    if (!f) numberFormats.set(key, (f = new Intl.NumberFormat(locale, opts)));
    return f;
  };
  const dateFormat = (opts: Intl.DateTimeFormatOptions) => {
    const key = JSON.stringify(opts);
    let f = dateFormats.get(key);
    if (!f) dateFormats.set(key, (f = new Intl.DateTimeFormat(locale, opts)));
    return f;
  };
  const t = (key: string, vars?: Record<string, string | number>) => {
    let msg: string | undefined;
    if (vars && typeof vars.count === 'number') msg = messages[`${key}_${plural.select(vars.count)}`] ?? messages[`${key}_other`];
    msg ??= messages[key] ?? en[key];
    if (msg === undefined) {
      if (import.meta.env?.DEV) console.warn(`i18n: missing key ${key}`);
      return key;
    }
    return vars ? msg.replace(/\{(\w+)\}/g, (_, k) => (k in vars ? String(k === 'count' ? numberFormat().format(Number(vars[k])) : vars[k]) : `{${k}}`)) : msg;
  };
  return {
    locale,
    dir: RTL.has(lang) ? 'rtl' : 'ltr',
    t,
    money: (minor, currency, opts) => formatMoney(minor, currency, locale, opts),
    number: (n, opts) => numberFormat(opts).format(n),
    // Stay dates are calendar dates: format them at UTC noon so no time zone shifts the day.
    date: (iso, opts) => dateFormat({ timeZone: 'UTC', ...(opts ?? { day: 'numeric', month: 'short' }) }).format(new Date(`${iso}T12:00:00Z`)),
  };
}

const I18nContext = createContext<I18n>(createI18n('en'));

export function I18nProvider({ locale, children }: { locale?: string; children: ReactNode }) {
  const value = useMemo(() => createI18n(locale ?? (typeof navigator !== 'undefined' ? navigator.language : 'en') ?? 'en'), [locale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  return useContext(I18nContext);
}
