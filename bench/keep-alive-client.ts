import http from 'node:http';
import { keepCookies } from '../tests/integration/server-process';

/**
 * A cheaper load generator than tests/integration/server-process.ts's `client` (undici `fetch`
 * with Headers, Request and Response objects per call): node:http over a keep-alive agent, the
 * same cookie jar, the same headers (Origin on writes, X-Forwarded-For). On two shared cores the
 * fetch client cost 3–5 ms of CPU per booking, a third of the bookings goal's whole budget
 * (decisions 0041, 0043). The generator is not the product: this only stops it eating the cores
 * the product is measured on. `send(base, method, path, body)` → `{ status, body }`.
 */
export function keepAliveClient(origin: string, ip: string, agent: http.Agent) {
  const cookies = new Map<string, string>();
  const send = (base: string, method: string, p: string, body?: unknown) =>
    new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      const headers: Record<string, string | number> = { 'x-forwarded-for': ip };
      if (method !== 'GET') headers.origin = origin;
      if (cookies.size) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      if (payload) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = payload.length;
      }
      const req = http.request(`${base}${p}`, { method, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (d: Buffer) => chunks.push(d));
        res.on('error', reject);
        res.on('end', () => {
          keepCookies(cookies, res.headers['set-cookie'] ?? []);
          resolve({ status: res.statusCode!, body: Buffer.concat(chunks) });
        });
      });
      req.on('error', reject);
      req.end(payload);
    });
  return { cookies, send };
}

/** One keep-alive agent for a bench's clients: up to `sockets` connections per server process. */
export const keepAliveAgent = (sockets: number) => new http.Agent({ keepAlive: true, maxSockets: sockets });
