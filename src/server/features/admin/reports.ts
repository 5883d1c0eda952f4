import type { Deps } from '../../deps.js';
import type { SessionUser } from '../auth/session.js';
import { AppError, notFound } from '../../http/errors.js';
import { decodeCursor, encodeCursor } from '../../http/cursor.js';
import { applyListingEvent } from '../hosting/index.js';
import { hideReview } from '../reviews/index.js';
import { hideMessage } from '../messages/index.js';
import { insertNotification, wakeEmailDelivery } from '../notifications/index.js';
import { wakeWebhookDelivery } from '../webhooks/index.js';
import type {
  AdminReport, AdminReportDetail, AdminReportsQuery, AdminReportsResponse, ReportAction, ResolveReportBody,
} from '../../../contract/moderation.js';
import * as repo from './reports-repo.js';
import { banIn } from './members.js';
import { nameOf } from '../account/index.js';
import { reportLabel, type ReportTargetName } from '../reports/index.js';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The target's name as answers carry it: null once it is gone; a member who left, `former` (decision 0040). */
function targetOf(r: repo.AdminReportRow): ReportTargetName {
  if (!r.target_exists) return { type: r.target_type, name: null };
  if (r.target_type === 'user' || r.target_type === 'message') return { type: r.target_type, ...nameOf(r.target_name, 'member') };
  return { type: r.target_type, name: r.target_name };
}

function toReport(r: repo.AdminReportRow): AdminReport {
  const target = targetOf(r);
  return {
    id: r.id, targetType: r.target_type, targetId: r.target_id,
    targetLabel: target.name === null ? null : reportLabel(target), targetName: target.name, ...(target.former ? { targetFormer: true } : {}),
    reason: r.reason as AdminReport['reason'],
    note: r.note, status: r.status, reporter: r.reporter_id ? { id: r.reporter_id, ...nameOf(r.reporter_name, 'member') } : null,
    createdAt: iso(r.created_at)!, action: r.action, resolutionNote: r.resolution_note,
    handledBy: r.handled_by ? { id: r.handled_by, ...nameOf(r.handler_name, 'member') } : null, handledAt: iso(r.handled_at),
  };
}

/** `GET /admin/reports`: open or closed, by target type, oldest or newest first, keyset-paged. */
export async function listReports(deps: Deps, q: AdminReportsQuery): Promise<AdminReportsResponse> {
  const after = q.cursor ? decodeCursor(q.cursor) : undefined;
  const newest = q.order === 'newest';
  const rows = await repo.reportRows(deps.database.db, { closed: q.status === 'closed', targetType: q.targetType, newest }, q.limit + 1, after);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return { items: page.map(toReport), nextCursor: rows.length > q.limit && last ? encodeCursor({ at: last.created_at, id: last.id }) : null };
}

/** What the operator may do about a report's target now. */
function actionsFor(r: repo.AdminReportRow, t: repo.TargetRow | undefined): ReportAction[] {
  if (r.status !== 'open') return [];
  const out: ReportAction[] = ['dismiss'];
  if (!t) return out;
  if (r.target_type === 'review' && !t.hidden_at) out.push('hide_review');
  if (r.target_type === 'message' && !t.hidden_at) out.push('hide_message');
  if (r.target_type === 'listing' && t.listing_status !== 'suspended') out.push('suspend_listing');
  if (t.owner_id && t.owner_status === 'active' && t.owner_role === 'user') out.push('ban_member');
  return out;
}

async function detail(deps: Deps, db: Deps['database']['db'], r: repo.AdminReportRow): Promise<AdminReportDetail> {
  const t = await repo.targetRow(db, r.target_type, r.target_id);
  return {
    ...toReport(r),
    target: {
      exists: !!t,
      owner: t?.owner_id ? { id: t.owner_id, ...nameOf(t.owner_name, 'member'), status: t.owner_status ?? 'active', role: t.owner_role ?? 'user' } : null,
      text: t?.text ?? null,
      listing: t?.listing_id ? { id: t.listing_id, title: t.listing_title ?? '', status: t.listing_status ?? '' } : null,
      rating: t?.rating ?? null,
      hiddenAt: iso(t?.hidden_at ?? null),
      at: iso(t?.at ?? null),
      conversationId: t?.conversation_id ?? null,
    },
    actions: actionsFor(r, t),
    otherOpenReports: r.status === 'open' ? await repo.otherOpenCount(db, r) : 0,
  };
}

