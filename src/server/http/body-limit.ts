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

export const tooLarge = (limitBytes: number) =>
  new AppError('PAYLOAD_TOO_LARGE', `That request is too large: the limit is ${formatBytes(limitBytes)}.`);

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
    if (c.req.method === 'POST' && STREAMED_UPLOADS.some((re) => re.test(c.req.path))) return next();
    return limit(c, next);
  };
}
