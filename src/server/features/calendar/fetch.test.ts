import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hugeBody, neverAnswer, redirectTo, serveIcs, startFeedServer, type FeedServer } from '../../../../tests/support/feed-server';
import { addressPolicy } from './address-policy';
import { checkAddress, fetchFeed, feedUrl, type FetchOptions } from './fetch';

const DOC = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\nEND:VCALENDAR\r\n';

describe('fetching a feed (a real HTTP server on loopback)', () => {
  let s: FeedServer;
  const opts = (o: Partial<FetchOptions> = {}): FetchOptions => ({
    timeoutMs: 2000, maxBytes: 5 * 1024 * 1024, policy: addressPolicy(['127.0.0.1']), userAgent: 'Roost-test', ...o,
  });
  beforeAll(async () => {
    s = await startFeedServer();
  });
  afterAll(() => s.close());

  it('gets a calendar with its validators, then a 304 when unchanged', async () => {
    s.set('/cal.ics', serveIcs(DOC, { etag: '"v1"', lastModified: 'Sat, 21 Nov 2026 10:00:00 GMT' }));
    const first = await fetchFeed(s.url('/cal.ics'), opts());
    expect(first).toEqual({ status: 'ok', body: DOC, etag: '"v1"', lastModified: 'Sat, 21 Nov 2026 10:00:00 GMT' });
    expect(s.requests.at(-1)!.headers['user-agent']).toBe('Roost-test');
    expect(await fetchFeed(s.url('/cal.ics'), opts({ etag: '"v1"' }))).toEqual({ status: 'not-modified' });
    expect(s.requests.at(-1)!.headers['if-none-match']).toBe('"v1"');
  });

  it('follows up to 3 redirects, each checked; refuses a 4th and a redirect to a refused address', async () => {
    s.set('/final.ics', serveIcs(DOC));
    s.set('/r1', redirectTo('/final.ics', 301));
    s.set('/r2', redirectTo('/r1', 307));
    s.set('/r3', redirectTo(s.url('/r2'), 308));
    s.set('/r4', redirectTo('/r3'));
    expect((await fetchFeed(s.url('/r3'), opts())).status).toBe('ok');
    await expect(fetchFeed(s.url('/r4'), opts())).rejects.toThrow(/redirected more than 3 times/);
    const port = new URL(s.origin).port;
    for (const target of [`http://127.0.0.2:${port}/final.ics`, 'http://169.254.169.254/latest/meta-data/']) {
      s.set('/evil', redirectTo(target));
      await expect(fetchFeed(s.url('/evil'), opts()), target).rejects.toMatchObject({ refused: true });
    }
    s.set('/ftp', redirectTo('ftp://example.org/cal.ics'));
    await expect(fetchFeed(s.url('/ftp'), opts())).rejects.toThrow(/Only http and https/);
  });

  it('gives up on a server that never answers, at the timeout', async () => {
    s.set('/hang', neverAnswer);
    const t0 = performance.now();
    await expect(fetchFeed(s.url('/hang'), opts({ timeoutMs: 500 }))).rejects.toThrow(/did not answer within/);
    expect(performance.now() - t0).toBeLessThan(2000);
  });

  it('stops reading past the size limit, counted while streaming (also after gzip)', async () => {
    s.set('/huge', hugeBody(50 * 1024 * 1024));
    const before = process.memoryUsage().rss;
    await expect(fetchFeed(s.url('/huge'), opts({ maxBytes: 1024 * 1024 }))).rejects.toThrow(/larger than 1 MB/);
    expect(process.memoryUsage().rss - before).toBeLessThan(40 * 1024 * 1024);
    const bomb = zlib.gzipSync(Buffer.alloc(3 * 1024 * 1024, 'x'));
    s.set('/bomb', (_req, res) => void res.writeHead(200, { 'content-encoding': 'gzip' }).end(bomb));
    await expect(fetchFeed(s.url('/bomb'), opts({ maxBytes: 1024 * 1024 }))).rejects.toThrow(/larger than 1 MB/);
    s.set('/declared', (_req, res) => void res.writeHead(200, { 'content-length': String(2 * 1024 * 1024) }).end(Buffer.alloc(2 * 1024 * 1024)));
    await expect(fetchFeed(s.url('/declared'), opts({ maxBytes: 1024 * 1024 }))).rejects.toThrow(/larger than 1 MB/);
  });

  it('says what an error answer was', async () => {
    await expect(fetchFeed(s.url('/missing'), opts())).rejects.toThrow(/answered 404/);
  });

  it('refuses loopback, link-local and private addresses unless allowed, by literal or by name', async () => {
    const strict = addressPolicy(false);
    for (const url of ['http://127.0.0.1/', 'http://localhost/', 'http://169.254.169.254/latest/meta-data/', 'http://[::1]/', 'http://[::ffff:127.0.0.1]/', 'http://10.0.0.1/', 'http://0x7f.0.0.1/']) {
      await expect(checkAddress(feedUrl(url), strict), url).rejects.toMatchObject({ refused: true });
      await expect(fetchFeed(url, opts({ policy: strict })), url).rejects.toMatchObject({ refused: true });
    }
    await expect(fetchFeed(s.url('/cal.ics'), opts({ policy: strict }))).rejects.toMatchObject({ refused: true });
    await expect(checkAddress(feedUrl('http://no-such-host.invalid/'), strict)).resolves.toBeUndefined();
  });

  it('reads webcal:// as https:// and refuses other schemes', () => {
    expect(feedUrl('webcal://calendar.example.org/a.ics').href).toBe('https://calendar.example.org/a.ics');
    expect(() => feedUrl('file:///etc/passwd')).toThrow(/Only http and https/);
    expect(() => feedUrl('not a url')).toThrow(/not a web address/);
  });
});
