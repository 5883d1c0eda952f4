import http from 'node:http';
import zlib from 'node:zlib';
import { test, expect } from '@playwright/test';

/** One GET with exactly these request headers (fetch would add and undo its own compression). */
function get(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http.get(url, { headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (d: Buffer) => parts.push(d));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

// The build compresses each text asset once (vite.config.ts); the server sends those files as they
// are, with their length, instead of compressing every request again.
test('the app’s scripts go out compressed by the build, brotli or gzip as the browser asks', async ({ baseURL }) => {
  const page = await get(`${baseURL}/`, {});
  const entry = /data-app="([^"]+)"/.exec(page.body.toString())?.[1];
  expect(entry, 'the landing page names the app’s entry').toBeTruthy();
  const url = new URL(entry!, baseURL).href;

  const plain = await get(url, {});
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.length).toBeGreaterThan(10_000);

  const br = await get(url, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
  expect(br.headers['content-encoding']).toBe('br');
  expect(Number(br.headers['content-length'])).toBe(br.body.length);
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);

  const gz = await get(url, { 'Accept-Encoding': 'gzip, deflate' });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(Number(gz.headers['content-length'])).toBe(gz.body.length);
  expect(zlib.gunzipSync(gz.body).equals(plain.body)).toBe(true);
  // The build's strongest setting, not the per-request default: smaller than gzip at level 6.
  expect(gz.body.length).toBeLessThanOrEqual(zlib.gzipSync(plain.body, { level: 6 }).length);
  expect(br.body.length).toBeLessThan(gz.body.length);
});
