import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isAppRoute } from './meta.js';

/**
 * Every page of the web app's router is answered 200 by the server; an address the app does not
 * know is answered 404 (its helpful 404 page). The router is read as text: the server cannot import
 * the web app, and a page added there without its pattern here would be served as "not found".
 */
describe('app routes', () => {
  const router = fs.readFileSync(new URL('../../web/app/router.tsx', import.meta.url), 'utf8');
  // A listing's page is answered by its own branch in routes.ts (200 with its share tags, or 404
  // when there is no such listing), not by the pattern list.
  const paths = [...router.matchAll(/path: '([^']+)'/g)].map((m) => m[1]).filter((p) => p !== '*' && !p.startsWith('listings/'));

  it('finds the pages of the router', () => {
    expect(paths.length).toBeGreaterThan(20);
  });

  it.each(paths)('answers /%s as a page of the app', (p) => {
    const sample = `/${p.replace(/\/:\w+\?/g, '').replace(/:\w+/g, 'x1')}`;
    expect(isAppRoute(sample), sample).toBe(true);
  });

  it('answers an unknown address as not found', () => {
    expect(isAppRoute('/nowhere')).toBe(false);
    expect(isAppRoute('/termsx')).toBe(false);
  });
});
