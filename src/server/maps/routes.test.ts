import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { loadConfig } from '../config.js';
import type { Deps } from '../deps.js';
import { AppError } from '../http/errors.js';
import { basemapPath } from './ensure-basemap.js';
import { PmtilesWriter } from './pmtiles-writer.js';
import { mapRoutes } from './routes.js';

let dir: string;
let app: Hono;
let archive: Buffer;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'roost-map-'));
  const w = new PmtilesWriter();
  w.addTile(0, 0, 0, new TextEncoder().encode('world'));
  archive = w.finish({ minZoom: 0, maxZoom: 0, bounds: [-180, -85, 180, 85], center: [0, 0, 0], metadata: {} });
  fs.mkdirSync(path.dirname(basemapPath(dir)), { recursive: true });
  fs.writeFileSync(basemapPath(dir), archive);
  const deps = { config: loadConfig({ DATA_DIR: dir }), log: pino({ level: 'silent' }), now: () => new Date() } as unknown as Deps;
  app = new Hono();
  app.onError((err, c) => c.json({ code: err instanceof AppError ? err.code : 'INTERNAL' }, err instanceof AppError ? (err.status as 404) : 500));
  app.route('/map', mapRoutes(deps));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const get = (p: string, headers: Record<string, string> = {}) => app.request(`http://roost.test${p}`, { headers });

describe('GET /map/basemap.pmtiles', () => {
  it('answers a range with 206 and the exact bytes', async () => {
    const res = await get('/map/basemap.pmtiles', { range: 'bytes=0-126' });
    expect(res.status).toBe(206);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('content-range')).toBe(`bytes 0-126/${archive.length}`);
    expect(res.headers.get('content-length')).toBe('127');
    expect(Buffer.from(await res.arrayBuffer()).equals(archive.subarray(0, 127))).toBe(true);
    expect(res.headers.get('etag')).toMatch(/^".+"$/);
  });

  it('answers 416 with the size for a range past the end', async () => {
    const res = await get('/map/basemap.pmtiles', { range: `bytes=${archive.length}-` });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe(`bytes */${archive.length}`);
  });

  it('sends the whole file without a range, or when If-Range names an old version', async () => {
    const whole = await get('/map/basemap.pmtiles');
    expect(whole.status).toBe(200);
    expect((await whole.arrayBuffer()).byteLength).toBe(archive.length);
    const stale = await get('/map/basemap.pmtiles', { range: 'bytes=0-9', 'if-range': '"old"' });
    expect(stale.status).toBe(200);
    const etag = whole.headers.get('etag')!;
    expect((await get('/map/basemap.pmtiles', { 'if-none-match': etag })).status).toBe(304);
  });
});

describe('GET /map/style.json', () => {
  it('is offline: absolute pmtiles URLs on this origin, font-faces, no glyphs or sprite', async () => {
    const res = await get('/map/style.json');
    const style = await res.json();
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(style.sources.protomaps.tiles[0]).toBe('pmtiles://http://roost.test/map/basemap.pmtiles/{z}/{x}/{y}');
    expect(style.sources.protomaps.attribution).toContain('OpenStreetMap');
    const regular = style['font-faces']['Noto Sans Regular'];
    expect(regular.length).toBeGreaterThan(1);
    for (const face of Object.values(style['font-faces']).flat() as Array<{ url: string }>) {
      expect(face.url.startsWith('http://roost.test/map/fonts/')).toBe(true);
    }
    const urls = JSON.stringify(style).match(/https?:\/\/[^"\\]+/g) ?? [];
    expect(urls.filter((u) => u !== 'http://roost.test' && !u.startsWith('http://roost.test/'))).toEqual([]);
    const layerFonts = new Set<string>();
    // Protomaps picks a Devanagari stack only for features with a `script` tag; ours have none.
    JSON.stringify(style.layers).replace(/Noto Sans (Regular|Medium|Italic|Bold)/g, (m) => (layerFonts.add(m), m));
    expect(layerFonts.size).toBeGreaterThan(1);
    for (const f of layerFonts) expect(style['font-faces'][f], f).toBeDefined();
  });

  it('serves the font files it names and nothing else', async () => {
    const res = await get('/map/style.json');
    const url = new URL((await res.json())['font-faces']['Noto Sans Regular'][0].url);
    const font = await get(url.pathname);
    expect(font.status).toBe(200);
    expect(font.headers.get('content-type')).toBe('font/woff2');
    expect((await get('/map/fonts/..%2Fpackage.json')).status).toBe(404);
  });
});
