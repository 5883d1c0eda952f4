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

  it('keeps photos in DATA_DIR unless PHOTO_STORAGE_URL names a bucket; path style by default with an endpoint', () => {
    expect(loadConfig({}).photoBucket).toBeUndefined();
    expect(loadConfig({}).photoCdnUrl).toBeUndefined();
    expect(loadConfig({ PHOTO_STORAGE_URL: 's3://roost-photos' }).photoBucket).toEqual({
      bucket: 'roost-photos', prefix: '', endpoint: undefined, region: 'us-east-1', forcePathStyle: false, credentials: undefined,
    });
    expect(loadConfig({
      PHOTO_STORAGE_URL: 's3://roost-photos/prod/photos/', S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_REGION: 'auto',
      S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret', PHOTO_CDN_URL: 'https://cdn.example.org/photos/',
    })).toMatchObject({
      photoBucket: {
        bucket: 'roost-photos', prefix: 'prod/photos', endpoint: 'http://127.0.0.1:9000', region: 'auto', forcePathStyle: true,
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      },
      photoCdnUrl: 'https://cdn.example.org/photos',
    });
    expect(loadConfig({ PHOTO_STORAGE_URL: 's3://b-1', S3_ENDPOINT: 'https://s3.example.org', S3_FORCE_PATH_STYLE: 'false' }).photoBucket?.forcePathStyle).toBe(false);
    // A CDN in front of this server's own /media/photos needs no bucket.
    expect(loadConfig({ PHOTO_CDN_URL: 'https://cdn.example.org' }).photoCdnUrl).toBe('https://cdn.example.org');
  });

  it('refuses half-given photo storage settings, naming them', () => {
    for (const bad of ['s3://', 's3://UPPER', 'https://bucket', 's3://ab', 's3://bucket/../x', 's3://bucket/a b']) {
      expect(() => loadConfig({ PHOTO_STORAGE_URL: bad }), bad).toThrow(/PHOTO_STORAGE_URL/);
    }
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_ENDPOINT is set but PHOTO_STORAGE_URL is not/);
    expect(() => loadConfig({ PHOTO_STORAGE_URL: 's3://bucket', S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together/);
    expect(() => loadConfig({ PHOTO_STORAGE_URL: 's3://bucket', S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ PHOTO_CDN_URL: 'https://cdn.example.org/?v=1' })).toThrow(/PHOTO_CDN_URL/);
  });
});
