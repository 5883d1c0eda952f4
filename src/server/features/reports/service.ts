import { randomUUID } from 'node:crypto';
import type { Deps } from '../../deps.js';
import type { SessionUser } from '../auth/session.js';
import { rateLimiter } from '../auth/rate-limit.js';
import { AppError, notFound } from '../../http/errors.js';
import type { CreateReportBody, ReportTargetType, ReportView } from '../../../contract/reports.js';
import { insertNotification, wakeEmailDelivery } from '../notifications/index.js';
import * as repo from './repo.js';

const HOUR = 3600_000;
/** Enough for someone who meets a run of bad listings; not enough to flood the operator's queue. */
export const REPORT_LIMITS = (userId: string) => [
  { key: `report:user:${userId}`, max: 10, windowMs: HOUR },
  { key: `report:user-day:${userId}`, max: 30, windowMs: 24 * HOUR },
];

const WHAT: Record<ReportTargetType, string> = { listing: 'That listing', user: 'That member', review: 'That review', message: 'That message' };
const OWN: Record<ReportTargetType, string> = {
  listing: 'is your own listing', user: 'is you', review: 'is your own review', message: 'is your own message',
};

function toView(r: repo.ReportRow): ReportView {
  return {
    id: r.id, targetType: r.target_type, targetId: r.target_id, reason: r.reason, note: r.note, status: r.status,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

export type ReportResult = { created: boolean; report: ReportView };

/**
 * Stores a member's report for the operator and acknowledges it (a notification, in the app and by
 * e-mail). The target must exist and be something the reporter could see, or it is 404 whatever
 * the id; a second report of the same target while the first is open answers the first.
 */
export async function createReport(deps: Deps, user: SessionUser, body: CreateReportBody): Promise<ReportResult> {
  const { db } = deps.database;
  const target = await repo.findTarget(db, body.targetType, body.targetId, user.id);
  if (!target || !target.visible) throw notFound(WHAT[body.targetType]);
  if (target.ownerId === user.id) {
    throw new AppError('VALIDATION_FAILED', 'You cannot report your own things.', { targetId: OWN[body.targetType] });
  }
  const earlier = await repo.openReport(db, user.id, body.targetType, body.targetId);
  if (earlier) return { created: false, report: toView(earlier) };
  await rateLimiter(deps.database, deps.now).hit(REPORT_LIMITS(user.id));

  const now = deps.now();
  const result = await db.transaction().execute(async (trx): Promise<ReportResult> => {
    const row = await repo.insertReport(trx, {
      id: `rp_${randomUUID().replaceAll('-', '')}`, reporterId: user.id, type: body.targetType, targetId: body.targetId,
      reason: body.reason, note: body.note ?? null, at: now,
    });
    // A concurrent twin got in first: answer with it.
    if (!row) return { created: false, report: toView((await repo.openReport(trx, user.id, body.targetType, body.targetId))!) };
    await insertNotification(trx, {
      userId: user.id, kind: 'report_received', at: now,
      payload: {
        reportId: row.id, targetType: row.target_type, targetId: row.target_id, targetLabel: target.label,
        targetName: target.name, ...(target.former ? { targetFormer: true } : {}), listingId: target.listingId, reason: row.reason,
      },
    });
    return { created: true, report: toView(row) };
  });
  if (result.created) wakeEmailDelivery(deps);
  return result;
}
