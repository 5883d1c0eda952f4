import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { JSON_BODY_LIMIT } from '../../src/server/http/body-limit';
import { startTestApp, type TestApp } from './harness';
import { insertUser } from './factories';
import { MEMBER_PASSWORD } from './members';

const MB = 1024 * 1024;

/**
 * SPEC §8 / issue 10 §6: no request body is read past its limit. A real HTTP server on loopback
 * and a client that streams from a generator, so the 300 MB body never exists whole on either side.
 * The limit applies before any database work, so one engine (PGlite) is enough here.
 */
describe('request bodies over the limit, over real HTTP', () => {
  let t: TestApp;
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    t = await startTestApp('pglite');
    await new Promise<void>((resolve) => {
      server = serve({ fetch: createApp(t.deps).fetch, port: 0, hostname: '127.0.0.1' }, () => resolve()) as http.Server;
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((r) => server?.close(r));
    server?.closeAllConnections();
    await t?.close();
  });

  const headers = (extra: Record<string, string> = {}) => ({ 'content-type': 'application/json', origin: t.deps.config.publicUrl, ...extra });

  /** Sends `body` (a stream, or nothing after the headers), resolves with the answer; stops sending once it comes. */
  function send(path: string, opts: { headers: Record<string, string>; body?: Readable }) {
    return new Promise<{ status: number; json: any }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, method: 'POST', path, headers: opts.headers });
      let answered = false;
      req.on('response', (res) => {
        answered = true;
        const parts: Buffer[] = [];
        res.on('data', (d: Buffer) => parts.push(d));
        res.on('end', () => {
          opts.body?.unpipe(req);
          opts.body?.destroy();
          req.destroy();
          resolve({ status: res.statusCode!, json: JSON.parse(Buffer.concat(parts).toString('utf8')) });
        });
      });
      // Once the server has answered it may close the socket under a client still writing.
      req.on('error', (err) => { if (!answered) reject(err); });
      if (opts.body) opts.body.pipe(req);
      else req.flushHeaders();
    });
  }

  it('answers a 300 MB chunked body with 413 in the error shape, and the server does not grow by it', async () => {
    let sent = 0;
    function* body(total: number) {
      const chunk = Buffer.alloc(64 * 1024, 'a');
      yield Buffer.from('{"email":"');
      for (; sent < total; sent += chunk.length) yield chunk;
    }
    // What a server holding the body would grow: the JavaScript heap, and the memory outside it
    // where Buffers live. Not the process's resident size: this process also runs the client and
    // PGlite, and on Node.js 24 it moved by 7–170 MB from one run to the next with neither of
    // these moving (memory touched for the first time, allocator arenas).
    const held = () => {
      const m = process.memoryUsage();
      return { heap: m.heapUsed, outside: m.external, buffers: m.arrayBuffers };
    };
    const before = held();
    const peak = { ...before };
    const sample = setInterval(() => {
      const m = held();
      peak.heap = Math.max(peak.heap, m.heap);
      peak.outside = Math.max(peak.outside, m.outside);
      peak.buffers = Math.max(peak.buffers, m.buffers);
    }, 5);
    try {
      const res = await send('/api/auth/sign-in/email', { headers: headers({ 'transfer-encoding': 'chunked' }), body: Readable.from(body(300 * MB)) });
      expect(res.status).toBe(413);
      expect(res.json).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'That request is too large: the limit is 256 KB.', requestId: expect.any(String) } });
    } finally {
      clearInterval(sample);
    }
    // The server stopped reading: what the client got out is the limit plus what the sockets'
    // buffers hold (a few MB), nowhere near 300 MB.
    expect(sent).toBeGreaterThan(JSON_BODY_LIMIT);
    expect(sent / MB, 'MB the client could send before the answer').toBeLessThan(32);
    expect((peak.heap - before.heap) / MB, 'heap growth in MB').toBeLessThan(20);
    expect((peak.outside - before.outside) / MB, 'growth outside the heap in MB').toBeLessThan(20);
    expect((peak.buffers - before.buffers) / MB, 'array buffer growth in MB').toBeLessThan(20);
  });

  it('refuses a declared Content-Length over the limit before reading a byte of the body', async () => {
    // Only the headers go out: the answer comes without the server waiting for the 300 MB.
    const res = await send('/api/auth/sign-in/email', { headers: headers({ 'content-length': String(300 * MB) }) });
    expect(res.status).toBe(413);
    expect(res.json.error.code).toBe('PAYLOAD_TOO_LARGE');
    const api = await send('/api/v1/listings', { headers: headers({ 'content-length': String(JSON_BODY_LIMIT + 1) }) });
    expect(api.status).toBe(413);
  });

  it('limits every JSON call, chunked or not, and still takes ordinary bodies', async () => {
    const big = JSON.stringify({ title: 'A very long description follows', description: 'x'.repeat(JSON_BODY_LIMIT) });
    const declared = await fetch(`http://127.0.0.1:${port}/api/v1/listings`, { method: 'POST', headers: headers(), body: big });
    expect(declared.status).toBe(413);
    // The unread rest of the body would cut the next request on a reused socket.
    expect(declared.headers.get('connection')).toBe('close');
    expect((await declared.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
    const chunked = await send('/api/v1/listings', { headers: headers({ 'transfer-encoding': 'chunked' }), body: Readable.from([Buffer.from(big)]) });
    expect(chunked.status).toBe(413);

    const user = await insertUser(t.database, { password: MEMBER_PASSWORD });
    const ok = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
      method: 'POST', headers: headers(), body: JSON.stringify({ email: user.email, password: MEMBER_PASSWORD }),
    });
    expect(ok.status).toBe(200);
    // The same ordinary body sent chunked is read too.
    const okChunked = await send('/api/auth/sign-in/email', {
      headers: headers({ 'transfer-encoding': 'chunked' }),
      body: Readable.from([Buffer.from(`{"email":"${user.email}",`), Buffer.from(`"password":"${MEMBER_PASSWORD}"}`)]),
    });
    expect(okChunked.status).toBe(200);
  });
});
