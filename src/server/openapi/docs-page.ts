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

/**
 * Swagger UI's set-up, with one plugin that mends what its own markup misses for assistive
 * technology: an "Operations" heading (hidden, for the outline) between the document's title (h1)
 * and the groups (h3), no server picker, whose select has no name (the document names one
 * server: this one), and no link nested in each operation's button.
 */
const INIT_JS = `window.addEventListener('load', function () {
  var h = function (system) { return system.React.createElement; };
  var RoostA11y = function () {
    return {
      wrapComponents: {
        operations: function (Original, system) {
          return function (props) {
            return h(system)('div', null, h(system)('h2', { className: 'roost-visually-hidden' }, 'Operations'), h(system)(Original, props));
          };
        },
        ServersContainer: function () { return function () { return null; }; },
        // An operation's path as text, not a link nested in its summary's button (a second target
        // on top of it): opening the operation still puts its deep link in the address bar.
        DeepLink: function (Original, system) {
          return function (props) {
            return h(system)(Original, Object.assign({}, props, { enabled: props.enabled && String(props.path).indexOf('/') < 0 }));
          };
        },
      },
    };
  };
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    // The groups first, closed: the reference opens on its table of contents (a deep link opens
    // its own group and operation).
    docExpansion: 'none',
    // No "Schemas" section at the end: each operation shows its own answer's schema, and the
    // section's h4 under the Webhooks h2 skipped a heading level.
    defaultModelsExpandDepth: -1,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    plugins: [RoostA11y],
    layout: 'BaseLayout',
  });
});
`;

/**
 * Roost's corrections to Swagger UI's styles: colours that reach WCAG AA contrast (the version
 * badge, the document's address, the licence link, the Authorize button, and the method badges,
 * white on a darker shade of Swagger's own colour for each method), and each operation's summary
 * at least 44 px tall.
 */
const METHOD_COLOURS: Record<string, string> = { get: '#1c64b8', post: '#1e7a4f', put: '#a35400', delete: '#c0282a', patch: '#0c7c7f', head: '#7446c4', options: '#2d5a8c' };
const DOCS_CSS = `.roost-visually-hidden { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.swagger-ui .info .title small pre, .swagger-ui .info .title small.version-stamp { background: #4d5562; }
.swagger-ui .info .title small.version-stamp pre { color: #fff; }
.swagger-ui .info a, .swagger-ui .info .link, .swagger-ui .info .url, .swagger-ui .info a .url { color: #1a5aa3; }
.swagger-ui .btn.authorize { color: #1e7a4f; border-color: #1e7a4f; }
.swagger-ui .btn.authorize svg { fill: #1e7a4f; }
${Object.entries(METHOD_COLOURS).map(([m, c]) => `.swagger-ui .opblock.opblock-${m} .opblock-summary-method { background: ${c}; }`).join('\n')}
.swagger-ui .opblock-summary-control { min-block-size: 44px; }
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Roost API reference</title>
<link rel="icon" type="image/png" href="${docsAssetBase}/favicon-32x32.png">
<link rel="stylesheet" href="${docsAssetBase}/swagger-ui.css">
<link rel="stylesheet" href="${docsAssetBase}/roost.css">
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
    if (file === 'roost.css') return c.body(DOCS_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' });
    const type = FILES[file];
    if (!type) throw missing();
    let body = cache.get(file);
    if (!body) cache.set(file, (body = await readFile(join(distDir, file))));
    return c.body(new Uint8Array(body), 200, { 'Content-Type': type });
  });
  return r;
}
