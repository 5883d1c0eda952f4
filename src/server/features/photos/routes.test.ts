import sharp from 'sharp';
import { Hono } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../http/errors.js';
import { memoryStorage } from '../../storage/index.js';
import { mediaRoutes } from './routes.js';
import { demoStorageKey } from './scenes/index.js';

function setup() {
  const storage = memoryStorage();
  const deps = { config: loadConfig({ NODE_ENV: 'test' }), log: pino({ level: 'silent' }), now: () => new Date() } as unknown as Deps;
  const app = new Hono();
  // The same mapping app.ts applies to every AppError.
  app.onError((err, c) => {
    if (err instanceof AppError) return c.json({ error: { code: err.code, message: err.message, requestId: 'test' } }, err.status as 404);
    throw err;
  });
  app.route('/media', mediaRoutes(deps, storage));
  return { app, storage };
}

describe('GET /media/photos/:key/:width.webp', () => {
  it('serves a stored variant with long-lived caching, its type and an ETag', async () => {
    const { app, storage } = setup();
    const webp = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#0f766e' } }).webp().toBuffer();
    await storage.put('upload-1', 320, webp);
    const res = await app.request('/media/photos/upload-1/320.webp');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    expect(Buffer.from(await res.arrayBuffer()).equals(webp)).toBe(true);
    const again = await app.request('/media/photos/upload-1/320.webp', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
  });

  it('answers 404 in the error shape for unknown photos and widths', async () => {
    const { app } = setup();
    for (const url of ['/media/photos/nope/320.webp', '/media/photos/upload-1/321.webp', '/media/photos/upload-1/320.png', '/media/elsewhere']) {
      const res = await app.request(url);
      expect(res.status, url).toBe(404);
      expect((await res.json()).error.code).toBe('NOT_FOUND');
    }
  });

  it('refuses path traversal', async () => {
    const { app, storage } = setup();
    await storage.put('secret', 320, Buffer.from('x'));
    for (const url of ['/media/photos/..%2F..%2Fetc/320.webp', '/media/photos/%2e%2e/320.webp', '/media/photos/a%2F..%2Fsecret/320.webp', '/media/photos/secret/..%2F320.webp']) {
      const res = await app.request(url);
      expect(res.status, url).toBe(404);
    }
  });

  it('draws a demo photo on first request and keeps it', async () => {
    const { app, storage } = setup();
    const key = demoStorageKey('kitchen', 4242);
    expect(await storage.exists(key, 640)).toBe(false);
    const res = await app.request(`/media/photos/${key}/640.webp`);
    expect(res.status).toBe(200);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 480]);
    expect(await storage.exists(key, 640)).toBe(true);
    expect((await app.request(`/media/photos/${demoStorageKey('kitchen', 4242)}/700.webp`)).status).toBe(404);
  });
});
