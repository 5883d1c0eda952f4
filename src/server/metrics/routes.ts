import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { Deps } from '../deps.js';
import { AppError } from '../http/errors.js';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * `GET /metrics`: this process's figures in Prometheus' text format, for a scraper holding
 * METRICS_TOKEN (`Authorization: Bearer …`). Without METRICS_TOKEN there is nothing here (404):
 * route names and job figures are not for everyone. Each process answers for itself; scrape each.
 */
export function metricsRoutes(deps: Deps) {
  const r = new Hono();
  r.get('/metrics', (c) => {
    const token = deps.config.metricsToken;
    if (!token) throw new AppError('NOT_FOUND', `No page at ${c.req.path}.`);
    const given = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]?.trim() ?? '';
    // Compared as digests: constant time, whatever the lengths.
    if (!timingSafeEqual(digest(given), digest(token))) {
      throw new AppError('UNAUTHENTICATED', 'Metrics need the METRICS_TOKEN as a bearer token.', undefined, { 'WWW-Authenticate': 'Bearer' });
    }
    const pool = deps.database.pool;
    const body = deps.metrics.render({
      engine: deps.database.engine,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max ?? 10,
    });
    return c.body(body, 200, { 'Content-Type': 'text/plain; version=0.0.4; charset=utf-8', 'Cache-Control': 'no-store' });
  });
  return r;
}
