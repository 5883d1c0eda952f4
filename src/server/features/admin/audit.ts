import type { Deps } from '../../deps.js';
import type { AuditQuery, AuditResponse } from '../../../contract/admin.js';
import { AppError } from '../../http/errors.js';
import { decodeCursor, encodeCursor } from '../../http/cursor.js';
import * as repo from './repo.js';
import { nameOf } from '../account/index.js';

/** The audit log (issue 14): every admin action and booking and listing transition, newest first. */
export async function listAudit(deps: Deps, q: AuditQuery): Promise<AuditResponse> {
  const after = q.cursor ? decodeCursor(q.cursor) : undefined;
  if (after && !/^\d{1,18}$/.test(after.id)) throw new AppError('VALIDATION_FAILED', 'That cursor is not one this server gave out.', { cursor: 'is not valid' });
  const from = q.from ? new Date(q.from) : undefined;
  const to = q.to ? new Date(q.to) : undefined;
  if (from && to && from >= to) throw new AppError('VALIDATION_FAILED', 'The period is empty.', { to: 'must be after from' });
  const rows = await repo.auditRows(deps.database.db, { actor: q.actor, targetType: q.targetType, targetId: q.targetId, from, to }, q.limit + 1, after);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      id: r.id,
      actor: r.actor_id === null ? null : { id: r.actor_id, ...nameOf(r.actor_name, 'member') },
      action: r.action,
      targetType: r.target_type,
      targetId: r.target_id,
      details: r.details ?? {},
      at: new Date(r.at).toISOString(),
    })),
    nextCursor: rows.length > q.limit && last ? encodeCursor({ at: last.at, id: last.id }) : null,
  };
}
