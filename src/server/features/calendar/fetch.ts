import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { AddressPolicy } from './address-policy.js';
import type { FeedErrorCode } from '../../../contract/calendar.js';

/**
 * Fetching another channel's calendar without letting its address reach what it should not:
 * every address a host name resolves to is checked, and the connection is made to the checked
 * address itself (a custom `lookup`, so a second DNS answer cannot swap in another: no DNS
 * rebinding); each redirect is checked the same way (at most 3); one timeout covers the whole
 * fetch; the body is counted as it streams and dropped past the limit; ETag / Last-Modified make
 * a re-fetch of an unchanged calendar a 304.
 */

export const MAX_REDIRECTS = 3;

export class FeedFetchError extends Error {
  /** `private_address`: the address is not one feeds may be fetched from (shown as a validation error when adding). */
  constructor(readonly code: FeedErrorCode, message: string) {
    super(message);
  }
  get refused(): boolean {
    return this.code === 'private_address';
  }
}

export type FetchOptions = {
  timeoutMs: number;
  maxBytes: number;
  policy: AddressPolicy;
  userAgent: string;
  etag?: string | null;
  lastModified?: string | null;
};

export type FetchOutcome =
  | { status: 'not-modified' }
  | { status: 'ok'; body: string; etag: string | null; lastModified: string | null };

const refusedError = () => new FeedFetchError('private_address', 'That address is on a private or local network, which calendars cannot be fetched from.');

/** The URL to fetch: webcal:// is https:// (what calendar apps do); anything but http(s) is refused. */
export function feedUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim().replace(/^webcal:\/\//i, 'https://'));
  } catch {
    throw new FeedFetchError('bad_address', 'That is not a web address.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FeedFetchError('bad_address', 'Only http and https addresses can be fetched.');
  return url;
}

const bareHost = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/**
 * Refuses a URL whose host is, or resolves to, an address the policy forbids. A name that does
 * not resolve is let through: fetching it fails later and is recorded on the feed.
 */
export async function checkAddress(url: URL, policy: AddressPolicy): Promise<void> {
  const host = bareHost(url);
  if (net.isIP(host)) {
    if (!policy(host)) throw refusedError();
    return;
  }
  let addresses: dns.LookupAddress[];
  try {
    addresses = await dns.promises.lookup(host, { all: true, verbatim: true });
  } catch {
    return;
  }
  if (addresses.some((a) => !policy(a.address))) throw refusedError();
}

/** dns.lookup, refusing the whole name if any of its addresses is refused. */
export function safeLookup(policy: AddressPolicy): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { all: true, verbatim: true }, (err, addresses) => {
      const fail = (e: NodeJS.ErrnoException) => (callback as (e: NodeJS.ErrnoException) => void)(e);
      if (err) return fail(err);
      if (addresses.some((a) => !policy(a.address))) return fail(refusedError() as NodeJS.ErrnoException);
      const usable = options.family ? addresses.filter((a) => a.family === options.family) : addresses;
      if (!usable.length) return fail(Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' }));
      if (options.all) (callback as (e: null, a: dns.LookupAddress[]) => void)(null, usable);
      else callback(null, usable[0]!.address, usable[0]!.family);
    });
  };
}

function get(url: URL, headers: Record<string, string>, o: FetchOptions, signal: AbortSignal): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const host = bareHost(url);
    // Node connects to an IP literal without calling `lookup`: check it here.
    if (net.isIP(host) && !o.policy(host)) return reject(refusedError());
    const mod = url.protocol === 'https:' ? https : http;
    const req = mod.request(url, { method: 'GET', headers, signal, lookup: safeLookup(o.policy), agent: false }, resolve);
    req.on('error', reject);
    req.end();
  });
}

async function readLimited(res: http.IncomingMessage, maxBytes: number): Promise<Buffer> {
  const tooBig = () => new FeedFetchError('too_large', `The calendar is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`);
  if (Number(res.headers['content-length']) > maxBytes) {
    res.destroy();
    throw tooBig();
  }
  const encoding = String(res.headers['content-encoding'] ?? 'identity').toLowerCase();
  let stream: Readable = res;
  if (encoding === 'gzip' || encoding === 'x-gzip') stream = res.pipe(zlib.createGunzip());
  else if (encoding === 'deflate') stream = res.pipe(zlib.createInflate());
  else if (encoding !== 'identity') {
    res.destroy();
    throw new FeedFetchError('encoding', `The calendar came in an encoding Roost cannot read (${encoding}).`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  // Counted after decompression: a small gzip of a huge calendar is refused too.
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      res.destroy();
      stream.destroy();
      throw tooBig();
    }
    chunks.push(chunk);
  }
  if (!res.complete) throw new FeedFetchError('incomplete', 'The connection closed before the whole calendar arrived.');
  return Buffer.concat(chunks);
}

function describe(err: unknown, signal: AbortSignal, timeoutMs: number): FeedFetchError {
  if (err instanceof FeedFetchError) return err;
  if (signal.aborted) return new FeedFetchError('timeout', `The calendar did not answer within ${Math.round(timeoutMs / 1000)} seconds.`);
  const code = (err as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new FeedFetchError('no_such_host', 'That address could not be found (no such host).');
  if (code === 'ECONNREFUSED') return new FeedFetchError('connection_refused', 'The calendar\'s server refused the connection.');
  if (code?.startsWith('ERR_TLS') || code?.includes('CERT')) return new FeedFetchError('certificate', 'The calendar\'s server has an invalid HTTPS certificate.');
  return new FeedFetchError('unreachable', `The calendar could not be fetched (${code ?? (err as Error)?.message ?? 'unknown error'}).`);
}

export async function fetchFeed(raw: string, o: FetchOptions): Promise<FetchOutcome> {
  const signal = AbortSignal.timeout(o.timeoutMs);
  const headers: Record<string, string> = { 'user-agent': o.userAgent, accept: 'text/calendar, text/plain;q=0.9, */*;q=0.5' };
  if (o.etag) headers['if-none-match'] = o.etag;
  if (o.lastModified) headers['if-modified-since'] = o.lastModified;
  let url = feedUrl(raw);
  try {
    for (let hop = 0; ; hop++) {
      const res = await get(url, headers, o, signal);
      const status = res.statusCode ?? 0;
      if ([301, 302, 303, 307, 308].includes(status)) {
        res.resume();
        const location = res.headers.location;
        if (!location) throw new FeedFetchError('redirect', `The calendar answered ${status} without saying where it moved.`);
        if (hop >= MAX_REDIRECTS) throw new FeedFetchError('redirect', `The calendar redirected more than ${MAX_REDIRECTS} times.`);
        url = feedUrl(new URL(location, url).href);
        continue;
      }
      if (status === 304) {
        res.resume();
        return { status: 'not-modified' };
      }
      if (status !== 200) {
        res.resume();
        throw new FeedFetchError('http_status', `The calendar's address answered ${status}${res.statusMessage ? ` ${res.statusMessage}` : ''}.`);
      }
      const body = await readLimited(res, o.maxBytes);
      const header = (name: string) => (typeof res.headers[name] === 'string' ? (res.headers[name] as string) : null);
      return { status: 'ok', body: new TextDecoder().decode(body), etag: header('etag'), lastModified: header('last-modified') };
    }
  } catch (err) {
    throw describe(err, signal, o.timeoutMs);
  }
}
