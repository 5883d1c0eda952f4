/**
 * Which language a page is in (docs/decisions/0034-languages.md): the member's setting, else the
 * visitor's choice in this browser (the footer switcher's cookie), else the browser's languages
 * (Accept-Language on the server, navigator.languages in the browser), else English.
 */

/** The languages a reader can choose in the footer, each named in itself. */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];

/**
 * Pseudo-locales for testing, never offered in the switcher (Chromium's own names): en-XA is
 * English with accents and brackets, so text outside the catalogue stands out; ar-XB is the same,
 * right to left, so the layout's mirroring can be looked at without an Arabic catalogue.
 */
export const PSEUDO_LOCALES = ['en-XA', 'ar-XB'] as const;

export const isPseudoLocale = (locale: string) => (PSEUDO_LOCALES as readonly string[]).includes(locale);

/** Whether a page in `locale` reads the English catalogue as written (en, en-GB…; not the pseudo-locale en-XA). */
export const readsEnglish = (locale: string) => !isPseudoLocale(locale) && locale.split('-')[0] === 'en';

/** The cookie the footer switcher sets (a year; read by the server's first paint). */
export const LOCALE_COOKIE = 'roost_locale';

/** A supported locale for `tag` (a BCP 47 tag as browsers send it), or undefined. */
export function supportedLocale(tag: string | null | undefined): string | undefined {
  if (!tag) return undefined;
  const t = tag.trim();
  const pseudo = PSEUDO_LOCALES.find((p) => p.toLowerCase() === t.toLowerCase());
  if (pseudo) return pseudo;
  const lang = t.split(/[-_]/)[0]?.toLowerCase();
  return LANGUAGES.find((l) => l.code === lang)?.code;
}

/** Accept-Language's tags, most wanted first (q=0 dropped); malformed parts are skipped. */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, i };
    })
    .filter((x) => x.weight > 0 && /^[a-zA-Z]{1,8}(-[a-zA-Z0-9]{1,8})*$/.test(x.tag))
    .sort((a, b) => b.weight - a.weight || a.i - b.i)
    .map((x) => x.tag);
}

/**
 * The page's locale from, in order: the member's setting, the switcher's cookie, the browser's
 * languages. The browser's own region is kept when it speaks the chosen language ("es-MX", "en-GB"),
 * so dates and money read as they do there; the words are the language's.
 */
export function chooseLocale(opts: { member?: string | null; cookie?: string | null; browser?: readonly string[] }): string {
  const chosen =
    supportedLocale(opts.member) ??
    supportedLocale(opts.cookie) ??
    opts.browser?.map(supportedLocale).find((l) => l !== undefined) ??
    'en';
  if (isPseudoLocale(chosen)) return chosen;
  return withRegion(chosen, opts.browser);
}

/**
 * The language a visitor's request says they read (the switcher's cookie, else the browser's
 * languages), as a language e-mails can be written in; undefined when the request says none, or
 * only a pseudo-locale: recorded as a member's last language, a silent default would be a guess.
 */
export function requestLanguage(opts: { cookie?: string | null; browser?: readonly string[] }): Language | undefined {
  const chosen = supportedLocale(opts.cookie) ?? opts.browser?.map(supportedLocale).find((l) => l !== undefined);
  return chosen && !isPseudoLocale(chosen) ? (chosen as Language) : undefined;
}

/** `lang` with the region of the first browser language that is `lang` ("es" + ["es-MX"] → "es-MX"). */
export function withRegion(lang: string, browser: readonly string[] = []): string {
  const regional = browser.find((tag) => tag.split(/[-_]/)[0]?.toLowerCase() === lang && /^[a-zA-Z]{2,3}-[a-zA-Z0-9]{2,8}$/.test(tag));
  if (!regional || (PSEUDO_LOCALES as readonly string[]).some((p) => p.toLowerCase() === regional.toLowerCase())) return lang;
  try {
    return Intl.getCanonicalLocales(regional)[0] ?? lang;
  } catch {
    return lang;
  }
}

/** The writing direction of a locale. */
export function localeDir(locale: string): 'ltr' | 'rtl' {
  return ['ar', 'he', 'fa', 'ur'].includes(locale.split('-')[0].toLowerCase()) ? 'rtl' : 'ltr';
}
