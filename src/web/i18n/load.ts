import { registerLocale } from './index';
import { addCatalog } from './en';
import { isPseudoLocale } from '../../domain/locale';

/**
 * Fetches a locale's words before the app renders in it: a chunk of its own, so English readers
 * never download another language. The server painted the page in that locale (html lang), and
 * main.tsx waits for this before it takes the paint over, so nothing flashes in English.
 */
export async function loadLocale(locale: string): Promise<void> {
  const lang = locale.split('-')[0];
  if (isPseudoLocale(locale)) {
    const [{ pseudoMessage }, { errors }] = await Promise.all([import('./pseudo'), import('./en/errors')]);
    addCatalog(errors);
    registerLocale(locale, { transform: pseudoMessage });
  } else if (lang === 'es') {
    const { es } = await import('./es');
    registerLocale('es', { messages: es });
  }
}
