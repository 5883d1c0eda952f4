import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config.js';

/**
 * Security headers on every response. The CSP allows only what the app uses: its own origin,
 * data:/blob: images, blob: workers (MapLibre), inline style attributes (React and MapLibre set them).
 * With MAP_STYLE_URL the hosted style's tiles and glyphs come from other origins, so connect-src
 * and img-src open to https: only then.
 */
export function securityHeaders(config: Config): MiddlewareHandler {
  const remoteMap = config.mapStyleUrl ? ' https:' : '';
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${remoteMap}`,
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
