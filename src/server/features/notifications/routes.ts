import { Hono } from 'hono';
import type { Deps } from '../../deps.js';
import { jsonBody, parseOrThrow, queryOf } from '../../http/validate.js';
import { requireUser } from '../auth/session.js';
import { MarkReadBodySchema, NotificationListQuerySchema } from '../../../contract/notifications.js';
import * as notifications from './service.js';

/** The member's notifications: the bell's count, the list, marking read (SPEC §7). */
export function notificationRoutes(deps: Deps) {
  const r = new Hono();

  r.get('/notifications', async (c) => {
    const user = await requireUser(c, deps);
    c.header('Cache-Control', 'no-store');
    return c.json(await notifications.listNotifications(deps, user, parseOrThrow(NotificationListQuerySchema, queryOf(c))));
  });

  r.get('/notifications/unread-count', async (c) => {
    const user = await requireUser(c, deps);
    c.header('Cache-Control', 'no-store');
    return c.json({ unreadCount: await notifications.unreadCount(deps, user) });
  });

  r.post('/notifications/read', async (c) => {
    const user = await requireUser(c, deps);
    const body = parseOrThrow(MarkReadBodySchema, await jsonBody(c, { optional: true }));
    return c.json({ unreadCount: await notifications.markRead(deps, user, body) });
  });

  return r;
}
