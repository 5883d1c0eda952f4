import { describe, expect, it } from 'vitest';
import { approximateLocation, distanceMeters, splitBbox } from './geo';

describe('approximateLocation', () => {
  it('is stable for a listing and within 500 m of the real point', () => {
    for (let i = 0; i < 500; i++) {
      const real = { lat: -34.9 + (i % 7) * 0.01, lng: -56.2 + (i % 11) * 0.01 };
      const a = approximateLocation(`listing-${i}`, real.lat, real.lng);
      expect(approximateLocation(`listing-${i}`, real.lat, real.lng)).toEqual(a);
      const d = distanceMeters(real, a);
      expect(d).toBeGreaterThanOrEqual(149);
      expect(d).toBeLessThanOrEqual(500);
    }
  });

  it('differs between listings at the same address', () => {
    expect(approximateLocation('a', 10, 10)).not.toEqual(approximateLocation('b', 10, 10));
  });

  it('stays a valid longitude next to the antimeridian', () => {
    for (let i = 0; i < 50; i++) {
      const p = approximateLocation(`fiji-${i}`, -17.7, 179.999);
      expect(p.lng).toBeGreaterThanOrEqual(-180);
      expect(p.lng).toBeLessThanOrEqual(180);
      expect(distanceMeters({ lat: -17.7, lng: 179.999 }, p)).toBeLessThanOrEqual(500);
    }
  });
});

describe('splitBbox', () => {
  it('keeps an ordinary box whole', () => {
    expect(splitBbox([-56.3, -35, -56, -34.8])).toEqual([[-56.3, -35, -56, -34.8]]);
  });
  it('splits a box crossing the antimeridian in two', () => {
    expect(splitBbox([170, -20, -170, -10])).toEqual([[170, -20, 180, -10], [-180, -20, -170, -10]]);
  });
});
