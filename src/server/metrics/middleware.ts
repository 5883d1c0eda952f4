import type { Context, Next } from 'hono';
import { routePath } from 'hono/route';
import type { Metrics } from './registry.js';

/**
 * Counts each request under the route pattern that answered it (Hono's matched route after the
 * handlers ran, e.g. `/api/v1/bookings/:id`), never its raw path, so ids never become labels.
 * A request no route took is counted under the pattern of the last middleware it passed (`*`).
 */
export function countRequests(metrics: Metrics) {
  return async (c: Context, next: Next) => {
    const start = performance.now();
    try {
      await next();
    } finally {
      metrics.request(c.req.method, routePath(c) || '*', c.res.status, (performance.now() - start) / 1000);
    }
  };
}
