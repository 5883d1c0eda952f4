import { addDays, isWeekend } from '../../../domain/dates.js';
import { priceStay, type PriceOverride } from '../../../domain/pricing.js';
import type { Rng } from '../../features/photos/scenes/random.js';
import { demoId } from './ids.js';
import { hostResponse, reviewBody } from './review-text.js';

export type CalListing = {
  id: string; index: number; hostId: string; today: string; nightlyPrice: number; cleaningFee: number;
  minNights: number; maxNights: number; maxGuests: number; instantBook: boolean; petsAllowed: boolean; quality: number;
};
export type Fees = { currency: string; serviceFeePercent: number; taxPercent: number; now: Date };

export type Calendar = {
  bookings: Record<string, unknown>[];
  events: Record<string, unknown>[];
  reviews: Record<string, unknown>[];
  blocks: Record<string, unknown>[];
  overrides: Record<string, unknown>[];
};

const at = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);

function overridesFor(rng: Rng, l: CalListing): PriceOverride[] {
  const mode = rng.weighted([['weekends', 4], ['season', 2.5], ['none', 3.5]] as const);
  const out: PriceOverride[] = [];
  if (mode === 'weekends') {
    const bump = Math.round(l.nightlyPrice * rng.float(1.12, 1.3));
    let d = l.today;
    while (!isWeekend(d) || new Date(`${d}T12:00:00Z`).getUTCDay() !== 5) d = addDays(d, 1);
    for (let w = 0; w < 26; w++, d = addDays(d, 7)) out.push({ startDate: d, endDate: addDays(d, 2), nightlyPrice: bump });
  } else if (mode === 'season') {
    let start = addDays(l.today, rng.int(15, 60));
    for (let k = rng.int(1, 2); k > 0; k--) {
      const len = rng.int(7, 35);
      out.push({ startDate: start, endDate: addDays(start, len), nightlyPrice: Math.round(l.nightlyPrice * rng.float(1.2, 1.5)) });
      start = addDays(start, len + rng.int(30, 90));
    }
  }
  return out;
}

/**
 * One listing's history and future on a single timeline, so stays never overlap: completed
 * stays (most reviewed) in the past year, and confirmed or requested stays plus host blocks ahead.
 */
