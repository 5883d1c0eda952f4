import { createHash, randomUUID } from 'node:crypto';
import type { Deps } from '../../deps.js';
import type { SessionUser } from '../auth/session.js';
import { AppError, notFound } from '../../http/errors.js';
import type { BookingListQuery, BookingListResponse, BookingView, CreateBookingBody } from '../../../contract/booking.js';
import { requestExpiresAt, transition } from '../../../domain/booking/states.js';
import { checkAndPriceStay } from '../listings/service.js';
import { findPublishedListing } from '../listings/repo.js';
import { applyDueTransitions } from './due.js';
import * as repo from './repo.js';
import { recordTransition } from './record.js';
import { wakeEmailDelivery } from '../notifications/delivery.js';
import { wakeWebhookDelivery } from '../webhooks/index.js';
import { roleOf, toListItem, toView } from './view.js';
import { settings } from '../settings/index.js';

/** The shared stay rules name quote fields; a booking body names them differently. */
const FIELD: Record<string, string> = { checkin: 'checkIn', checkout: 'checkOut', guests: 'adults' };

function renameDetails(err: unknown): unknown {
  if (!(err instanceof AppError) || !err.details) return err;
  const details = Object.fromEntries(Object.entries(err.details).map(([k, v]) => [FIELD[k] ?? k, v]));
  return new AppError(err.code, err.message, details, err.headers);
}

const isExclusionViolation = (err: unknown) => (err as { code?: string } | null)?.code === '23P01';

export type CreateResult = { status: number; body: unknown };

/** Books or requests a stay. With an idempotency key, a retry gets the first answer back. */
export async function createBooking(deps: Deps, user: SessionUser, body: CreateBookingBody, key?: string): Promise<CreateResult> {
  try {
    return await bookOnce(deps, user, body, key);
  } catch (err) {
    // A request left unanswered past its expiry still holds its nights until something expires it
    // (the scheduler, or this). When the nights look taken, what is due on this listing is expired
    // and the booking tried once more; a booking that finds its nights free pays nothing for it.
    if (err instanceof AppError && err.code === 'DATES_UNAVAILABLE' && (await applyDueTransitions(deps, { listingId: body.listingId })) > 0) {
      return bookOnce(deps, user, body, key);
    }
    throw err;
  }
}

async function bookOnce(deps: Deps, user: SessionUser, body: CreateBookingBody, key?: string): Promise<CreateResult> {
  const hash = createHash('sha256').update(JSON.stringify(canonical(body))).digest('hex');
  const now = deps.now();
  const id = `bk_${randomUUID().replaceAll('-', '')}`;
  let webhooks = 0;
  try {
    const result = await deps.database.db.transaction().execute(async (trx) => {
      if (key) {
        const earlier = await repo.claimIdempotencyKey(trx, user.id, key, hash, now);
        if (earlier) {
          if (earlier.request_hash !== hash || earlier.status === null) {
            throw new AppError('VALIDATION_FAILED', 'That Idempotency-Key was already used for a different booking request.', {
              'Idempotency-Key': 'was used with a different request body',
            });
          }
          return { status: earlier.status, body: earlier.response };
        }
      }
      // Locked before the nights are checked: a host's block of the same nights waits for this booking
      // or is seen by it, never both held (the calendar's writes take the same lock).
      const listing = await findPublishedListing(trx, body.listingId, { forUpdate: true });
      if (!listing) throw notFound('That listing');
      if (listing.host_id === user.id) throw new AppError('FORBIDDEN', 'You cannot book your own place.');
      if (body.pets > 0 && !listing.pets_allowed) {
        throw new AppError('VALIDATION_FAILED', 'This place does not allow pets.', { pets: 'pets are not allowed here' });
      }
      const price = await checkAndPriceStay(deps, trx, listing, {
        checkin: body.checkIn, checkout: body.checkOut, guests: body.adults + body.children,
      }).catch((err) => { throw renameDetails(err); });

      const event = listing.instant_book ? 'book_instant' : 'request';
      const t = transition(null, event, { kind: 'guest' });
      if (!t.ok) throw new AppError('INVALID_TRANSITION', 'This booking cannot be made.');
      let expiresAt: Date | null = null;
      if (t.to === 'requested') {
        expiresAt = requestExpiresAt(now, body.checkIn, listing.time_zone, (await settings(deps, trx)).requestExpiryHours, listing.check_in_from);
        if (expiresAt.getTime() <= now.getTime()) {
          throw new AppError('VALIDATION_FAILED', 'It is too late to request a stay starting today: the host could not answer in time.', {
            checkIn: 'too late to request for today',
          });
        }
      }
      // Read back in the same statement: the notifications and the answer both show it. Its history is the one row written here.
      const row = await repo.insertBookingAndRead(trx, {
        id, listingId: listing.id, guestId: user.id, checkIn: body.checkIn, checkOut: body.checkOut, adults: body.adults,
        children: body.children, infants: body.infants, pets: body.pets, status: t.to, currency: deps.config.currency,
        price, messageToHost: body.messageToHost || null, expiresAt, now,
      });
      webhooks = await recordTransition(trx, {
        bookingId: id, actorId: user.id, from: null, to: t.to, event, reason: null, at: now, hostId: listing.host_id,
        details: { listingId: listing.id, checkIn: body.checkIn, checkOut: body.checkOut, total: price.total }, row,
      });
      const history: repo.EventRow[] = [{ actor_id: user.id, actor_name: user.name, from_status: null, to_status: t.to, reason: null, at: now }];
      const view = toView(row, history, 'guest', now, deps.config);
      if (key) await repo.storeIdempotentAnswer(trx, user.id, key, 201, view);
      return { status: 201, body: view };
    });
    wakeEmailDelivery(deps);
    if (webhooks) wakeWebhookDelivery(deps);
    return result;
  } catch (err) {
    // The database's last word on overlaps: two guests racing for the same nights.
    if (isExclusionViolation(err)) {
      throw new AppError('DATES_UNAVAILABLE', 'Some of those nights were just taken. Try other dates.', { checkIn: 'not available for these dates' });
    }
    throw err;
  }
}

function canonical(body: CreateBookingBody) {
  const { listingId, checkIn, checkOut, adults, children, infants, pets, messageToHost, acceptRules } = body;
  return [listingId, checkIn, checkOut, adults, children, infants, pets, messageToHost ?? '', acceptRules];
}

/** One booking for its guest, its listing's host or an admin; anyone else gets 404. */
export async function getBooking(deps: Deps, user: SessionUser, id: string): Promise<BookingView> {
  await applyDueTransitions(deps, { bookingId: id });
  const { db } = deps.database;
  const row = await repo.findBooking(db, id);
  const role = row && roleOf(row, user);
  if (!row || !role) throw notFound('That booking');
  return toView(row, await repo.eventsOf(db, id), role, deps.now(), deps.config);
}

export async function listBookings(deps: Deps, user: SessionUser, q: BookingListQuery): Promise<BookingListResponse> {
  await applyDueTransitions(deps, q.as === 'guest' ? { guestId: user.id } : { hostId: user.id });
  const rows = await repo.listBookings(deps.database.db, { userId: user.id, as: q.as, group: q.status });
  const now = deps.now();
  return { bookings: rows.map((r) => toListItem(r, q.as, now, deps.config)) };
}
