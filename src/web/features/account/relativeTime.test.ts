import { describe, expect, it } from 'vitest';
import { relativeTime } from './relativeTime';

const now = Date.parse('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('relativeTime', () => {
  it('says "now" under a minute', () => {
    expect(relativeTime(ago(20_000), now, 'en')).toBe('now');
  });
  it('counts whole minutes and hours, rounding down', () => {
    expect(relativeTime(ago(2 * 60_000 + 50_000), now, 'en')).toBe('2 minutes ago');
    expect(relativeTime(ago(3 * 3_600_000 + 59 * 60_000), now, 'en')).toBe('3 hours ago');
  });
  it('uses words for one day', () => {
    expect(relativeTime(ago(26 * 3_600_000), now, 'en')).toBe('yesterday');
  });
  it('follows the locale', () => {
    expect(relativeTime(ago(5 * 60_000), now, 'de')).toBe('vor 5 Minuten');
  });
});
