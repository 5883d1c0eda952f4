import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runJobTick } from '../../src/server/jobs';
import { bookingJob } from '../../src/server/features/bookings';
import { engines, startTestApp, type TestApp } from './harness';
import { parseExposition, valueOf } from './prometheus';

const TOKEN = 'scrape-me-please-0123456789';

describe.each(engines())('/metrics on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { metricsToken: TOKEN });
  });
  afterAll(() => t?.close());

  const scrape = async () => {
    const res = await t.get('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return parseExposition(await res.text());
  };

  it('is off (404) without METRICS_TOKEN', async () => {
    const off = await startTestApp(engine, {}, { sameDatabaseAs: t });
    try {
      expect((await off.get('/metrics')).status).toBe(404);
      expect((await off.get('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('refuses a scrape without the token or with a wrong one (401)', async () => {
    const none = await t.get('/metrics');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    expect((await none.json()).error.code).toBe('UNAUTHENTICATED');
    expect((await t.get('/metrics', { headers: { authorization: `Bearer ${TOKEN}x` } })).status).toBe(401);
    expect((await t.get('/metrics', { headers: { authorization: TOKEN } })).status).toBe(401);
  });

  it('counts requests by route pattern and status class, with latencies, never raw paths', async () => {
    const before = (await scrape()).samples;
    const route = { method: 'GET', route: '/api/v1/listings/:id', status: '4xx' };
    const n0 = valueOf(before, 'roost_http_requests_total', route);
    for (const id of ['lst_nope1', 'lst_nope2', 'lst_nope3']) expect((await t.get(`/api/v1/listings/${id}`)).status).toBe(404);
    expect((await t.get('/healthz')).status).toBe(200);
    const { samples } = await scrape();
    expect(valueOf(samples, 'roost_http_requests_total', route)).toBe(n0 + 3);
    expect(valueOf(samples, 'roost_http_request_duration_seconds_count', route)).toBe(n0 + 3);
    expect(valueOf(samples, 'roost_http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(n0 + 3);
    expect(valueOf(samples, 'roost_http_requests_total', { method: 'GET', route: '/healthz', status: '2xx' })).toBeGreaterThanOrEqual(1);
    // No label holds an id.
    expect(samples.some((s) => Object.values(s.labels).some((v) => v.includes('lst_nope')))).toBe(false);
  });

  it('reports the pool and job runs by name, which move after a tick', async () => {
    const before = await scrape();
    expect(before.types.get('roost_db_pool_connections')).toBe('gauge');
    expect(valueOf(before.samples, 'roost_db_pool_max_connections', { engine })).toBeGreaterThanOrEqual(1);
    expect(valueOf(before.samples, 'roost_db_pool_connections', { engine })).toBeGreaterThanOrEqual(valueOf(before.samples, 'roost_db_pool_idle_connections', { engine }));
    const runs0 = valueOf(before.samples, 'roost_job_runs_total', { job: 'bookings' });
    expect(await runJobTick(t.deps, { ...bookingJob, everyMs: 100 })).toBe('ran');
    await runJobTick(t.deps, { name: 'broken', everyMs: 100, run: async () => { throw new Error('no'); } });
    const after = (await scrape()).samples;
    expect(valueOf(after, 'roost_job_runs_total', { job: 'bookings' })).toBe(runs0 + 1);
    expect(valueOf(after, 'roost_job_duration_seconds_count', { job: 'bookings' })).toBe(runs0 + 1);
    expect(valueOf(after, 'roost_job_failures_total', { job: 'bookings' })).toBe(0);
    expect(valueOf(after, 'roost_job_failures_total', { job: 'broken' })).toBe(1);
  });

  it('the reader refuses what a scraper would (it can fail)', () => {
    expect(() => parseExposition('roost_x 1\n')).toThrow(/undeclared/);
    expect(() => parseExposition('# TYPE roost_x counter\nroost_x{a="1} 1\n')).toThrow(/bad/);
    expect(() => parseExposition('# TYPE h histogram\nh_bucket{le="1"} 2\nh_bucket{le="+Inf"} 1\nh_count 1\nh_sum 0\n')).toThrow(/rise/);
  });
});
