import { Hono } from 'hono';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { jsonBody, parseOrThrow, queryOf } from '../../http/validate.js';
import { requireAdmin } from '../auth/session.js';
import { AuditQuerySchema } from '../../../contract/admin.js';
import {
  AdminConversationQuerySchema, AdminMembersQuerySchema, AdminReportsQuerySchema, HideMessageBodySchema, MemberReasonBodySchema,
  ResolveReportBodySchema,
} from '../../../contract/moderation.js';
import { hideFromConversation, readConversation } from './conversations.js';
import { AdminBookingsQuerySchema, AdminListingsQuerySchema } from '../../../contract/admin-lists.js';
import { listAudit } from './audit.js';
import * as lists from './lists.js';
import { getReport, listReports, resolveReport } from './reports.js';
import * as members from './members.js';
import { overview } from './overview.js';
import { OverviewQuerySchema } from '../../../contract/overview.js';

const IdSchema = z.object({ id: z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'is not an id') });
const NoQuery = z.strictObject({});

/** The operator's console calls that belong to no other feature. The audit log has no write call. */
export function adminRoutes(deps: Deps) {
  const r = new Hono();
  const id = (raw: string) => parseOrThrow(IdSchema, { id: raw }).id;

  r.get('/admin/overview', async (c) => {
    await requireAdmin(c, deps);
    return c.json(await overview(deps, parseOrThrow(OverviewQuerySchema, queryOf(c))));
  });

  r.get('/admin/audit', async (c) => {
    await requireAdmin(c, deps);
    return c.json(await listAudit(deps, parseOrThrow(AuditQuerySchema, queryOf(c))));
  });

  r.get('/admin/reports', async (c) => {
    await requireAdmin(c, deps);
    return c.json(await listReports(deps, parseOrThrow(AdminReportsQuerySchema, queryOf(c))));
  });
  r.get('/admin/reports/:id', async (c) => {
    await requireAdmin(c, deps);
    parseOrThrow(NoQuery, queryOf(c));
    return c.json(await getReport(deps, id(c.req.param('id'))));
  });
  r.post('/admin/reports/:id/resolve', async (c) => {
    const admin = await requireAdmin(c, deps);
    const body = parseOrThrow(ResolveReportBodySchema, await jsonBody(c));
    return c.json(await resolveReport(deps, admin, id(c.req.param('id')), body));
  });

  r.get('/admin/members', async (c) => {
    await requireAdmin(c, deps);
    return c.json(await members.listMembers(deps, parseOrThrow(AdminMembersQuerySchema, queryOf(c))));
  });
  r.get('/admin/members/:id', async (c) => {
    await requireAdmin(c, deps);
    parseOrThrow(NoQuery, queryOf(c));
    return c.json(await members.memberDetail(deps, id(c.req.param('id'))));
  });
  r.post('/admin/members/:id/ban', async (c) => {
    const admin = await requireAdmin(c, deps);
    const { reason } = parseOrThrow(MemberReasonBodySchema, await jsonBody(c));
    return c.json(await members.ban(deps, admin, id(c.req.param('id')), reason));
  });
  r.post('/admin/members/:id/unban', async (c) => {
    const admin = await requireAdmin(c, deps);
    const { reason } = parseOrThrow(MemberReasonBodySchema, await jsonBody(c));
    return c.json(await members.unban(deps, admin, id(c.req.param('id')), reason));
  });
  r.get('/admin/conversations/:id', async (c) => {
    const admin = await requireAdmin(c, deps);
    c.header('Cache-Control', 'no-store');
    return c.json(await readConversation(deps, admin, id(c.req.param('id')), parseOrThrow(AdminConversationQuerySchema, queryOf(c))));
  });
  r.post('/admin/messages/:id/hide', async (c) => {
    const admin = await requireAdmin(c, deps);
    const body = parseOrThrow(HideMessageBodySchema, await jsonBody(c));
    return c.json(await hideFromConversation(deps, admin, id(c.req.param('id')), body));
  });
  for (const [path, role] of [['promote', 'admin'], ['demote', 'user']] as const) {
    r.post(`/admin/members/:id/${path}`, async (c) => {
      const admin = await requireAdmin(c, deps);
      const { reason } = parseOrThrow(MemberReasonBodySchema, await jsonBody(c));
      return c.json(await members.setRole(deps, admin, id(c.req.param('id')), role, reason));
    });
  }
  r.get('/admin/listings', async (c) => {
    await requireAdmin(c, deps);
    return c.json(await lists.listListings(deps, parseOrThrow(AdminListingsQuerySchema, queryOf(c))));
  });
  r.get('/admin/bookings', async (c) => {
    await requireAdmin(c, deps);
    return c.json(await lists.listBookings(deps, parseOrThrow(AdminBookingsQuerySchema, queryOf(c))));
  });
  r.get('/admin/bookings/:id', async (c) => {
    await requireAdmin(c, deps);
    parseOrThrow(NoQuery, queryOf(c));
    return c.json(await lists.bookingDetail(deps, id(c.req.param('id'))));
  });
  return r;
}
