import type { Deps } from '../../deps.js';
import type { SessionUser } from '../auth/session.js';
import { AppError, notFound } from '../../http/errors.js';
import type { BookingAction, BookingView } from '../../../contract/booking.js';
import { transition } from '../../../domain/booking/states.js';
import { applyDueLocked } from './due.js';
import * as repo from './repo.js';
import { recordTransition } from './record.js';
import { wakeEmailDelivery } from '../notifications/delivery.js';
import { wakeWebhookDelivery } from '../webhooks/index.js';
import { getBooking } from './service.js';
import { refundNow, roleOf } from './view.js';
import { settings } from '../settings/index.js';

type Outcome = { ok: true } | { ok: false; message: string };

/**
 * accept / decline / withdraw / cancel. The booking row is locked for the whole transaction, so
 * of two concurrent actions one wins and the other sees the new state and gets 409. A system
 * event that was due (an expired request) is applied first and kept even when the action is refused.
 */
export async function actOnBooking(
  deps: Deps, user: SessionUser, id: string, action: BookingAction, note: string | undefined,
): Promise<BookingView> {
  let webhooks = 0;
  const outcome = await deps.database.db.transaction().execute(async (trx): Promise<Outcome> => {
    const row = await repo.lockBooking(trx, id);
    const role = row && roleOf(row, user);
    if (!row || !role) throw notFound('That booking');
    if (role === 'admin') throw new AppError('FORBIDDEN', 'Operators can read bookings but not change them.');
    const now = deps.now();
    const status = await applyDueLocked(trx, row, now, (await settings(deps, trx)).reviewWindowDays);
    const t = transition(status, action, { kind: role });
    if (!t.ok) {
      return { ok: false, message: t.reason === 'not_for_actor'
        ? `The ${role === 'guest' ? 'host' : 'guest'} makes that decision, not you.`
        : `This booking is ${status.replaceAll('_', ' ')}: it can no longer be ${PAST[action]}.` };
    }
    const refund = action === 'cancel' ? refundNow(row, role, now).refund : undefined;
    await repo.setStatus(trx, id, t.to, now, refund);
    webhooks = await recordTransition(trx, {
      bookingId: id, actorId: user.id, from: status, to: t.to, event: action, reason: note || null, at: now, hostId: row.host_id,
      details: refund === undefined ? {} : { refund }, refund,
    });
    return { ok: true };
  });
  if (!outcome.ok) throw new AppError('INVALID_TRANSITION', outcome.message);
  wakeEmailDelivery(deps);
  if (webhooks) wakeWebhookDelivery(deps);
  return getBooking(deps, user, id);
}

const PAST: Record<BookingAction, string> = { accept: 'accepted', decline: 'declined', withdraw: 'withdrawn', cancel: 'cancelled' };
