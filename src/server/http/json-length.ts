import type { Context } from 'hono';

/**
 * Hono's JSON answers carry no Content-Length, so the gzip middleware's size threshold never
 * applies to them and even a 1 kB answer goes through a compression stream. This gives a JSON
 * answer its length (its body is one string already in memory), so the threshold can see it.
 */
export async function withJsonLength(c: Context): Promise<void> {
  const res = c.res;
  if (res.headers.has('content-length') || !res.body || !res.headers.get('content-type')?.startsWith('application/json')) return;
  const body = await res.arrayBuffer();
  const headers = new Headers(res.headers);
  headers.set('content-length', String(body.byteLength));
  c.res = undefined;
  c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
}
