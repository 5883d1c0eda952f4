import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Deps } from '../deps.js';
import { shareMeta } from '../features/listings/service.js';
import { renderMeta, isAppRoute } from './meta.js';

const distDir = path.resolve('dist/web');

/**
 * The built web app: hashed assets cached for a year, every app route answered with index.html
 * (with the listing's title, description and photo in its meta tags for /listings/:id), and
 * unknown paths with the same page under a 404 status so the app shows its helpful 404.
 */
export function webRoutes(deps: Deps) {
  const r = new Hono();
  let template: string | undefined;
  const page = () => {
    if (template === undefined || deps.config.env === 'development') {
      const file = path.join(distDir, 'index.html');
      if (!fs.existsSync(file)) return undefined;
      template = fs.readFileSync(file, 'utf8');
    }
    return template;
  };

  r.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // Without a build (API tests) there is nothing to serve; `npm start` builds before starting.
  if (fs.existsSync(distDir)) r.use('/assets/*', serveStatic({ root: path.relative(process.cwd(), distDir) }));

  r.get('*', async (c) => {
    const html = page();
    if (!html) return c.text('The web app is not built yet: run `npm run build` (npm start does it for you).', 503);
    c.header('Cache-Control', 'no-cache');
    const listing = c.req.path.match(/^\/listings\/([A-Za-z0-9_-]{1,64})(?:\/[^/]*)?\/?$/);
    if (listing) {
      const meta = await shareMeta(deps, listing[1]);
      if (!meta) return c.html(html, 404);
      return c.html(renderMeta(html, meta, deps.config));
    }
    return c.html(html, isAppRoute(c.req.path) ? 200 : 404);
  });
  return r;
}
