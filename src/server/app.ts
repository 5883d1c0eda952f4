import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError } from './http/errors.js';
import { sameOriginWrites, securityHeaders } from './http/security.js';
import { apiBodyLimit } from './http/body-limit.js';
import { jsonWithLength, withJsonLength } from './http/json-length.js';
import type { Deps } from './deps.js';
import { healthRoutes } from './features/health/routes.js';
import { listingRoutes } from './features/listings/routes.js';
import { placeRoutes } from './features/places/routes.js';
import { mediaRoutes, photoUploadRoutes } from './features/photos/index.js';
import { mapRoutes } from './maps/routes.js';
import { openApiRoutes } from './openapi/routes.js';
import { requestDone, requestStarted } from './http/activity.js';
import { webRoutes } from './web/routes.js';
import { authRoutes } from './features/auth/routes.js';
import { accountRoutes } from './features/account/routes.js';
import { outboxRoutes } from './features/mail/outbox-routes.js';
import { notificationRoutes } from './features/notifications/routes.js';
import { testClockRoutes } from './features/test-clock/routes.js';
import { bookingRoutes } from './features/bookings/routes.js';
import { reviewRoutes } from './features/reviews/routes.js';
import { profileRoutes } from './features/profiles/routes.js';
import { reportRoutes } from './features/reports/routes.js';
import { calendarRoutes } from './features/calendar/index.js';
import { wishlistRoutes } from './features/wishlists/routes.js';
import { messageRoutes } from './features/messages/index.js';
import { hostingRoutes } from './features/hosting/routes.js';
import { pageRoutes } from './features/pages/index.js';
import { adminRoutes } from './features/admin/routes.js';
import { settingsRoutes } from './features/settings/index.js';
import { webhookRoutes } from './features/webhooks/index.js';
import { apiTokenAuth, apiTokenRoutes } from './features/api-tokens/index.js';
import { countRequests, metricsRoutes } from './metrics/index.js';

export type AppEnv = { Variables: { requestId: string } };

/** Middleware, error mapping and mounts. Features own their routes; this file only wires them. */
export function createApp(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    const requestId = c.req.header('x-request-id')?.slice(0, 64) || randomUUID();
    c.set('requestId', requestId);
    const start = performance.now();
    requestStarted();
    try {
      await next();
    } finally {
      requestDone();
    }
    c.header('X-Request-Id', requestId);
    deps.log.info({
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - start) * 10) / 10,
    }, 'request');
  });
  app.use('*', countRequests(deps.metrics));
  app.use('*', securityHeaders(deps.config));
  // Text (JS, CSS, HTML, JSON) goes out gzipped: on a slow phone link it is most of `/`'s wait.
  // Photos are already compressed and the map's tile archive is read in byte ranges, so both are left alone.
  // Answers under 2 kB are sent as they are: gzip saves a few hundred bytes there (under one packet)
  // and cost a booking's answer (1.3 kB) about a tenth of its CPU in the server (decision 0041).
  const gzip = compress({ threshold: 2048 });
  app.use('*', (c, next) => (c.req.path.startsWith('/media/') || c.req.path.endsWith('.pmtiles') ? next() : gzip(c, async () => {
    jsonWithLength(c);
    await next();
    await withJsonLength(c);
  })));

  app.onError((err, c) => {
    const requestId = c.get('requestId') ?? 'unknown';
    if (err instanceof AppError) {
      if (err.headers) for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
      return c.json(
        { error: { code: err.code, message: err.message, ...(err.details ? { details: err.details } : {}), ...(err.reason ? { reason: err.reason } : {}), requestId } },
        err.status as ContentfulStatusCode,
      );
    }
    deps.log.error({ requestId, err }, 'unhandled error');
    return c.json({ error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.', requestId } }, 500);
  });

  app.use('/api/*', sameOriginWrites(deps.config));
  app.use('/api/*', apiBodyLimit());
  // `Authorization: Bearer roost_pat_…`: the token's member, limited to its scopes (features/api-tokens/scopes.ts).
  app.use('/api/*', apiTokenAuth(deps));

  app.route('/', healthRoutes(deps));
  app.route('/', metricsRoutes(deps));
  app.route('/api/auth', authRoutes(deps));
  app.route('/api/v1', accountRoutes(deps));
  app.route('/api/v1', listingRoutes(deps));
  app.route('/api/v1', hostingRoutes(deps));
  app.route('/api/v1', bookingRoutes(deps));
  app.route('/api/v1', reviewRoutes(deps));
  app.route('/api/v1', profileRoutes(deps));
  app.route('/api/v1', reportRoutes(deps));
  app.route('/api/v1', photoUploadRoutes(deps));
  app.route('/api/v1', calendarRoutes(deps));
  app.route('/api/v1', notificationRoutes(deps));
  app.route('/api/v1', wishlistRoutes(deps));
  app.route('/api/v1', messageRoutes(deps));
  app.route('/api/v1', placeRoutes(deps));
  app.route('/api/v1', pageRoutes(deps));
  app.route('/api/v1', adminRoutes(deps));
  app.route('/api/v1', settingsRoutes(deps));
  app.route('/api/v1', webhookRoutes(deps));
  app.route('/api/v1', apiTokenRoutes(deps));
  app.route('/api', openApiRoutes(deps));
  app.route('/media', mediaRoutes(deps));
  app.route('/map', mapRoutes(deps));
  // Mail that had nowhere else to go, for people trying Roost out (never in production).
  if (deps.config.env !== 'production') app.route('/dev/outbox', outboxRoutes(deps));
  if (deps.testClock) app.route('/dev/clock', testClockRoutes(deps.testClock));

  // Unknown API paths answer JSON, never the web app's HTML.
  app.all('/api/*', (c) => {
    throw new AppError('NOT_FOUND', `No API endpoint at ${c.req.method} ${c.req.path}.`);
  });
  // Pages ask the API for their first answers as the visitor, through the same app.
  app.route('/', webRoutes(deps, (req, env) => app.fetch(req, env)));
  return app;
}
