import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestApp, type TestApp } from './harness';

describe.each(engines())('the app on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t?.close());

  it('is alive and ready', async () => {
    expect((await t.get('/healthz')).status).toBe(200);
    const ready = await t.get('/readyz');
    expect(ready.status).toBe(200);
    expect((await ready.json()).database).toBe(engine);
  });

  it('sends security headers, with a CSP that lets MapLibre run its workers', async () => {
    const res = await t.get('/healthz');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('worker-src');
    expect(csp).toContain('blob:');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBeTruthy();
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('answers unknown API paths with JSON 404, never the web page', async () => {
    const res = await t.get('/api/v1/nothing-here');
    expect(res.status).toBe(404);
    const body = await res.json();
    expect(body.error).toMatchObject({ code: 'NOT_FOUND' });
    expect(body.error.requestId).toBe(res.headers.get('x-request-id'));
  });

  it('serves the site config and an OpenAPI document of the calls', async () => {
    const config = await (await t.get('/api/v1/config')).json();
    expect(config).toEqual({ siteName: 'Roost', currency: 'EUR', mapStyleUrl: '/map/style.json', authProviders: [], listingReview: 'auto', signupsOpen: true });
    const doc = await (await t.get('/api/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    for (const p of ['/api/v1/listings', '/api/v1/listings/{id}', '/api/v1/listings/{id}/quote', '/api/v1/places']) {
      expect(doc.paths[p]).toBeTruthy();
    }
    const params = doc.paths['/api/v1/listings'].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(expect.arrayContaining(['bbox', 'checkin', 'checkout', 'guests', 'priceMin', 'priceMax', 'types', 'amenities', 'instant', 'sort', 'page', 'pageSize']));
    // Writes are described with their JSON bodies, from the same schemas that validate them.
    const signUp = doc.paths['/api/auth/sign-up/email'].post;
    expect(Object.keys(signUp.requestBody.content['application/json'].schema.properties)).toEqual(expect.arrayContaining(['name', 'email', 'password']));
    expect(doc.paths['/api/v1/me'].get).toBeTruthy();
    expect(doc.paths['/api/v1/me'].patch).toBeTruthy();
  });
});
