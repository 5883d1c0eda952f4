import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { formatMoney } from '../../domain/money';
import { localeDir, readsEnglish, withRegion } from '../../domain/locale';
import { en, type Messages } from './en';

/**
 * The one translation layer: every user-facing string is a key in `en.ts` (English first), and
 * other languages are catalogues registered once loaded (load.ts: Spanish is fetched only when the
 * page is in Spanish). `{name}` placeholders are filled from vars; a key with `_one`/`_other` forms
 * is chosen with Intl.PluralRules when vars has `count`. Numbers, money and dates go through Intl
 * in the locale. A key a catalogue lacks falls back to English.
 */
type Catalogue = { messages?: Messages; transform?: (msg: string) => string };
const catalogues = new Map<string, Catalogue>();

/** Makes a locale's words available (load.ts; the server's renderer registers every language). */
export function registerLocale(locale: string, catalogue: Catalogue): void {
  catalogues.set(locale, catalogue);
}

export type I18n = {
  locale: string;
  /** The reader's time zone when the server was told it (its renderer); undefined: this runtime's own. */
  timeZone?: string;
  dir: 'ltr' | 'rtl';
  t: (key: string, vars?: Record<string, string | number>) => string;
  money: (minor: number, currency: string, opts?: { exact?: boolean }) => string;
  number: (n: number, opts?: Intl.NumberFormatOptions) => string;
  date: (isoDate: string, opts?: Intl.DateTimeFormatOptions) => string;
  /**
   * An instant (an ISO timestamp) in the reader's time zone: the browser's own, and on the server
   * the one the browser left in its cookie (domain/timeZone.ts), so a painted time of day is the
   * one the app then renders. Medium date and short time unless `opts` say otherwise.
   */
  dateTime: (isoInstant: string, opts?: Intl.DateTimeFormatOptions) => string;
};

export function createI18n(locale: string, timeZone?: string): I18n {
  const lang = locale.split('-')[0];
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
    // Read at call time: a catalogue (and English's lazily added parts) may arrive after this was made.
    const catalogue = catalogues.get(locale) ?? catalogues.get(lang);
    const messages = catalogue?.messages ?? en;
    let msg: string | undefined;
    if (vars && typeof vars.count === 'number') msg = messages[`${key}_${plural.select(vars.count)}`] ?? messages[`${key}_other`];
    msg ??= messages[key] ?? en[key];
    if (msg === undefined) {
      if (import.meta.env?.DEV) console.warn(`i18n: missing key ${key}`);
      return key;
    }
    if (catalogue?.transform) msg = catalogue.transform(msg);
    return vars ? msg.replace(/\{(\w+)\}/g, (_, k) => (k in vars ? String(k === 'count' ? numberFormat().format(Number(vars[k])) : vars[k]) : `{${k}}`)) : msg;
  };
  return {
    locale,
    timeZone,
    dir: localeDir(locale),
    t,
    money: (minor, currency, opts) => formatMoney(minor, currency, locale, opts),
    number: (n, opts) => numberFormat(opts).format(n),
    // Stay dates are calendar dates: format them at UTC noon so no time zone shifts the day.
    date: (iso, opts) => dateFormat({ timeZone: 'UTC', ...(opts ?? { day: 'numeric', month: 'short' }) }).format(new Date(`${iso}T12:00:00Z`)),
    dateTime: (iso, opts) => dateFormat({ ...(opts ?? { dateStyle: 'medium', timeStyle: 'short' }), ...(timeZone ? { timeZone } : {}) }).format(new Date(iso)),
  };
}

const I18nContext = createContext<I18n>(createI18n('en'));

// The language the app renders in now, for code outside React that words what it throws (the API
// client's errors). Set while the provider renders; rendering on the server is synchronous, so one
// page's render cannot see another's.
let active: I18n | undefined;

/**
 * A form's own check (a zod issue from the contract's schemas) in the reader's words. The
 * contract words its messages in English, which English pages keep (they are the most precise);
 * other languages get the catalogue's wording for the kind of problem.
 */
