import fs from 'node:fs';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import type { Deps } from '../deps.js';
import { AppError } from '../http/errors.js';
import { basemapPath } from './ensure-basemap.js';
import { cityBounds } from './city-features.js';
import { FONT_DIR, FONT_FILE } from './fonts.js';
import { parseRange } from './range.js';
import { buildStyle } from './style.js';

/**
 * `/map/*`: the offline basemap archive (HTTP range requests, as PMTiles readers need),
 * the MapLibre style that points at it, and the label fonts.
 */

/** The origin the browser used, so the style's absolute URLs come back to this server. */
function requestOrigin(c: Context, fallback: string): string {
  try {
    const url = new URL(c.req.url);
    const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() || url.protocol.replace(':', '');
    const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim() || c.req.header('host') || url.host;
    if (!/^[\w.-]+(:\d+)?$|^\[[\d:a-f]+\](:\d+)?$/i.test(host) || !/^https?$/.test(proto)) return fallback;
    return `${proto}://${host}`;
  } catch {
    return fallback;
  }
}

async function readSlice(file: string, start: number, length: number): Promise<Uint8Array<ArrayBuffer>> {
  const fh = await fs.promises.open(file, 'r');
  try {
    const buf = new Uint8Array(length);
    let read = 0;
    while (read < length) {
      const { bytesRead } = await fh.read(buf, read, length - read, start + read);
      if (bytesRead === 0) break;
      read += bytesRead;
    }
    return buf.subarray(0, read);
  } finally {
    await fh.close();
  }
}

export function mapRoutes(deps: Deps) {
  const app = new Hono();
  const archive = basemapPath(deps.config.dataDir);
  let bounds: [number, number, number, number] | undefined;

  app.get('/style.json', (c) => {
    bounds ??= cityBounds();
    c.header('Cache-Control', 'no-cache');
    return c.json(buildStyle(requestOrigin(c, deps.config.publicUrl), bounds));
  });

  app.on(['GET', 'HEAD'], '/basemap.pmtiles', async (c) => {
    let stat: fs.Stats;
    try {
      stat = await fs.promises.stat(archive);
    } catch {
      throw new AppError('NOT_FOUND', 'The offline basemap has not been built yet.');
    }
    const size = stat.size;
    const etag = `"${size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    const headers: Record<string, string> = {
      'Accept-Ranges': 'bytes',
      ETag: etag,
      'Last-Modified': stat.mtime.toUTCString(),
      'Cache-Control': 'public, max-age=3600',
      'Content-Type': 'application/vnd.pmtiles',
    };
    const ifRange = c.req.header('if-range');
    const rangeHeader = ifRange && ifRange !== etag ? undefined : c.req.header('range');
    const range = parseRange(rangeHeader, size);
    if (range === 'unsatisfiable') {
      return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${size}` });
    }
    if (!range && c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    const start = range ? range.start : 0;
    const length = range ? range.end - range.start + 1 : size;
    const status = range ? 206 : 200;
    const out: Record<string, string> = { ...headers, 'Content-Length': String(length) };
    if (range) out['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`;
    if (c.req.method === 'HEAD') return c.body(null, status, out);
    return c.body(await readSlice(archive, start, length), status, out);
  });

  app.get('/fonts/:file', async (c) => {
    const file = c.req.param('file');
    if (!FONT_FILE.test(file)) throw new AppError('NOT_FOUND', 'No such font.');
    let data: Uint8Array<ArrayBuffer>;
    try {
      data = new Uint8Array(await fs.promises.readFile(path.join(FONT_DIR, file)));
    } catch {
      throw new AppError('NOT_FOUND', 'No such font.');
    }
    return c.body(data, 200, { 'Content-Type': 'font/woff2', 'Cache-Control': 'public, max-age=604800' });
  });

  return app;
}
