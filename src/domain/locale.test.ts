import { describe, expect, it } from 'vitest';
import { acceptedLanguages, chooseLocale, localeDir, requestLanguage, supportedLocale } from './locale';

describe('locale', () => {
  it('reads Accept-Language by weight, keeping the order of equal weights', () => {
    expect(acceptedLanguages('fr-CH, fr;q=0.9, es;q=0.95, en;q=0.8, *;q=0.5')).toEqual(['fr-CH', 'es', 'fr', 'en']);
    expect(acceptedLanguages('de;q=0, es-MX')).toEqual(['es-MX']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('<script>, es')).toEqual(['es']);
  });

  it('maps a tag to a language it has, pseudo-locales by their full tag', () => {
    expect(supportedLocale('es-AR')).toBe('es');
    expect(supportedLocale('EN_gb')).toBe('en');
    expect(supportedLocale('fr')).toBeUndefined();
    expect(supportedLocale('en-xa')).toBe('en-XA');
    expect(supportedLocale('ar-XB')).toBe('ar-XB');
    expect(supportedLocale('ar')).toBeUndefined();
  });

  it('prefers the member’s setting, then the cookie, then the first language the browser wants that it has', () => {
    expect(chooseLocale({ member: 'es', cookie: 'en', browser: ['en'] })).toBe('es');
    expect(chooseLocale({ member: null, cookie: 'es', browser: ['en'] })).toBe('es');
    expect(chooseLocale({ member: 'xx', cookie: 'nonsense', browser: ['fr', 'es-ES', 'en'] })).toBe('es-ES');
    expect(chooseLocale({ browser: ['fr', 'de'] })).toBe('en');
    expect(chooseLocale({})).toBe('en');
  });

  it('keeps the browser’s region for the chosen language, so dates and money read as they do there', () => {
    expect(chooseLocale({ member: 'es', browser: ['es-mx', 'en-US'] })).toBe('es-MX');
    expect(chooseLocale({ cookie: 'en', browser: ['es-ES', 'en-GB'] })).toBe('en-GB');
    expect(chooseLocale({ member: 'es', browser: ['en-GB'] })).toBe('es');
    expect(chooseLocale({ cookie: 'en-XA', browser: ['en-GB'] })).toBe('en-XA');
    expect(chooseLocale({ browser: ['en-XA'] })).toBe('en-XA');
  });

  it('knows right-to-left scripts', () => {
    expect(localeDir('ar-XB')).toBe('rtl');
    expect(localeDir('he')).toBe('rtl');
    expect(localeDir('es')).toBe('ltr');
  });
});

describe('requestLanguage', () => {
  it('is the cookie’s language, else the first the browser reads, without the region', () => {
    expect(requestLanguage({ cookie: 'es', browser: ['en-US'] })).toBe('es');
    expect(requestLanguage({ browser: ['fr-FR', 'es-MX', 'en'] })).toBe('es');
    expect(requestLanguage({ cookie: 'en-GB' })).toBe('en');
  });
  it('is nothing when the request says nothing the site speaks, or only a pseudo-locale', () => {
    expect(requestLanguage({})).toBeUndefined();
    expect(requestLanguage({ browser: ['fr', 'de'] })).toBeUndefined();
    expect(requestLanguage({ cookie: 'en-XA' })).toBeUndefined();
  });
});
