import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import type { Deps } from '../../deps.js';
import { AppError } from '../../http/errors.js';
import { isValidStorageKey, VARIANT_FILE_RE, type PhotoStorage } from '../../storage/index.js';
import { renderDemoVariant } from './demo-variants.js';
import { photoStorage } from './storage.js';

const notFound = () => new AppError('NOT_FOUND', 'That photo was not found.');

/** Serves stored photo variants: `GET /media/photos/<storage_key>/<width>.webp`. Mounted at /media. */
export function mediaRoutes(deps: Deps, storage: PhotoStorage = photoStorage(deps.config)) {
  const r = new Hono();
  r.get('/photos/:key/:file', async (c) => {
    const key = c.req.param('key');
    const m = VARIANT_FILE_RE.exec(c.req.param('file'));
    // The key pattern admits no dots or slashes, so nothing can climb out of the photo folder.
    if (!m || !isValidStorageKey(key)) throw notFound();
    const width = Number(m[1]);
    let data = await storage.get(key, width);
    if (!data) {
      const started = performance.now();
      data = await (renderDemoVariant(storage, key, width) ?? Promise.resolve(null));
      if (!data) throw notFound();
      deps.log.debug({ key, width, ms: Math.round(performance.now() - started) }, 'rendered demo photo variant');
    }
    const etag = `"${createHash('sha1').update(data).digest('base64url').slice(0, 22)}"`;
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('ETag', etag);
    c.header('Content-Type', 'image/webp');
    if (c.req.header('if-none-match')?.split(/\s*,\s*/).includes(etag)) return c.body(null, 304);
    c.header('Content-Length', String(data.length));
    return c.body(new Uint8Array(data), 200);
  });
  r.all('*', () => {
    throw notFound();
  });
  return r;
}