/** `GET /admin/reports/:id`: the report with its target's content, so the operator can judge. */
export async function getReport(deps: Deps, id: string): Promise<AdminReportDetail> {
  const r = await repo.reportRow(deps.database.db, id);
  if (!r) throw notFound('That report');
  return detail(deps, deps.database.db, r);
}

/**
 * `POST /admin/reports/:id/resolve`: one transaction does the action (hide the review or the
 * message, suspend the listing through its state machine, ban the member), closes the report (and,
 * unless dismissing, every other open report on the same target), writes a `report.<action>` audit
 * row with the note, and tells each reporter it was handled. A closed report, or an action that
 * does not fit the target as it is now, is 409 and changes nothing.
 */
export async function resolveReport(deps: Deps, admin: SessionUser, id: string, body: ResolveReportBody): Promise<AdminReportDetail> {
  const result = await deps.database.db.transaction().execute(async (trx) => {
    const r = await repo.reportRow(trx, id, { forUpdate: true });
    if (!r) throw notFound('That report');
    if (r.status !== 'open') throw new AppError('INVALID_TRANSITION', 'This report was already handled.', { status: r.status });
    const t = await repo.targetRow(trx, r.target_type, r.target_id);
    if (!actionsFor(r, t).includes(body.action)) {
      throw new AppError('INVALID_TRANSITION', 'That action does not fit what was reported, as it is now.', { action: body.action });
    }
    const at = deps.now();
    const effect: Record<string, unknown> = {};
    switch (body.action) {
      case 'hide_review': await hideReview(trx, r.target_id, at);
        await repo.insertAudit(trx, { actorId: admin.id, action: 'review.hide', targetType: 'review', targetId: r.target_id, at, details: { reason: body.note, report: id } });
        break;
      case 'hide_message': await hideMessage(trx, r.target_id, at);
        await repo.insertAudit(trx, { actorId: admin.id, action: 'message.hide', targetType: 'message', targetId: r.target_id, at, details: { reason: body.note, report: id } });
        break;
      case 'suspend_listing': await applyListingEvent(deps, trx, admin, r.target_id, 'suspend', body.note); break;
      case 'ban_member': {
        const ban = await banIn(deps, trx, admin, t!.owner_id!, body.note, { report: id });
        effect.ban = { member: ban.member.id, bookings: ban.bookings.length, listings: ban.listings.length };
        break;
      }
      case 'dismiss': break;
    }
    const target = targetOf(r);
    const closed = await repo.closeReports(trx, { id, targetType: r.target_type, targetId: r.target_id, action: body.action, note: body.note, by: admin.id, at });
    await repo.insertAudit(trx, {
      actorId: admin.id, action: `report.${body.action}`, targetType: 'report', targetId: id, at,
      details: { note: body.note, targetType: r.target_type, targetId: r.target_id, closed: closed.map((c) => c.id), ...effect },
    });
    for (const c of closed) {
      if (!c.reporter_id) continue;
      await insertNotification(trx, {
        userId: c.reporter_id, kind: 'report_handled', at, dedupeKey: `report_handled:${c.id}`,
        payload: {
          reportId: c.id, targetType: r.target_type, targetId: r.target_id, targetLabel: reportLabel(target),
          targetName: target.name, ...(target.former ? { targetFormer: true } : {}), listingId: null, reason: c.reason, outcome: body.action === 'dismiss' ? 'dismissed' : 'actioned',
        },
      });
    }
    return detail(deps, trx, (await repo.reportRow(trx, id))!);
  });
  wakeEmailDelivery(deps);
  wakeWebhookDelivery(deps);
  return result;
}
