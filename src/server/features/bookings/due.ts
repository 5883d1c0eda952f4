import type { Kysely } from 'kysely';
import type { Deps } from '../../deps.js';
import type { DB } from '../../db/schema.js';
import { dueSystemEvent, transition, type BookingStatus } from '../../../domain/booking/states.js';
import { reviewWindow } from '../../../domain/review/window.js';
import * as repo from './repo.js';
import { recordTransition } from './record.js';
import { SYSTEM_REASONS } from './reasons.js';
import { queueStayReminders } from './reminders.js';
import { wakeEmailDelivery } from '../notifications/delivery.js';
import { wakeWebhookDelivery } from '../webhooks/index.js';
import type { BookingRow, DueScope } from './repo.js';
import { settings } from '../settings/index.js';
import type { Job } from '../../jobs/index.js';


const SYSTEM = { kind: 'system' } as const;

/**
 * Fires the system event (expire / complete) a locked booking is due for at `now`, if any, inside
 * the caller's transaction. Returns the status the booking has afterwards. A completion opens the
 * review window of `reviewWindowDays` days, which its review requests name.
 */
export async function applyDueLocked(db: Kysely<DB>, row: BookingRow, now: Date, reviewWindowDays: number): Promise<BookingStatus> {
  const event = dueSystemEvent(
    { status: row.status, expiresAt: row.expires_at ? new Date(row.expires_at) : null, checkOut: row.check_out, timeZone: row.time_zone },
    now,
  );
  if (!event) return row.status;
  const t = transition(row.status, event, SYSTEM);
  if (!t.ok) return row.status;
  const w = event === 'complete' ? reviewWindow(row.check_out, row.time_zone, reviewWindowDays) : null;
  await repo.setStatus(db, row.id, t.to, now);
  await recordTransition(db, {
    bookingId: row.id, actorId: null, from: row.status, to: t.to, event, hostId: row.host_id,
    reason: SYSTEM_REASONS[event === 'expire' ? 'no_answer' : 'stay_over'], at: now,
    reviewWindow: w ? { closesAt: w.closesAt, lastDay: w.lastDay } : undefined,
  });
  return t.to;
}

/**
 * Expires due requests and completes finished stays, one short transaction per booking.
 *
 * The scheduler passes `skipLocked` so several server processes share the work: a row another
 * process holds is its business. Reads pass no skip so they wait for that process and then see
 * the new state, never a stale one.
 */
export async function applyDueTransitions(
  deps: Deps, scope: DueScope = {}, opts: { skipLocked?: boolean; limit?: number } = {},
): Promise<number> {
  const now = deps.now();
  const { db } = deps.database;
  const days = (await settings(deps)).reviewWindowDays;
  const ids = await repo.dueCandidates(db, now, scope, opts.limit ?? 500);
  let changed = 0;
  for (const id of ids) {
    const moved = await db.transaction().execute(async (trx) => {
      const row = await repo.lockBooking(trx, id, { skipLocked: opts.skipLocked });
      if (!row) return false;
      return (await applyDueLocked(trx, row, now, days)) !== row.status;
    });
    if (moved) changed++;
  }
  if (changed) {
    wakeEmailDelivery(deps);
    wakeWebhookDelivery(deps);
  }
  return changed;
}

/**
 * The bookings' scheduled job (jobs/schedule.ts runs it once per tick across processes): expires
 * and completes bookings and writes due stay reminders. Their e-mails go out at once, and the
 * `mail` job retries what failed.
 */
export const bookingJob: Job = {
  name: 'bookings',
  everyMs: 30_000,
  async run(deps) {
    const n = await applyDueTransitions(deps, {}, { skipLocked: true });
    if (n) deps.log.info({ changed: n }, 'booking job: expired or completed bookings');
    const reminders = await queueStayReminders(deps);
    if (reminders) {
      deps.log.info({ reminders }, 'booking job: stay reminders written');
      wakeEmailDelivery(deps);
    }
  },
};
