import { describe, expect, it } from 'vitest';
import { pseudoMessage, PSEUDO_CLOSE, PSEUDO_OPEN } from './pseudo';
import { createI18n, registerLocale } from './index';
import { es } from './es';

/**
 * Every language has every key of English, no other key, the same `{placeholders}` and both
 * plural forms. (The files are also typed against their English twins: `npm run typecheck` fails first.)
 */
type Catalogue = Record<string, string>;
const modules = (files: Record<string, Record<string, unknown>>) =>
  Object.fromEntries(Object.entries(files).map(([path, mod]) => [path.replace(/^.*\//, ''), Object.values(mod)[0] as Catalogue]));
const english = modules(import.meta.glob<Record<string, unknown>>('./en/*.ts', { eager: true }));
const languages = { es: modules(import.meta.glob<Record<string, unknown>>('./es/*.ts', { eager: true })) };

const placeholders = (msg: string) => [...msg.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const tags = (msg: string) => [...msg.matchAll(/<\/?(\w+)>/g)].map((m) => m[0]).sort();

describe.each(Object.entries(languages))('the %s catalogue', (_, files) => {
  it('has a file for each English file', () => {
    expect(Object.keys(files).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(Object.keys(english))('%s has exactly the English keys, each translated', (file) => {
    const en = english[file];
    const other = files[file] ?? {};
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    for (const [key, msg] of Object.entries(other)) expect(msg.trim(), key).not.toBe('');
  });

  it.each(Object.keys(english))('%s keeps each message’s placeholders and tags', (file) => {
    for (const [key, enMsg] of Object.entries(english[file])) {
      const msg = files[file]?.[key];
      if (msg === undefined) continue;
      const want = placeholders(enMsg);
      // A language may say "one" in words where English says "1": `{count}` may go from a _one form.
      const got = placeholders(msg);
      if (key.endsWith('_one') && !got.includes('count')) expect(got, key).toEqual(want.filter((p) => p !== 'count'));
      else expect(got, key).toEqual(want);
      expect(tags(msg), key).toEqual(tags(enMsg));
    }
  });

  it.each(Object.keys(english))('%s has both plural forms wherever English has one', (file) => {
    const keys = new Set(Object.keys(files[file] ?? {}));
    for (const key of keys) {
      const base = key.match(/^(.*)_(one|other)$/)?.[1];
      if (base) expect([keys.has(`${base}_one`), keys.has(`${base}_other`)], key).toEqual([true, true]);
    }
  });
});

describe('Spanish through t()', () => {
  registerLocale('es', { messages: es });
  const { t, money, date } = createI18n('es-ES');
  it('chooses the plural form and fills placeholders', () => {
    expect(t('common.night', { count: 1 })).toBe('1 noche');
    expect(t('common.night', { count: 3 })).toBe('3 noches');
    expect(t('search.countIn', { count: 1200, place: 'Sevilla' })).toBe('1200 alojamientos en Sevilla');
  });
  it('formats money and dates in Spanish', () => {
    expect(money(12345, 'EUR')).toMatch(/123(,45)?\s€/);
    expect(date('2026-03-05', { day: 'numeric', month: 'long' })).toBe('5 de marzo');
  });
});

describe('the pseudo-locale', () => {
  it('accents words, brackets the message and keeps placeholders and tags', () => {
    expect(pseudoMessage('Hello {name}, see <terms>Terms</terms>')).toBe(`${PSEUDO_OPEN}Ĥéļļö {name}, šéé <terms>Ţéŕɱš</terms>${PSEUDO_CLOSE}`);
    registerLocale('en-XA', { transform: pseudoMessage });
    expect(createI18n('en-XA').t('common.night', { count: 2 })).toBe(`${PSEUDO_OPEN}2 ñîĝĥţš${PSEUDO_CLOSE}`);
  });
});
