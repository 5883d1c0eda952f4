import { Hono } from 'hono';
import type { Deps } from '../../deps.js';
import { jsonBody, parseOrThrow } from '../../http/validate.js';
import { requireUser } from '../auth/session.js';
import { CreateReportBodySchema } from '../../../contract/reports.js';
import { createReport } from './service.js';

/** Reports to the operator (SPEC §3 Report): any member may flag what they saw. */
export function reportRoutes(deps: Deps) {
  const r = new Hono();

  r.post('/reports', async (c) => {
    const user = await requireUser(c, deps);
    const body = parseOrThrow(CreateReportBodySchema, await jsonBody(c));
    const { created, report } = await createReport(deps, user, body);
    return c.json(report, created ? 201 : 200);
  });

  return r;
}
