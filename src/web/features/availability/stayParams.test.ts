import { describe, expect, it } from 'vitest';
import { readStayParams, writeStayParams } from './stayParams';

describe('stay params in the URL', () => {
  it('reads valid dates and guests', () => {
    expect(readStayParams(new URLSearchParams('checkin=2026-07-01&checkout=2026-07-04&guests=3'), 4))
      .toEqual({ checkIn: '2026-07-01', checkOut: '2026-07-04', guests: 3 });
  });

  it('drops malformed or reversed dates and clamps guests to the listing', () => {
    expect(readStayParams(new URLSearchParams('checkin=2026-02-30&checkout=2026-03-04&guests=9'), 4))
      .toEqual({ checkIn: null, checkOut: null, guests: 4 });
    expect(readStayParams(new URLSearchParams('checkin=2026-07-04&checkout=2026-07-01&guests=0'), 4))
      .toEqual({ checkIn: '2026-07-04', checkOut: null, guests: 1 });
    expect(readStayParams(new URLSearchParams('guests=abc'), 4).guests).toBe(1);
  });

  it('writes the stay and keeps unrelated keys', () => {
    const next = writeStayParams(new URLSearchParams('ref=search&guests=2'), { checkIn: '2026-07-01', checkOut: null, guests: 1 });
    expect(next.get('ref')).toBe('search');
    expect(next.get('checkin')).toBe('2026-07-01');
    expect(next.has('checkout')).toBe(false);
    expect(next.has('guests')).toBe(false);
  });

  it('round-trips what it writes', () => {
    const stay = { checkIn: '2026-08-10', checkOut: '2026-08-15', guests: 2 };
    expect(readStayParams(writeStayParams(new URLSearchParams(), stay), 6)).toEqual(stay);
  });
});
