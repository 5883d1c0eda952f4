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

/**
 * `c.json` with its Content-Length from the start: the string is in hand when the answer is made,
 * so withJsonLength need not read the answer back (which turns the adapter's lightweight answer
 * into a full web Response and sends it through a stream). Same body and Content-Type as Hono's.
 */
export function jsonWithLength(c: Context): void {
  c.json = ((object: unknown, arg?: unknown, headers?: Record<string, string | string[]>) => {
    const text = JSON.stringify(object);
    return c.body(text, arg as never, { 'Content-Type': 'application/json', ...headers, 'Content-Length': String(Buffer.byteLength(text)) });
  }) as unknown as typeof c.json;
}
