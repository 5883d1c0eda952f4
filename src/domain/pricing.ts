import { eachNight } from './dates.js';

/** A nightly price that replaces the base price for nights in [startDate, endDate). */
export type PriceOverride = { startDate: string; endDate: string; nightlyPrice: number };

export type PriceInput = {
  checkIn: string;
  checkOut: string;
  nightlyPrice: number;
  cleaningFee: number;
  overrides: PriceOverride[];
  serviceFeePercent: number;
  taxPercent: number;
};

export type PriceBreakdown = {
  nights: { date: string; price: number }[];
  nightCount: number;
  subtotal: number;
  cleaningFee: number;
  serviceFee: number;
  taxes: number;
  total: number;
};

/**
 * The price of a stay, in minor units. The only place prices are computed: each night at its
 * override or base price, plus cleaning; the guest service fee and taxes are percentages of
 * nights + cleaning, each rounded half up to a whole minor unit.
 */
export function priceStay(input: PriceInput): PriceBreakdown {
  const nights = eachNight(input.checkIn, input.checkOut).map((date) => {
    const o = input.overrides.find((x) => x.startDate <= date && date < x.endDate);
    return { date, price: o ? o.nightlyPrice : input.nightlyPrice };
  });
  const subtotal = nights.reduce((s, n) => s + n.price, 0);
  const base = subtotal + input.cleaningFee;
  const serviceFee = percentOf(base, input.serviceFeePercent);
  const taxes = percentOf(base, input.taxPercent);
  return {
    nights,
    nightCount: nights.length,
    subtotal,
    cleaningFee: input.cleaningFee,
    serviceFee,
    taxes,
    total: base + serviceFee + taxes,
  };
}

function percentOf(amount: number, percent: number): number {
  // Work in hundredths of a percent as integers so 0.1 + 0.2 style errors cannot creep in.
  return Math.round((amount * Math.round(percent * 100)) / 10_000);
}
