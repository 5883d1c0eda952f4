import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

// The reference page touches no database: one engine is enough.
describe('the API reference at /api/docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t?.close());

  it('is an HTML page whose scripts, styles and icon are all served by this server', async () => {
    const res = await t.get('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    // The site's CSP, unchanged: same-origin scripts only, no inline script to allow.
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/); // no inline script
    const refs = [...html.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThanOrEqual(4);
    for (const ref of refs) expect(ref, 'same-origin, absolute path').toMatch(/^\/(?!\/)/);
    const assets = refs.filter((r) => r.startsWith('/api/docs/assets/'));
    expect(assets.map((a) => a.split('/').pop()).sort()).toEqual(['favicon-32x32.png', 'init.js', 'roost.css', 'swagger-ui-bundle.js', 'swagger-ui.css']);
    for (const asset of assets) {
      const a = await t.get(asset);
      expect(a.status, asset).toBe(200);
      expect(a.headers.get('cache-control')).toContain('immutable');
      expect((await a.arrayBuffer()).byteLength, asset).toBeGreaterThan(100);
    }
    // The set-up points Swagger UI at this server's document, with the online validator off.
    const init = await (await t.get(assets.find((a) => a.endsWith('/init.js'))!)).text();
    expect(init).toContain("url: '/api/openapi.json'");
    expect(init).toContain('validatorUrl: null');
    expect(html).toContain('href="/api/openapi.json"');
    expect((await t.get('/api/openapi.json')).status).toBe(200);
  });

  it('serves nothing else from node_modules', async () => {
    const css = (await (await t.get('/api/docs')).text()).match(/href="(\/api\/docs\/assets\/[^"]+\/)swagger-ui\.css"/)![1]!;
    for (const path of [`${css}package.json`, `${css}..%2F..%2Fpackage.json`, '/api/docs/assets/0.0.0/swagger-ui.css']) {
      const res = await t.get(path);
      expect(res.status, path).toBe(404);
      expect((await res.json()).error.code).toBe('NOT_FOUND');
    }
  });
});