export function listingCalendar(rng: Rng, l: CalListing, guests: readonly string[], fees: Fees): Calendar {
  const cal: Calendar = { bookings: [], events: [], reviews: [], blocks: [], overrides: [] };
  const overrides = overridesFor(rng, l);
  overrides.forEach((o, i) => cal.overrides.push({ id: demoId(`po:${l.id}:${i}`), listing_id: l.id, start_date: o.startDate, end_date: o.endDate, nightly_price: o.nightlyPrice, created_at: fees.now.toISOString() }));
  const busy = rng.float(0.2, 1);
  let cursor = addDays(l.today, -rng.int(200, 330));
  const horizon = addDays(l.today, 180);
  let n = 0;
  while (cursor < horizon) {
    const future = cursor >= l.today;
    cursor = addDays(cursor, future ? rng.int(2, Math.round(10 + 30 * (1 - busy))) : rng.int(2, Math.round(8 + 30 * (1 - busy))));
    const len = Math.min(l.maxNights, Math.max(l.minNights, rng.weighted([[2, 3], [3, 4], [4, 3], [5, 2], [7, 2], [10, 0.6], [14, 0.3]] as const)));
    const checkIn = cursor, checkOut = addDays(cursor, len);
    cursor = checkOut;
    if (checkIn >= horizon) break;
    if (future && rng.chance(0.18)) {
      cal.blocks.push({ id: demoId(`blk:${l.id}:${n++}`), listing_id: l.id, start_date: checkIn, end_date: checkOut, reason: 'host', feed_id: null, created_at: fees.now.toISOString() });
      continue;
    }
    const id = demoId(`bk:${l.id}:${n++}`);
    const guestId = rng.pick(guests);
    const past = checkOut <= l.today;
    let status: string;
    if (past) status = rng.chance(0.93) ? 'completed' : 'cancelled_by_guest';
    else if (checkIn < l.today) status = 'confirmed';
    else status = l.instantBook || rng.chance(0.7) ? 'confirmed' : 'requested';
    const adults = rng.int(1, Math.max(1, Math.min(l.maxGuests, 4)));
    const children = l.maxGuests - adults >= 1 && rng.chance(0.25) ? rng.int(1, Math.min(3, l.maxGuests - adults)) : 0;
    const price = priceStay({ checkIn, checkOut, nightlyPrice: l.nightlyPrice, cleaningFee: l.cleaningFee, overrides, serviceFeePercent: fees.serviceFeePercent, taxPercent: fees.taxPercent });
    const createdDay = addDays(checkIn, -rng.int(3, 60));
    const created = new Date(Math.min(at(createdDay, rng.int(8, 22)).getTime(), fees.now.getTime() - rng.int(1, 20) * 3_600_000));
    const requestedFirst = !l.instantBook;
    const evs: [string | null, string, string | null, Date][] = [[null, requestedFirst ? 'requested' : 'confirmed', guestId, created]];
    if (requestedFirst && status !== 'requested') evs.push(['requested', 'confirmed', l.hostId, new Date(created.getTime() + rng.int(1, 20) * 3_600_000)]);
    if (status === 'completed') evs.push(['confirmed', 'completed', null, at(checkOut, 12)]);
    if (status === 'cancelled_by_guest') evs.push(['confirmed', 'cancelled_by_guest', guestId, new Date(Math.min(at(addDays(checkIn, -rng.int(8, 30)), 10).getTime(), at(checkIn, 0).getTime()))]);
    const updated = evs[evs.length - 1]![3];
    cal.bookings.push({
      id, listing_id: l.id, guest_id: guestId, check_in: checkIn, check_out: checkOut, adults, children, infants: rng.chance(0.05) ? 1 : 0,
      pets: l.petsAllowed && rng.chance(0.15) ? 1 : 0, status, currency: fees.currency, price: { ...price, currency: fees.currency }, total: price.total,
      message_to_host: rng.chance(0.4) ? rng.pick(['Hi! We are two friends visiting for a few days. Looking forward to it.', 'Hello, could we check in a little later, around 21:00?', 'We are celebrating our anniversary — so excited!', 'Travelling with our daughter; is a crib available?']) : null,
      expires_at: status === 'requested' ? new Date(fees.now.getTime() + rng.int(2, 23) * 3_600_000).toISOString() : null,
      refund_amount: status === 'cancelled_by_guest' ? price.total : null,
      created_at: created.toISOString(), updated_at: updated.toISOString(),
    });
    evs.forEach(([from, to, actor, when]) => cal.events.push({ booking_id: id, actor_id: actor, from_status: from, to_status: to, reason: null, at: when.toISOString() }));
    const windowClosed = addDays(checkOut, 14) <= l.today;
    if (status === 'completed' && windowClosed && rng.chance(0.78)) {
      const rating = Math.max(1, Math.min(5, Math.round(l.quality + rng.float(-1.1, 0.6))));
      const cat = () => Math.max(1, Math.min(5, rating + rng.weighted([[0, 6], [1, 1], [-1, 1.5]] as const)));
      const submitted = at(addDays(checkOut, rng.int(1, 10)), rng.int(8, 22));
      cal.reviews.push({
        id: demoId(`rv:${id}`), booking_id: id, listing_id: l.id, author_id: guestId, direction: 'guest_to_listing', rating,
        cleanliness: cat(), accuracy: cat(), check_in: cat(), communication: cat(), location: cat(), value: cat(),
        body: reviewBody(rng, rating), host_response: rng.chance(0.3) ? hostResponse(rng) : null,
        submitted_at: submitted.toISOString(), published_at: at(addDays(checkOut, 14), 12).toISOString(),
      });
    }
  }
  return cal;
}
