import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { holdsDates, transition, type BookingEvent } from '../../../domain/booking/states.js';
import type { BanBookingOutcome } from '../../../contract/moderation.js';
import { applyDueLocked } from './due.js';
import * as repo from './repo.js';
import { recordTransition } from './record.js';
import { SYSTEM_REASONS } from './reasons.js';

/** What the other side reads in the booking's history and notification: the operator's reason stays in the audit log. */
const NOTE = SYSTEM_REASONS.account_closed;

/**
 * Ends a banned member's upcoming bookings through the booking state machine, in the caller's
 * transaction (docs/decisions/0027): the ban acts as the member would, so the other side is never
 * worse off. As a guest, a request is withdrawn and a confirmed stay cancelled by the guest with
 * a full refund (the operator, not the guest, ended it: no policy penalty); as a host, a request
 * is declined and a confirmed stay cancelled by the host (SPEC: full refund). Upcoming means
 * holding its dates with check-in today or later (UTC); a stay already under way runs its course.
 * Every transition is recorded with the admin as its actor and notifies the other side.
 */
export async function endBookingsOfBannedMember(
  db: Kysely<DB>, e: { memberId: string; adminId: string; at: Date; reviewWindowDays: number },
): Promise<BanBookingOutcome[]> {
  const today = e.at.toISOString().slice(0, 10);
  const ids = await repo.upcomingHoldingIdsOf(db, e.memberId, today);
  const out: BanBookingOutcome[] = [];
  for (const { id, title } of ids) {
    const row = await repo.lockBooking(db, id);
    if (!row) continue;
    const status = await applyDueLocked(db, row, e.at, e.reviewWindowDays);
    if (!holdsDates(status)) continue;
    const as = row.host_id === e.memberId ? 'host' : 'guest';
    const event: BookingEvent = status === 'confirmed' ? 'cancel' : as === 'host' ? 'decline' : 'withdraw';
    const t = transition(status, event, { kind: as });
    if (!t.ok) continue;
    const refund = event === 'cancel' ? Number(row.total) : undefined;
    await repo.setStatus(db, id, t.to, e.at, refund);
    await recordTransition(db, {
      bookingId: id, actorId: e.adminId, from: status, to: t.to, event, reason: NOTE, at: e.at, hostId: row.host_id,
      details: { ban: e.memberId, onBehalfOf: as, ...(refund === undefined ? {} : { refund }) }, refund,
    });
    out.push({
      id, listingTitle: title, as, checkIn: String(row.check_in), checkOut: String(row.check_out),
      from: status, to: t.to, refund: refund ?? null,
    });
  }
  return out;
}