export function issueMessage(issue: { code: string; message: string; origin?: string; minimum?: unknown; maximum?: unknown; format?: string }): string {
  const i18n = active ?? createI18n('en');
  if (readsEnglish(i18n.locale)) return issue.message;
  const n = (v: unknown) => i18n.number(Number(v));
  const text = issue.origin === 'string';
  if (issue.code === 'too_small' && text) return Number(issue.minimum) <= 1 ? i18n.t('error.issue.required') : i18n.t('error.issue.minLength', { min: n(issue.minimum) });
  if (issue.code === 'too_big' && text) return i18n.t('error.issue.maxLength', { max: n(issue.maximum) });
  if (issue.code === 'too_small') return i18n.t('error.issue.min', { min: n(issue.minimum) });
  if (issue.code === 'too_big') return i18n.t('error.issue.max', { max: n(issue.maximum) });
  if (issue.code === 'invalid_format' && issue.format === 'email') return i18n.t('error.issue.email');
  return i18n.t('error.field');
}

/**
 * An API error in the reader's words: the catalogue's text for its finer cause when the server
 * gave one (`error.reason.<reason>`), else for its code (`error.<CODE>`); on English pages the
 * server's message (English, and often more precise), also when the catalogue has neither.
 */
export function errorMessage(code: string, serverMessage: string | undefined, reason?: string): string {
  const i18n = active ?? createI18n('en');
  const byReason = reason ? i18n.t(`error.reason.${reason}`) : undefined;
  if (byReason && byReason !== `error.reason.${reason}` && !(serverMessage && readsEnglish(i18n.locale))) return byReason;
  const key = `error.${code}`;
  const own = i18n.t(key);
  if (serverMessage && (readsEnglish(i18n.locale) || own === key)) return serverMessage;
  return own === key ? i18n.t('common.error') : own;
}
/**
 * Why an imported calendar's last sync failed, in the reader's words: the catalogue's text for its
 * code outside English (`error.feed.<code>`), the server's sentence on English pages or when the
 * failure was recorded without a code.
 */
export function feedErrorMessage(feed: { lastError: string | null; lastErrorCode: string | null }): string {
  return feed.lastErrorCode ? errorMessage(`feed.${feed.lastErrorCode}`, feed.lastError ?? undefined) : feed.lastError ?? '';
}
/**
 * Why a webhook attempt failed, in the reader's words: as for feeds, the catalogue's text for its
 * code outside English (`error.webhook.<code>`), else the server's sentence.
 */
export function webhookErrorMessage(attempt: { error: string | null; errorCode: string | null }): string {
  return attempt.errorCode ? errorMessage(`webhook.${attempt.errorCode}`, attempt.error ?? undefined) : attempt.error ?? '';
}

/** Switches the page's language (the footer's switcher); the new catalogue must be registered first. */
const SetLocaleContext = createContext<(locale: string) => void>(() => {});

/**
 * The locale the server chose for the page (`<html lang>`; `/` in English is a static page that
 * says only "en"), with this browser's region when it speaks that language, else the browser's.
 */
function documentLocale(): string {
  const browser = typeof navigator !== 'undefined' ? navigator.languages ?? [navigator.language] : [];
  const lang = typeof document !== 'undefined' ? document.documentElement.lang : '';
  if (lang) return lang.includes('-') ? lang : withRegion(lang, browser);
  return browser[0] || 'en';
}

/** `timeZone`: the reader's, given on the server (in the browser, the browser's own is used). */
export function I18nProvider({ locale: given, timeZone, children }: { locale?: string; timeZone?: string; children: ReactNode }) {
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const locale = chosen ?? given ?? documentLocale();
  const value = useMemo(() => createI18n(locale, timeZone), [locale, timeZone]);
  active = value;
  const set = useCallback((l: string) => setChosen(l), []);
  return (
    <SetLocaleContext.Provider value={set}>
      <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
    </SetLocaleContext.Provider>
  );
}

export function useI18n(): I18n {
  return useContext(I18nContext);
}

export function useSetLocale(): (locale: string) => void {
  return useContext(SetLocaleContext);
}
