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

  it('takes the review window in whole days, 14 by default', () => {
    expect(loadConfig({}).reviewWindowDays).toBe(14);
    expect(loadConfig({ REVIEW_WINDOW_DAYS: '7' }).reviewWindowDays).toBe(7);
    expect(() => loadConfig({ REVIEW_WINDOW_DAYS: '0' })).toThrow(/REVIEW_WINDOW_DAYS/);
    expect(() => loadConfig({ REVIEW_WINDOW_DAYS: '2.5' })).toThrow(/REVIEW_WINDOW_DAYS/);
  });

  it('reads the iCal settings: schedule, timeout, and which private addresses feeds may use', () => {
    const d = loadConfig({});
    expect(d).toMatchObject({ icalSyncMinutes: 15, icalFetchTimeoutMs: 10_000, icalAllowPrivateHosts: false });
    expect(loadConfig({ ICAL_SYNC_MINUTES: '0', ICAL_FETCH_TIMEOUT_SECONDS: '2.5' })).toMatchObject({ icalSyncMinutes: 0, icalFetchTimeoutMs: 2500 });
    expect(loadConfig({ ICAL_ALLOW_PRIVATE_HOSTS: 'true' }).icalAllowPrivateHosts).toBe(true);
    expect(loadConfig({ ICAL_ALLOW_PRIVATE_HOSTS: '127.0.0.1, 10.0.0.0/8,fd00::/8' }).icalAllowPrivateHosts).toEqual(['127.0.0.1', '10.0.0.0/8', 'fd00::/8']);
    for (const bad of ['yes', 'localhost', '10.0.0.0/33', '1.2.3.4/8/9']) expect(() => loadConfig({ ICAL_ALLOW_PRIVATE_HOSTS: bad }), bad).toThrow(/ICAL_ALLOW_PRIVATE_HOSTS/);
    expect(() => loadConfig({ ICAL_SYNC_MINUTES: '-1' })).toThrow(/ICAL_SYNC_MINUTES/);
  });

  it('publishes complete listings on submit unless LISTING_REVIEW=manual', () => {
    expect(loadConfig({}).listingReview).toBe('auto');
    expect(loadConfig({ LISTING_REVIEW: 'manual' }).listingReview).toBe('manual');
    expect(() => loadConfig({ LISTING_REVIEW: 'sometimes' })).toThrow(/LISTING_REVIEW/);
  });

  it('opens /metrics only with a METRICS_TOKEN long enough, and fast job ticks only under TEST_CLOCK', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(16) }).metricsToken).toBe('a'.repeat(16));
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ TEST_CLOCK: 'true', TEST_JOB_TICK_MS: '500' }).testJobTickMs).toBe(500);
    expect(() => loadConfig({ TEST_JOB_TICK_MS: '500' })).toThrow(/TEST_JOB_TICK_MS/);
  });
});
