import { describe, expect, it } from 'vitest';
import { priceStay } from './pricing';
import { addDays, eachNight, nightsBetween, todayIn } from './dates';

const base = { nightlyPrice: 10000, cleaningFee: 2500, overrides: [], serviceFeePercent: 0, taxPercent: 0 };

describe('priceStay', () => {
  it('prices each night at the base price and adds cleaning', () => {
    const p = priceStay({ ...base, checkIn: '2026-12-01', checkOut: '2026-12-04' });
    expect(p.nights.map((n) => n.date)).toEqual(['2026-12-01', '2026-12-02', '2026-12-03']);
    expect(p.nightCount).toBe(3);
    expect(p.subtotal).toBe(30000);
    expect(p.total).toBe(32500);
    expect(p.serviceFee).toBe(0);
    expect(p.taxes).toBe(0);
  });

  it('uses an override for the nights it covers, end date excluded', () => {
    const p = priceStay({
      ...base,
      checkIn: '2026-12-30',
      checkOut: '2027-01-03',
      overrides: [{ startDate: '2026-12-31', endDate: '2027-01-02', nightlyPrice: 25000 }],
    });
    expect(p.nights.map((n) => n.price)).toEqual([10000, 25000, 25000, 10000]);
    expect(p.subtotal).toBe(70000);
  });

  it('adds the service fee and taxes as rounded percentages of nights and cleaning', () => {
    const p = priceStay({ ...base, checkIn: '2026-12-01', checkOut: '2026-12-02', cleaningFee: 333, serviceFeePercent: 12.5, taxPercent: 7 });
    // nights + cleaning = 10333; 12.5 % = 1291.6 → 1292; 7 % = 723.31 → 723
    expect(p.serviceFee).toBe(1292);
    expect(p.taxes).toBe(723);
    expect(p.total).toBe(10333 + 1292 + 723);
  });
});

describe('dates', () => {
  it('counts nights across month and year ends and DST changes', () => {
    expect(nightsBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(nightsBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(eachNight('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29']);
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
  });

  it("knows today's date in the listing's time zone", () => {
    const now = new Date('2026-11-21T02:30:00Z');
    expect(todayIn('America/Montevideo', now)).toBe('2026-11-20'); // UTC-3: still the evening before
    expect(todayIn('Asia/Tokyo', now)).toBe('2026-11-21');
    expect(todayIn('UTC', now)).toBe('2026-11-21');
  });
});
