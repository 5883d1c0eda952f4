import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { errorMessage, I18nProvider, registerLocale } from './index';
import { es } from './es';

/** The API's errors reach the reader in the page's language: by code, per field, and for a lost connection. */
const shown = (locale: string, code: string, message?: string) => {
  let out = '';
  const Probe = () => {
    out = errorMessage(code, message);
    return null;
  };
  renderToString(<I18nProvider locale={locale}><Probe /></I18nProvider>);
  return out;
};

describe('errorMessage', () => {
  registerLocale('es', { messages: es });
  it('keeps the server’s English on English pages, where it is often more precise', () => {
    expect(shown('en', 'VALIDATION_FAILED', 'Use at most 1000 characters.')).toBe('Use at most 1000 characters.');
    expect(shown('en-GB', 'NETWORK')).toBe('We could not reach Roost. Check your connection and try again.');
  });
  it('words every code in Spanish on Spanish pages', () => {
    expect(shown('es', 'DATES_UNAVAILABLE', 'Those dates are taken.')).toBe('Esas fechas ya no están disponibles. Elige otras.');
    expect(shown('es', 'field', 'Use at most 1000 characters.')).toBe('Revisa este campo.');
    expect(shown('es', 'NETWORK')).toMatch(/^No hemos podido conectar/);
    // A code the catalogue does not know keeps what the server said.
    expect(shown('es', 'SOMETHING_NEW', 'Server words')).toBe('Server words');
  });
});
