import { Hono } from 'hono';
import type { Deps } from '../../deps.js';

export function healthRoutes({ database }: Deps) {
  const r = new Hono();
  r.get('/healthz', (c) => c.json({ status: 'ok' }));
  r.get('/readyz', async (c) => {
    try {
      await database.pool.query('select 1');
      return c.json({ status: 'ready', database: database.engine });
    } catch {
      return c.json({ status: 'unavailable', database: database.engine }, 503);
    }
  });
  return r;
}
