import { sql } from 'kysely';
import type { Deps } from '../../deps.js';
import { reminderDue } from '../../../domain/booking/reminder.js';
import { insertNotification } from '../notifications/repo.js';
import { bookingPayload, recipientOf } from './notify.js';
import { findBooking } from './repo.js';

/**
 * Writes the two-day reminder for every confirmed stay that is due one, to guest and host. The
 * dedupe key makes a second run, or a second process, write nothing. Returns how many it wrote.
 */
export async function queueStayReminders(deps: Pick<Deps, 'database' | 'now'>): Promise<number> {
  const now = deps.now();
  const { db } = deps.database;
  // A superset by UTC date (a day starts somewhere between UTC−12 and UTC+14); reminderDue decides.
  const { rows } = await sql<{ id: string; check_in: string; time_zone: string; created_at: Date }>`
    select b.id, b.check_in, l.time_zone, b.created_at
    from bookings b join listings l on l.id = b.listing_id
    where b.status = 'confirmed'
      and b.check_in between (${now}::timestamptz at time zone 'UTC')::date and (${now}::timestamptz at time zone 'UTC')::date + 3
      and not exists (select 1 from notifications n where n.dedupe_key = 'stay_reminder:' || b.id || ':guest')`.execute(db);
  let written = 0;
  for (const r of rows) {
    if (!reminderDue({ checkIn: r.check_in, timeZone: r.time_zone, bookedAt: new Date(r.created_at) }, now)) continue;
    const row = await findBooking(db, r.id);
    if (!row) continue;
    for (const role of ['guest', 'host'] as const) {
      const userId = recipientOf(row, role);
      if (!userId) continue;
      const fresh = await insertNotification(db, {
        userId, kind: 'stay_reminder', payload: bookingPayload(row, role), at: now, dedupeKey: `stay_reminder:${row.id}:${role}`,
      });
      if (fresh) written++;
    }
  }
  return written;
}
