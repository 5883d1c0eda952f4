import { Hono } from 'hono';
import type { Deps } from '../../deps.js';
import { parseOrThrow, queryOf } from '../../http/validate.js';
import { requireAdmin } from '../auth/session.js';
import { AuditQuerySchema } from '../../../contract/admin.js';
import { listAudit } from './audit.js';

/** The operator's console calls that belong to no other feature. The audit log has no write call. */
export function adminRoutes(deps: Deps) {
  const r = new Hono();
  r.get('/admin/audit', async (c) => {
    await requireAdmin(c, deps);
    return c.json(await listAudit(deps, parseOrThrow(AuditQuerySchema, queryOf(c))));
  });
  return r;
}
