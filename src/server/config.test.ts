import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for the embedded mode', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.currency).toBe('EUR');
    expect(c.databaseUrl).toBeUndefined();
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(c.publicUrl).toBe('http://localhost:3000');
  });

  it('names every bad variable in one clear message', () => {
    let err: unknown;
    try {
      loadConfig({ PORT: 'eighty', CURRENCY: 'euro', DATABASE_URL: 'mysql://x', MAP_STYLE_URL: 'not a url' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const msg = (err as Error).message;
    for (const name of ['PORT', 'CURRENCY', 'DATABASE_URL', 'MAP_STYLE_URL']) expect(msg).toContain(name);
    expect(msg).toContain('"eighty"');
  });

  it('rejects a well-formed but unknown currency', () => {
    expect(() => loadConfig({ CURRENCY: 'ZZQ' })).toThrow(/CURRENCY/);
  });

  it('takes PUBLIC_URL without a trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://stays.example.org/' }).publicUrl).toBe('https://stays.example.org');
  });

  it('allows the end-to-end test clock everywhere but production', () => {
    expect(loadConfig({ TEST_CLOCK: 'true' }).testClock).toBe(true);
    expect(loadConfig({}).testClock).toBe(false);
    expect(() => loadConfig({ TEST_CLOCK: 'true', NODE_ENV: 'production' })).toThrow(/TEST_CLOCK/);
  });

  it('publishes complete listings on submit unless LISTING_REVIEW=manual', () => {
    expect(loadConfig({}).listingReview).toBe('auto');
    expect(loadConfig({ LISTING_REVIEW: 'manual' }).listingReview).toBe('manual');
    expect(() => loadConfig({ LISTING_REVIEW: 'sometimes' })).toThrow(/LISTING_REVIEW/);
  });
});
