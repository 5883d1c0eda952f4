import type { MiddlewareHandler } from 'hono';
import { AppError } from './errors.js';
import type { Config } from '../config.js';

/**
 * Security headers on every response. The CSP allows only what the app uses: its own origin,
 * data:/blob: images, blob: workers (MapLibre), inline style attributes (React and MapLibre set them).
 * With MAP_STYLE_URL the hosted style's tiles and glyphs come from other origins, so connect-src
 * and img-src open to https: only then. With PHOTO_CDN_URL, img-src allows that CDN's origin.
 */
export function securityHeaders(config: Config): MiddlewareHandler {
  const remoteMap = config.mapStyleUrl ? ' https:' : '';
  const cdn = config.photoCdnUrl ? ` ${new URL(config.photoCdnUrl).origin}` : '';
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${cdn}${remoteMap}`,
    "font-src 'self' data:",
    `connect-src 'self'${remoteMap}`,
    "worker-src 'self' blob:",
    "child-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return async (c, next) => {
    await next();
    c.header('Content-Security-Policy', csp);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('X-Frame-Options', 'DENY');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self)');
    if (config.env === 'production') c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}

/**
 * State-changing requests (POST, PUT, PATCH, DELETE) from a foreign Origin are refused with 403.
 * Allowed: PUBLIC_URL's origin, TRUSTED_ORIGINS, and the origin of the Host being addressed.
 * A request without Origin (a script, curl) carries no browser cookies to abuse and is let through.
 * So is one with `Authorization: Bearer`: a browser never adds that by itself, and such a request
 * is answered as the token's member only, its cookies ignored (features/api-tokens).
 */
export function sameOriginWrites(config: Config): MiddlewareHandler {
  const allowed = new Set([new URL(config.publicUrl).origin, ...config.trustedOrigins]);
  return async (c, next) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)) return next();
    if (/^bearer\s/i.test(c.req.header('authorization') ?? '')) return next();
    const origin = c.req.header('origin');
    if (!origin) {
      if (c.req.header('sec-fetch-site') === 'cross-site') throw new AppError('FORBIDDEN', 'Requests from other sites are not accepted.');
      return next();
    }
    const host = c.req.header('host');
    const own = host ? `${new URL(c.req.url).protocol}//${host}` : undefined;
    if (origin === own || allowed.has(origin)) return next();
    throw new AppError('FORBIDDEN', 'Requests from other sites are not accepted.');
  };
}
