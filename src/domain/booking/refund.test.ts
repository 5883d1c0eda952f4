import { describe, expect, it } from 'vitest';
import { priceStay } from '../pricing';
import { cancellationDeadline, checkInInstant, refundFor, type RefundInput, type RefundRule } from './refund';

type Price = RefundInput['price'];

/** A price breakdown built by hand: nights from checkIn on, and the extras given. */
function price(checkIn: string, nightPrices: number[], extras: { cleaningFee?: number; serviceFee?: number; taxes?: number } = {}): Price {
  const { cleaningFee = 0, serviceFee = 0, taxes = 0 } = extras;
  const start = Date.parse(`${checkIn}T00:00:00Z`);
  const nights = nightPrices.map((p, i) => ({ date: new Date(start + i * 86_400_000).toISOString().slice(0, 10), price: p }));
  const total = nightPrices.reduce((s, p) => s + p, 0) + cleaningFee + serviceFee + taxes;
  return { nights, cleaningFee, serviceFee, taxes, total };
}

const at = (iso: string, deltaMs = 0) => new Date(Date.parse(iso) + deltaMs);

// Nights 12 000 (first), 10 000, 10 000, cleaning 2 500, service fee 1 500, taxes 701: total 36 701.
// Hand-worked outcomes for that price under each rule.
const OUTCOME: Record<RefundRule, { refund: number; kept: number }> = {
  host_full: { refund: 36_701, kept: 0 },
  flexible_full: { refund: 36_701, kept: 0 },
  flexible_first_night_kept: { refund: 24_701, kept: 12_000 },
  moderate_full: { refund: 36_701, kept: 0 },
  moderate_half: { refund: 18_351, kept: 18_350 }, // 18 350.5 rounds up, in the guest's favour
  strict_half: { refund: 18_351, kept: 18_350 },
  strict_none: { refund: 0, kept: 36_701 },
};

const EARLY_LATE = {
  flexible: ['flexible_full', 'flexible_first_night_kept'],
  moderate: ['moderate_full', 'moderate_half'],
  strict: ['strict_half', 'strict_none'],
} as const;

// The last instant of each policy's better tier, worked out by hand from the zones' offsets.
const BOUNDARIES: [string, RefundInput['policy'], string, string, string][] = [
  // zone, policy, check-in, last instant of the better tier, why this row is here
  ['Europe/Madrid', 'flexible', '2026-03-30', '2026-03-28T22:00:00.000Z', 'check-in day starts at +2 (22:00Z on the 29th); 24 h earlier is 23:00 local on the 28th'],
  ['Europe/Madrid', 'moderate', '2026-04-01', '2026-03-26T23:00:00.000Z', 'midnight 27 March at +1, across spring-forward: 119 elapsed hours'],
  ['Europe/Madrid', 'strict', '2026-10-30', '2026-10-22T22:00:00.000Z', 'midnight 23 October at +2, across fall-back: 169 elapsed hours'],
  ['Pacific/Auckland', 'flexible', '2026-01-15', '2026-01-13T11:00:00.000Z', '+13: the deadline falls on the UTC day before'],
  ['Pacific/Auckland', 'moderate', '2026-04-08', '2026-04-02T11:00:00.000Z', 'midnight 3 April at +13, check-in at +12 after 5 April'],
  ['Pacific/Auckland', 'strict', '2026-10-01', '2026-09-23T12:00:00.000Z', 'midnight 24 September at +12, check-in at +13 after 27 September'],
  ['America/Montevideo', 'flexible', '2026-07-10', '2026-07-09T03:00:00.000Z', '-3 all year'],
  ['America/Montevideo', 'moderate', '2026-07-10', '2026-07-05T03:00:00.000Z', '-3 all year'],
  ['America/Montevideo', 'strict', '2026-07-10', '2026-07-03T03:00:00.000Z', '-3 all year'],
];

