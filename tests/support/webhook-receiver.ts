import http from 'node:http';
import type net from 'node:net';

/**
 * A real HTTP server on loopback that receives webhooks in tests, the journey and the bench: it
 * keeps every request's headers and exact body, and answers as told (a status, or never).
 */
export type Received = { path: string; headers: Record<string, string>; body: string; at: number };

export type WebhookReceiver = {
  url(path?: string): string;
  received: Received[];
  /** 200 by default; a number answers that status; 'hang' never answers. */
  answer: number | 'hang';
  /** Resolves at the next request received. */
  next(): Promise<Received>;
  /** Resolves when `count` requests in all have arrived, with the last of them. */
  until(count: number): Promise<Received>;
  close(): Promise<void>;
};

export async function startWebhookReceiver(host = '127.0.0.1'): Promise<WebhookReceiver> {
  const sockets = new Set<net.Socket>();
  const waiting: ((r: Received) => void)[] = [];
  const counting: { count: number; resolve: (r: Received) => void }[] = [];
  const self: WebhookReceiver = {
    url: (path = '/hook') => `http://${host}:${port}${path}`,
    received: [],
    answer: 200,
    next: () => new Promise((resolve) => waiting.push(resolve)),
    until: (count) => new Promise((resolve) => {
      if (self.received.length >= count) resolve(self.received[count - 1]!);
      else counting.push({ count, resolve });
    }),
    close: () => new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    }),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
      const r: Received = { path: req.url ?? '/', headers, body: Buffer.concat(chunks).toString('utf8'), at: performance.now() };
      self.received.push(r);
      for (const w of waiting.splice(0)) w(r);
      for (const c of counting.filter((x) => self.received.length >= x.count)) {
        counting.splice(counting.indexOf(c), 1);
        c.resolve(r);
      }
      if (self.answer === 'hang') return;
      res.writeHead(self.answer, { 'content-type': 'application/json' }).end(self.answer < 300 ? '{"ok":true}' : '{"error":"receiver is down"}');
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as net.AddressInfo;
  return self;
}
