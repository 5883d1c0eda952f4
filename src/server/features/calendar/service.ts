import type { Kysely } from 'kysely';
import type { Deps } from '../../deps.js';
import type { DB } from '../../db/schema.js';
import type { SessionUser } from '../auth/session.js';
import { AppError } from '../../http/errors.js';
import type { HostCalendar } from '../../../contract/calendar.js';
import { eachNight, todayIn } from '../../../domain/dates.js';
import { formatMoney, minorDigits } from '../../../domain/money.js';
import { PUBLISH_RULES } from '../../../domain/listing/completeness.js';
import { holdsNight, mergeRanges, subtractRange, type NightRange } from '../../../domain/calendar/ranges.js';
import { applyDueTransitions } from '../bookings/index.js';
import { calendarListing } from './access.js';
import * as repo from './repo.js';

/** The host's calendar: what each night is, and the three changes a host makes to a range of nights. */

type Range = { startDate: string; endDate: string };
const HELD = new Set(['requested', 'confirmed']);
const FORMER_GUEST = 'Former guest';

/** The calendar of [from, to) for a listing row (`db` may be a transaction). */
async function buildCalendar(
  deps: Deps, db: Kysely<DB>, l: { id: string; time_zone: string; nightly_price: number | null }, from: string, to: string,
): Promise<HostCalendar> {
  const bookings = await repo.bookingsIn(db, l.id, from, to);
  const blocks = await repo.blocksIn(db, l.id, from, to);
  const overrides = await repo.overridesIn(db, l.id, from, to);
  const today = todayIn(l.time_zone, deps.now());
  const span = (r: { start_date: string; end_date: string }) => ({ start: r.start_date, end: r.end_date });
  const night = (b: { check_in: string; check_out: string }) => ({ start: b.check_in, end: b.check_out });
  return {
    listingId: l.id,
    from,
    to,
    timeZone: l.time_zone,
    today,
    currency: deps.config.currency,
    basePrice: l.nightly_price,
    nights: eachNight(from, to).map((date) => {
      const booking = bookings.find((b) => holdsNight(night(b), date));
      const block = blocks.find((b) => b.reason === 'host' && holdsNight(span(b), date)) ?? blocks.find((b) => holdsNight(span(b), date));
      const override = overrides.find((o) => holdsNight(span(o), date));
      const state = date < today ? 'past'
        : booking && HELD.has(booking.status) ? 'booked'
          : block ? (block.reason === 'host' ? 'blocked' : 'imported')
            : 'available';
      return {
        date,
        state,
        price: override?.nightly_price ?? l.nightly_price,
        priceOverridden: override !== undefined,
        bookingId: booking?.id ?? null,
        blockId: block?.id ?? null,
      };
    }),
    bookings: bookings.map((b) => ({
      id: b.id, status: b.status as HostCalendar['bookings'][number]['status'], checkIn: b.check_in, checkOut: b.check_out,
      guestName: b.guest_name || FORMER_GUEST,
      ...(b.guest_name ? {} : { guestFormer: true as const }),
    })),
    blocks: blocks.map((b) => ({
      id: b.id, startDate: b.start_date, endDate: b.end_date, reason: b.reason, feedId: b.feed_id, feedName: b.feed_name ?? null,
    })),
  };
}

export async function hostCalendar(deps: Deps, user: SessionUser, id: string, q: { from: string; to: string }): Promise<HostCalendar> {
  const { db } = deps.database;
  const l = await calendarListing(db, user, id);
  // A request past its expiry holds nothing: settle it before showing the nights.
  await applyDueTransitions(deps, { listingId: l.id });
  return buildCalendar(deps, db, l, q.from, q.to);
}

function assertNotPast(r: Range, timeZone: string, now: Date) {
  const today = todayIn(timeZone, now);
  if (r.startDate < today) {
    throw new AppError('VALIDATION_FAILED', 'Nights before today cannot be changed.', { startDate: `must be ${today} or later` });
  }
}

/**
 * Runs `change` in a transaction that holds the listing's lock (see repo.lockListing), after the
 * host check and the listing's due booking transitions; answers the calendar of the range.
 */
