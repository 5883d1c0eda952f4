import http from 'node:http';
import type net from 'node:net';
import { Readable } from 'node:stream';

/**
 * A real HTTP server on loopback that plays other channels' calendar addresses in tests and the
 * bench: fixed documents with validators, redirects, a server that never answers, and a body of
 * any size streamed from a generator (never held in memory whole).
 */
export type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export type FeedServer = {
  origin: string;
  url(path: string): string;
  /** Serve `path` with `handler` (replacing what it served before). */
  set(path: string, handler: Handler): void;
  /** Every request received, oldest first. */
  requests: { path: string; headers: http.IncomingHttpHeaders }[];
  close(): Promise<void>;
};

export async function startFeedServer(host = '127.0.0.1'): Promise<FeedServer> {
  const routes = new Map<string, Handler>();
  const requests: FeedServer['requests'] = [];
  const sockets = new Set<net.Socket>();
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    requests.push({ path, headers: req.headers });
    const handler = routes.get(path);
    if (!handler) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    handler(req, res);
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as net.AddressInfo;
  const origin = `http://${host}:${port}`;
  return {
    origin,
    url: (path) => `${origin}${path}`,
    set: (path, handler) => void routes.set(path, handler),
    requests,
    close: () => new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    }),
  };
}

/** A calendar document with an ETag and Last-Modified; a matching conditional request gets 304. */
export function serveIcs(body: string, validators: { etag?: string; lastModified?: string } = {}): Handler {
  return (req, res) => {
    const fresh = (validators.etag && req.headers['if-none-match'] === validators.etag)
      || (!validators.etag && validators.lastModified && req.headers['if-modified-since'] === validators.lastModified);
    const headers: Record<string, string> = { 'content-type': 'text/calendar; charset=utf-8' };
    if (validators.etag) headers.etag = validators.etag;
    if (validators.lastModified) headers['last-modified'] = validators.lastModified;
    if (fresh) {
      res.writeHead(304, headers).end();
      return;
    }
    res.writeHead(200, headers).end(body);
  };
}

export const redirectTo = (location: string, status = 302): Handler => (_req, res) => {
  res.writeHead(status, { location }).end();
};

/** Accepts the request and never answers. */
export const neverAnswer: Handler = () => {};

/**
 * About `bytes` of a calendar-looking body, produced chunk by chunk as the client reads
 * (backpressure), chunked: no Content-Length warns the client, it must count.
 */
export function hugeBody(bytes: number): Handler {
  return (_req, res) => {
    const chunk = Buffer.from(`X-FILLER:${'x'.repeat(64 * 1024 - 12)}\r\n`);
    async function* generate() {
      yield Buffer.from('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n');
      for (let sent = 0; sent < bytes; sent += chunk.length) yield chunk;
    }
    res.writeHead(200, { 'content-type': 'text/calendar' });
    const body = Readable.from(generate());
    body.on('error', () => {});
    res.on('error', () => {});
    res.on('close', () => body.destroy());
    body.pipe(res);
  };
}