describe('refundFor at every policy boundary', () => {
  describe.each(BOUNDARIES)('%s %s, check-in %s', (timeZone, policy, checkIn, deadline, why) => {
    const p = price(checkIn, [12_000, 10_000, 10_000], { cleaningFee: 2_500, serviceFee: 1_500, taxes: 701 });
    const [early, late] = EARLY_LATE[policy];
    const cancel = (cancelledAt: Date) => refundFor({ policy, price: p, checkIn, timeZone, cancelledAt, by: 'guest' });

    it(`the deadline is ${deadline} (${why})`, () => {
      expect(cancellationDeadline(policy, checkIn, timeZone).toISOString()).toBe(deadline);
    });

    it.each([
      ['1 ms before', -1, early],
      ['exactly at', 0, early],
      ['1 ms after', 1, late],
    ] as const)('%s the deadline', (_label, delta, rule) => {
      expect(cancel(at(deadline, delta))).toEqual({ ...OUTCOME[rule], rule });
    });

    it('stays on the late rule once check-in has passed', () => {
      const checkInAt = checkInInstant(checkIn, timeZone);
      expect(cancel(at(checkInAt.toISOString(), 1)).rule).toBe(late);
      expect(cancel(at(checkInAt.toISOString(), 2 * 86_400_000)).rule).toBe(late);
    });

    it('refunds everything when the host cancels, early, late or after check-in', () => {
      for (const when of [at(deadline, -1), at(deadline, 1), at(checkInInstant(checkIn, timeZone).toISOString(), 3_600_000)]) {
        expect(refundFor({ policy, price: p, checkIn, timeZone, cancelledAt: when, by: 'host' })).toEqual({ ...OUTCOME.host_full, rule: 'host_full' });
      }
    });
  });
});

describe('cancellation windows', () => {
  it('counts "24 h" in elapsed hours and "days" in calendar days of the listing zone', () => {
    const hours = (policy: RefundInput['policy'], checkIn: string) =>
      (checkInInstant(checkIn, 'Europe/Madrid').getTime() - cancellationDeadline(policy, checkIn, 'Europe/Madrid').getTime()) / 3_600_000;
    expect(hours('flexible', '2026-03-30')).toBe(24);
    expect(hours('moderate', '2026-04-01')).toBe(5 * 24 - 1);
    expect(hours('strict', '2026-10-30')).toBe(7 * 24 + 1);
    expect(hours('strict', '2026-07-15')).toBe(7 * 24);
  });

  it("counts from the listing's check-in time when one is given", () => {
    // 15:00 in Madrid in July is 13:00Z.
    expect(checkInInstant('2026-07-15', 'Europe/Madrid', '15:00').toISOString()).toBe('2026-07-15T13:00:00.000Z');
    const p = price('2026-07-15', [10_000, 10_000]);
    const cancel = (policy: RefundInput['policy'], iso: string) =>
      refundFor({ policy, price: p, checkIn: '2026-07-15', timeZone: 'Europe/Madrid', checkInTime: '15:00', cancelledAt: new Date(iso), by: 'guest' }).rule;
    expect(cancel('flexible', '2026-07-14T13:00:00.000Z')).toBe('flexible_full');
    expect(cancel('flexible', '2026-07-14T13:00:00.001Z')).toBe('flexible_first_night_kept');
    expect(cancel('moderate', '2026-07-10T13:00:00.000Z')).toBe('moderate_full');
    expect(cancel('moderate', '2026-07-10T13:00:00.001Z')).toBe('moderate_half');
    // Without the time of day the same instant is already late for flexible.
    expect(refundFor({ policy: 'flexible', price: p, checkIn: '2026-07-15', timeZone: 'Europe/Madrid', cancelledAt: new Date('2026-07-14T13:00:00Z'), by: 'guest' }).rule).toBe(
      'flexible_first_night_kept',
    );
  });
});

