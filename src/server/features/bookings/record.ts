import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { BookingEvent, BookingStatus } from '../../../domain/booking/states.js';
import * as repo from './repo.js';
import { notifyTransition } from './notify.js';

/**
 * Every booking transition goes through here, inside its transaction: the history row, the audit
 * event, and the notifications to the side that should hear of it.
 */
export async function recordTransition(db: Kysely<DB>, e: {
  bookingId: string; actorId: string | null; from: BookingStatus | null; to: BookingStatus; event: BookingEvent;
  reason: string | null; at: Date; details?: Record<string, unknown>; refund?: number;
  /** For a completion: the review window it opens (the review request names its deadline). */
  reviewWindow?: { closesAt: Date; lastDay: string };
}): Promise<void> {
  await repo.recordTransition(db, e);
  await notifyTransition(db, {
    bookingId: e.bookingId, event: e.event, to: e.to, note: e.actorId ? e.reason : null, refund: e.refund, at: e.at, reviewWindow: e.reviewWindow,
  });
}