async function changeRange(
  deps: Deps, user: SessionUser, id: string, r: Range,
  change: (trx: Kysely<DB>, listing: { id: string }) => Promise<void>,
): Promise<HostCalendar> {
  const { db } = deps.database;
  await calendarListing(db, user, id, { write: true });
  await applyDueTransitions(deps, { listingId: id });
  const listing = await db.transaction().execute(async (trx) => {
    const l = await calendarListing(trx, user, id, { write: true, forUpdate: true });
    assertNotPast(r, l.time_zone, deps.now());
    await change(trx, l);
    return l;
  });
  return buildCalendar(deps, db, listing, r.startDate, r.endDate);
}

const asRange = (r: Range): NightRange => ({ start: r.startDate, end: r.endDate });

/** Blocks the nights; touching or overlapping host blocks merge into one. 409 if a booking holds one. */
export function block(deps: Deps, user: SessionUser, id: string, r: Range) {
  return changeRange(deps, user, id, r, async (trx, l) => {
    const held = await repo.heldBookingIn(trx, l.id, r.startDate, r.endDate);
    if (held) {
      throw new AppError('DATES_UNAVAILABLE', `A reservation holds some of these nights (${held.check_in} to ${held.check_out}). Choose other nights.`, {
        startDate: 'a reservation holds some of these nights',
      });
    }
    const touching = await repo.hostBlocksTouching(trx, l.id, r.startDate, r.endDate);
    const merged = mergeRanges([asRange(r), ...touching.map((b) => ({ start: b.start_date, end: b.end_date }))]);
    await repo.deleteBlocks(trx, touching.map((b) => b.id));
    await repo.insertBlocks(trx, l.id, merged, 'host', deps.now());
  });
}

/** Frees the nights from host blocks (splitting them); imported blocks stay until their feed changes. */
export function unblock(deps: Deps, user: SessionUser, id: string, r: Range) {
  return changeRange(deps, user, id, r, async (trx, l) => {
    const cut = asRange(r);
    const hit = (await repo.hostBlocksTouching(trx, l.id, r.startDate, r.endDate))
      .filter((b) => b.start_date < r.endDate && r.startDate < b.end_date);
    const left = hit.flatMap((b) => subtractRange({ start: b.start_date, end: b.end_date }, cut));
    await repo.deleteBlocks(trx, hit.map((b) => b.id));
    await repo.insertBlocks(trx, l.id, left, 'host', deps.now());
  });
}

/** The nightly price bounds of SPEC §5 in minor units of the marketplace currency. */
export function priceBounds(currency: string) {
  const perMajor = 10 ** minorDigits(currency);
  return { min: PUBLISH_RULES.priceMajor.min * perMajor, max: PUBLISH_RULES.priceMajor.max * perMajor };
}

/**
 * Sets the nights' price (null: back to the base price). Overlapping overrides are cut around the
 * range, and neighbours left with the same price join, so the table stays one row per run of nights.
 */
export function setPrice(deps: Deps, user: SessionUser, id: string, r: Range & { nightlyPrice: number | null }) {
  const currency = deps.config.currency;
  const { min, max } = priceBounds(currency);
  if (r.nightlyPrice !== null && (r.nightlyPrice < min || r.nightlyPrice > max)) {
    const words = `${formatMoney(min, currency, 'en')} to ${formatMoney(max, currency, 'en')}`;
    throw new AppError('VALIDATION_FAILED', `A nightly price must be ${words}.`, { nightlyPrice: `must be ${min}–${max} (${words}) in minor units` });
  }
  return changeRange(deps, user, id, r, async (trx, l) => {
    const cut = asRange(r);
    const touching = await repo.overridesTouching(trx, l.id, r.startDate, r.endDate);
    const pieces = touching.flatMap((o) => subtractRange({ start: o.start_date, end: o.end_date }, cut).map((p) => ({ ...p, price: o.nightly_price })));
    if (r.nightlyPrice !== null) pieces.push({ ...cut, price: r.nightlyPrice });
    pieces.sort((a, b) => (a.start < b.start ? -1 : 1));
    const joined: typeof pieces = [];
    for (const p of pieces) {
      const last = joined.at(-1);
      if (last && last.end === p.start && last.price === p.price) last.end = p.end;
      else joined.push({ ...p });
    }
    await repo.deleteOverrides(trx, touching.map((o) => o.id));
    await repo.insertOverrides(trx, l.id, joined, deps.now());
  });
}
