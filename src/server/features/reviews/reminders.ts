import type { Deps } from '../../deps.js';
import { authorSideOf } from '../../../domain/review/rules.js';
import { reminderDue, reviewWindow } from '../../../domain/review/window.js';
import { bookingPayload, findBooking, recipientOf, reviewRequestKey } from '../bookings/index.js';
import { insertNotification, noticeExists } from '../notifications/index.js';
import * as repo from './repo.js';
import { settings } from '../settings/index.js';

/**
 * Writes the one review reminder, a few days before the window closes, to each side that was
 * asked for a review and has not written it. Dedupe keys make a second run, or a second process,
 * write nothing. Returns how many it wrote.
 */
export async function queueReviewReminders(deps: Pick<Deps, 'config' | 'database' | 'now'>, limit = 500): Promise<number> {
  const now = deps.now();
  const { db } = deps.database;
  const days = (await settings(deps)).reviewWindowDays;
  let written = 0;
  for (const id of await repo.reminderCandidates(db, now, days, limit)) {
    const row = await findBooking(db, id);
    if (!row || row.status !== 'completed') continue;
    const w = reviewWindow(row.check_out, row.time_zone, days);
    if (!reminderDue(w, now)) continue;
    const wrote = new Set((await repo.reviewsOfBooking(db, id)).map((r) => authorSideOf(r.direction)));
    for (const side of ['guest', 'host'] as const) {
      const userId = recipientOf(row, side);
      if (!userId || wrote.has(side) || !(await noticeExists(db, reviewRequestKey(id, side)))) continue;
      const fresh = await insertNotification(db, {
        userId, kind: 'review_reminder', at: now, dedupeKey: `review_reminder:${id}:${side}`,
        payload: { ...bookingPayload(row, side), deadline: w.closesAt.toISOString(), lastDay: w.lastDay },
      });
      if (fresh) written++;
    }
  }
  return written;
}
