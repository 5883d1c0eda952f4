import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from './errors.js';

/**
 * The largest JSON body any call takes. The biggest legitimate one is a listing's description and
 * house rules (5000 characters each, JSON-escaped in the worst case): well under this.
 */
export const JSON_BODY_LIMIT = 256 * 1024;

/**
 * Calls that take a file. They stream the body themselves and stop reading at their own limit
 * (busboy's), so the JSON limit does not apply to them; each must enforce its limit.
 */
export const STREAMED_UPLOADS: readonly RegExp[] = [
  /^\/api\/v1\/listings\/[^/]+\/photos$/,
  /^\/api\/v1\/listings\/[^/]+\/feeds\/import$/,
  /^\/api\/v1\/me\/avatar$/,
];

/**
 * The rest of a refused body is never read, so the connection cannot carry another request:
 * `Connection: close` tells the client not to reuse it (a kept-alive socket would be cut under
 * its next request).
 */
export const tooLarge = (limitBytes: number) =>
  new AppError('PAYLOAD_TOO_LARGE', `That request is too large: the limit is ${formatBytes(limitBytes)}.`, undefined, { connection: 'close' });

export function formatBytes(n: number): string {
  return n >= 1024 * 1024 ? `${Math.round(n / (1024 * 1024))} MB` : `${Math.round(n / 1024)} KB`;
}

/**
 * No request body under /api is read past a limit: a declared Content-Length over it is refused
 * before any byte is read, and a chunked body is counted as it arrives and refused once it passes
 * the limit (413 PAYLOAD_TOO_LARGE), so a huge body costs the server at most the limit in memory.
 */
export function apiBodyLimit(maxBytes = JSON_BODY_LIMIT): MiddlewareHandler {
  const limit = bodyLimit({ maxSize: maxBytes, onError: () => { throw tooLarge(maxBytes); } });
  return async (c, next) => {
    const method = c.req.method;
    // No body is read on these. (Hono's limit would find that out by asking for the body stream,
    // which builds a full web Request around Node's request on every call.)
    if (method === 'GET' || method === 'HEAD') return next();
    if (method === 'POST' && STREAMED_UPLOADS.some((re) => re.test(c.req.path))) return next();
    // A declared length is checked as Hono's limit checks it, without building that Request: the
    // body is then read straight from Node's request, which stops at the declared length.
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (parseInt(length, 10) > maxBytes) throw tooLarge(maxBytes);
      return next();
    }
    return limit(c, next);
  };
}
