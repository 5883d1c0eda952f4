import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { errorMessage, I18nProvider, issueMessage, registerLocale } from './index';
import { EmailSchema, NameSchema, PasswordSchema } from '../../contract/auth';
import type { z } from 'zod';
import { es } from './es';

/** The API's errors reach the reader in the page's language: by code, per field, and for a lost connection. */
const shown = (locale: string, code: string, message?: string, reason?: string) => {
  let out = '';
  const Probe = () => {
    out = errorMessage(code, message, reason);
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
  it('words a finer cause the server named, where the code alone would mislead', () => {
    // A wrong password answers 401: "log in to continue" would tell the reader nothing.
    expect(shown('es', 'UNAUTHENTICATED', 'That email and password do not match an account.', 'wrong_credentials'))
      .toBe('Ese correo y esa contraseña no corresponden a ninguna cuenta.');
    expect(shown('es', 'FORBIDDEN', 'Sign-ups are closed…', 'signups_closed')).toMatch(/^Por ahora no se admiten registros/);
    expect(shown('en', 'UNAUTHENTICATED', 'That email and password do not match an account.', 'wrong_credentials'))
      .toBe('That email and password do not match an account.');
    // Beside the field too, instead of the generic line; English keeps the server's detail.
    expect(shown('es', 'field', 'is already imported for this listing', 'feed_duplicate')).toBe('Este calendario ya está importado.');
    expect(shown('en', 'field', 'is already imported for this listing', 'feed_duplicate')).toBe('is already imported for this listing');
    // A cause this version does not know falls back to the code.
    expect(shown('es', 'FORBIDDEN', 'x', 'something_new')).toBe('No tienes permiso para hacer eso.');
  });
});

/** A form's own check (the contract's zod schemas) in the page's language. */
const issueShown = (locale: string, schema: z.ZodType, value: unknown) => {
  const issue = schema.safeParse(value).error!.issues[0]!;
  let out = '';
  const Probe = () => {
    out = issueMessage(issue as Parameters<typeof issueMessage>[0]);
    return null;
  };
  renderToString(<I18nProvider locale={locale}><Probe /></I18nProvider>);
  return out;
};

describe('issueMessage', () => {
  it('keeps the contract’s English on English pages', () => {
    expect(issueShown('en', NameSchema, '')).toBe('Enter your name.');
  });
  it('words each kind of problem in Spanish', () => {
    expect(issueShown('es', NameSchema, '')).toBe('Rellena este campo.');
    expect(issueShown('es', NameSchema, 'x'.repeat(51))).toBe('Usa como máximo 50 caracteres.');
    expect(issueShown('es', PasswordSchema, 'short')).toBe('Usa al menos 10 caracteres.');
    expect(issueShown('es', EmailSchema, 'not-an-address')).toBe('Introduce una dirección de correo válida, como nombre@ejemplo.com.');
  });
});
