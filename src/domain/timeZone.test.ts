import { describe, expect, it } from 'vitest';
import { knownTimeZone } from './timeZone';

describe('knownTimeZone', () => {
  it('accepts the IANA names browsers report', () => {
    expect(knownTimeZone('America/Montevideo')).toBe('America/Montevideo');
    expect(knownTimeZone('Europe/Madrid')).toBe('Europe/Madrid');
    expect(knownTimeZone('UTC')).toBe('UTC');
    expect(knownTimeZone('America/Argentina/Buenos_Aires')).toBe('America/Argentina/Buenos_Aires');
  });

  it('refuses anything else: unknown zones, odd characters, overlong values, nothing', () => {
    for (const bad of ['Mars/Olympus_Mons', 'Europe/Madrid; path=/', '<script>', 'A'.repeat(65), '', null, undefined]) {
      expect(knownTimeZone(bad), String(bad)).toBeUndefined();
    }
  });
});