describe('refund amounts', () => {
  const late = new Date('2026-12-31T00:00:00Z'); // after check-in in every case below
  const guest = (policy: RefundInput['policy'], p: Price, checkIn = '2026-12-01') =>
    refundFor({ policy, price: p, checkIn, timeZone: 'Europe/Madrid', cancelledAt: late, by: 'guest' });

  it('keeps only the first night on flexible, with fees, taxes and cleaning refunded', () => {
    const p = price('2026-12-01', [10_000, 10_000], { cleaningFee: 2_500, serviceFee: 1_500, taxes: 700 });
    expect(guest('flexible', p)).toEqual({ refund: 14_700, kept: 10_000, rule: 'flexible_first_night_kept' });
  });

  it("keeps the check-in night's own price when nights differ, whatever their order", () => {
    const p = price('2026-12-01', [15_000, 9_000, 9_000]);
    expect(guest('flexible', p).kept).toBe(15_000);
    expect(guest('flexible', { ...p, nights: [...p.nights].reverse() }).kept).toBe(15_000);
  });

  it('refunds nothing on flexible for a one-night stay with no extras', () => {
    expect(guest('flexible', price('2026-12-01', [8_000]))).toEqual({ refund: 0, kept: 8_000, rule: 'flexible_first_night_kept' });
  });

  it.each([
    [10_001, 5_001, 5_000],
    [3, 2, 1],
    [1, 1, 0],
    [0, 0, 0],
    [10_000, 5_000, 5_000],
  ])('halves an odd total of %i as %i back, %i kept', (total, refund, kept) => {
    const p: Price = { nights: [{ date: '2026-12-01', price: total }], cleaningFee: 0, serviceFee: 0, taxes: 0, total };
    expect(guest('moderate', p)).toEqual({ refund, kept, rule: 'moderate_half' });
    const early = refundFor({ policy: 'strict', price: p, checkIn: '2026-12-01', timeZone: 'Europe/Madrid', cancelledAt: new Date('2026-11-01T00:00:00Z'), by: 'guest' });
    expect(early).toEqual({ refund, kept, rule: 'strict_half' });
  });

  it('never refunds below zero or above the total, whatever the breakdown says', () => {
    // A first night dearer than the total (an inconsistent breakdown) must not give a negative refund.
    const odd: Price = { nights: [{ date: '2026-12-01', price: 10_000 }], cleaningFee: 0, serviceFee: 0, taxes: 0, total: 5_000 };
    expect(guest('flexible', odd)).toEqual({ refund: 0, kept: 5_000, rule: 'flexible_first_night_kept' });
    const empty: Price = { nights: [], cleaningFee: 0, serviceFee: 0, taxes: 0, total: 4_000 };
    expect(guest('flexible', empty)).toEqual({ refund: 4_000, kept: 0, rule: 'flexible_first_night_kept' });
  });

  it('takes the breakdown priceStay produces', () => {
    const p = priceStay({ checkIn: '2026-12-01', checkOut: '2026-12-04', nightlyPrice: 9_999, cleaningFee: 1_001, overrides: [], serviceFeePercent: 10, taxPercent: 0 });
    // 3 × 9 999 + 1 001 = 30 998; 10 % = 3 099.8 → 3 100; total 34 098.
    expect(p.total).toBe(34_098);
    expect(guest('flexible', p)).toEqual({ refund: 24_099, kept: 9_999, rule: 'flexible_first_night_kept' });
    expect(guest('moderate', p)).toEqual({ refund: 17_049, kept: 17_049, rule: 'moderate_half' });
  });

  it('rejects a total that is not a whole, non-negative number of minor units', () => {
    for (const total of [10.5, -1, Number.NaN]) {
      const p: Price = { nights: [], cleaningFee: 0, serviceFee: 0, taxes: 0, total };
      expect(() => guest('moderate', p)).toThrow(RangeError);
    }
  });
});
