import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { AppError } from '../http/errors.js';

/**
 * The API reference at /api/docs: Swagger UI (swagger-ui-dist, a dependency) served from
 * node_modules by this server, so it works offline and passes the site's CSP unchanged: every
 * script is a same-origin file (the set-up is /api/docs/assets/<v>/init.js, not an inline
 * script), Swagger UI's inline styles and data: icons are already allowed, and its
 * "Try it out" calls go to this origin. The online validator badge is turned off.
 */
const require = createRequire(import.meta.url);
const distDir = dirname(require.resolve('swagger-ui-dist/package.json'));
const version = (require('swagger-ui-dist/package.json') as { version: string }).version;

/** The files of swagger-ui-dist the page uses, and nothing else from node_modules. */
const FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

export const docsAssetBase = `/api/docs/assets/${version}`;

const INIT_JS = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Roost API reference</title>
<link rel="icon" type="image/png" href="${docsAssetBase}/favicon-32x32.png">
<link rel="stylesheet" href="${docsAssetBase}/swagger-ui.css">
</head>
<body>
<noscript><p>The reference needs JavaScript. The document itself is at <a href="/api/openapi.json">/api/openapi.json</a>.</p></noscript>
<div id="swagger-ui"></div>
<script src="${docsAssetBase}/swagger-ui-bundle.js"></script>
<script src="${docsAssetBase}/init.js"></script>
</body>
</html>
`;

export function docsRoutes() {
  const r = new Hono();
  const cache = new Map<string, Buffer>();
  r.get('/docs', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(PAGE);
  });
  // The version is in the path, so a new swagger-ui-dist gets new addresses: cache for a year.
  r.get('/docs/assets/:version/:file', async (c) => {
    const { file } = c.req.param();
    const missing = () => new AppError('NOT_FOUND', `No API reference asset ${c.req.path}.`);
    if (c.req.param('version') !== version) throw missing();
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    if (file === 'init.js') return c.body(INIT_JS, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
    const type = FILES[file];
    if (!type) throw missing();
    let body = cache.get(file);
    if (!body) cache.set(file, (body = await readFile(join(distDir, file))));
    return c.body(new Uint8Array(body), 200, { 'Content-Type': type });
  });
  return r;
}
