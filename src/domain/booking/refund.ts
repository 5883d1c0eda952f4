/**
 * How much of a cancelled booking goes back to the guest (SPEC §6), as a pure function of the
 * policy, the price the guest paid, when check-in is and when the cancellation happened.
 */
import type { CancellationPolicy } from '../../contract/common.js';
import type { PriceBreakdown } from '../pricing.js';
import { startOfDayIn, zonedInstant } from './zonedTime.js';

const HOUR_MS = 3_600_000;

export type RefundRule =
  | 'host_full'
  | 'flexible_full'
  | 'flexible_first_night_kept'
  | 'moderate_full'
  | 'moderate_half'
  | 'strict_half'
  | 'strict_none';

export type RefundInput = {
  policy: CancellationPolicy;
  price: Pick<PriceBreakdown, 'nights' | 'cleaningFee' | 'serviceFee' | 'taxes' | 'total'>;
  checkIn: string;
  timeZone: string;
  /** The listing's check-in time ('HH:MM', its checkInFrom); see checkInInstant. */
  checkInTime?: string;
  cancelledAt: Date;
  by: 'guest' | 'host';
};

export type Refund = { refund: number; kept: number; rule: RefundRule };

/**
 * The instant the cancellation windows count back from. Without `checkInTime` it is the start of
 * the check-in day in the listing's zone: the one moment every listing has, and the earliest the
 * guest could arrive, so the windows are never shorter than the policy promises.
 */
export function checkInInstant(checkIn: string, timeZone: string, checkInTime?: string): Date {
  return checkInTime ? zonedInstant(checkIn, checkInTime, timeZone) : startOfDayIn(checkIn, timeZone);
}

/**
 * The last instant (inclusive) at which a guest gets the policy's better tier: a cancellation at
 * or before it gets the full refund (strict: 50 %), one a millisecond later the lesser tier.
 *
 * "24 h before" is 24 elapsed hours. "5 days" and "7 days before" are calendar days in the
 * listing's zone: the same wall-clock time 5 (7) days earlier, as a host or guest reading the
 * calendar expects. Across a DST change those windows are 119 or 121 elapsed hours (167 / 169).
 */
export function cancellationDeadline(policy: CancellationPolicy, checkIn: string, timeZone: string, checkInTime?: string): Date {
  if (policy === 'flexible') return new Date(checkInInstant(checkIn, timeZone, checkInTime).getTime() - 24 * HOUR_MS);
  const days = policy === 'moderate' ? 5 : 7;
  const wallDate = new Date(Date.parse(`${checkIn}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
  return checkInInstant(wallDate, timeZone, checkInTime);
}

/**
 * The refund for a cancelled booking, in minor units; `refund + kept === price.total` always.
 *
 * - A host cancelling refunds everything, whenever it happens.
 * - flexible, after the deadline: the guest pays for the first night only. The kept amount is
 *   exactly that night's price, not a share of cleaning, service fee or taxes: simple to state on
 *   the listing page ("the first night is non-refundable") and to check on a receipt.
 * - moderate, after the deadline: half the total back, rounded half up to the guest's favour
 *   (an odd 10 001 refunds 5 001), matching how pricing rounds.
 * - strict: half (same rounding) until the deadline, nothing after.
 * - Once check-in has passed each policy simply stays on its late rule; a host or admin can
 *   always refund more by hand.
 */
export function refundFor(input: RefundInput): Refund {
  const { total } = input.price;
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`price.total must be a non-negative integer, got ${total}`);

  if (input.by === 'host') return settle(total, total, 'host_full');

  const inTime = input.cancelledAt.getTime() <= cancellationDeadline(input.policy, input.checkIn, input.timeZone, input.checkInTime).getTime();
  switch (input.policy) {
    case 'flexible':
      return inTime ? settle(total, total, 'flexible_full') : settle(total, total - firstNightPrice(input), 'flexible_first_night_kept');
    case 'moderate':
      return inTime ? settle(total, total, 'moderate_full') : settle(total, half(total), 'moderate_half');
    case 'strict':
      return inTime ? settle(total, half(total), 'strict_half') : settle(total, 0, 'strict_none');
  }
}

function firstNightPrice(input: RefundInput): number {
  const { nights } = input.price;
  const night = nights.find((n) => n.date === input.checkIn) ?? nights[0];
  const price = night ? night.price : 0;
  if (!Number.isSafeInteger(price) || price < 0) throw new RangeError(`night price must be a non-negative integer, got ${price}`);
  return price;
}

function half(total: number): number {
  return Math.round(total / 2); // exact for integers; .5 goes up
}

/** Clamp so no price shape (a first night dearer than the total) can refund below 0 or above total. */
function settle(total: number, refund: number, rule: RefundRule): Refund {
  const r = Math.min(total, Math.max(0, refund));
  return { refund: r, kept: total - r, rule };
}
