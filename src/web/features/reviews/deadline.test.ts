import { describe, expect, it } from 'vitest';
import { reviewWindow } from '../../../domain/review/window';
import { dateIn, lastDayToReview, publicationDay } from './deadline';

describe('review deadline dates', () => {
  it('reads an instant as a day in the listing’s zone, not the reader’s', () => {
    // 23:30 UTC on Mar 24 is already Mar 25 in Tokyo and still Mar 24 in Montevideo.
    expect(dateIn('2026-03-24T23:30:00Z', 'Asia/Tokyo')).toBe('2026-03-25');
    expect(dateIn('2026-03-24T23:30:00Z', 'America/Montevideo')).toBe('2026-03-24');
  });

  it('gives the day before the window closes as the last day to write, as the server counts it', () => {
    for (const zone of ['America/Montevideo', 'Europe/Paris', 'Pacific/Auckland', 'UTC']) {
      const w = reviewWindow('2026-03-12', zone, 14);
      expect(lastDayToReview(w.closesAt.toISOString(), zone)).toBe(w.lastDay);
      expect(publicationDay(w.closesAt.toISOString(), zone)).toBe('2026-03-26');
    }
  });

  it('keeps the deadline on its day across a change to summer time', () => {
    // Paris moves its clocks on 2026-03-29: the window still closes at local midnight.
    const w = reviewWindow('2026-03-20', 'Europe/Paris', 14);
    expect(lastDayToReview(w.closesAt.toISOString(), 'Europe/Paris')).toBe('2026-04-02');
  });
});
