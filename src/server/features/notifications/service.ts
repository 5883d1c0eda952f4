import type { Deps } from '../../deps.js';
import type { SessionUser } from '../auth/session.js';
import { AppError } from '../../http/errors.js';
import type { MarkReadBody, NotificationContent, NotificationListQuery, NotificationListResponse } from '../../../contract/notifications.js';
import * as repo from './repo.js';
import { applyDueTransitions } from '../bookings/due.js';

/**
 * An expiry that is due but not yet applied is news the member should already have: apply the
 * member's due transitions (as guest and as host) before counting, as every booking read does.
 */
const settleDue = (deps: Deps, user: SessionUser) => applyDueTransitions(deps, { memberId: user.id });

const encodeCursor = (r: { created_at: Date; id: string }) =>
  Buffer.from(`${new Date(r.created_at).toISOString()}|${r.id}`).toString('base64url');

function decodeCursor(cursor: string): { at: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const date = new Date(at ?? '');
  if (!id || Number.isNaN(date.getTime())) throw new AppError('VALIDATION_FAILED', 'That cursor is not one this server gave out.', { cursor: 'is not valid' });
  return { at: date, id };
}

/** The member's notifications, newest first, with their unread count. */
export async function listNotifications(deps: Deps, user: SessionUser, q: NotificationListQuery): Promise<NotificationListResponse> {
  await settleDue(deps, user);
  const { db } = deps.database;
  const rows = await repo.listNotifications(db, user.id, q.limit + 1, q.cursor ? decodeCursor(q.cursor) : undefined);
  const page = rows.slice(0, q.limit);
  return {
    items: page.map((r) => ({
      id: r.id, ...({ kind: r.kind, payload: r.payload } as NotificationContent),
      createdAt: new Date(r.created_at).toISOString(), readAt: r.read_at ? new Date(r.read_at).toISOString() : null,
    })),
    unreadCount: await repo.unreadCount(db, user.id),
    nextCursor: rows.length > q.limit ? encodeCursor(page.at(-1)!) : null,
  };
}

export async function unreadCount(deps: Deps, user: SessionUser): Promise<number> {
  await settleDue(deps, user);
  return repo.unreadCount(deps.database.db, user.id);
}

export async function markRead(deps: Deps, user: SessionUser, body: MarkReadBody): Promise<number> {
  await repo.markRead(deps.database.db, user.id, deps.now(), body.ids);
  return repo.unreadCount(deps.database.db, user.id);
}
