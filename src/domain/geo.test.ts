import { describe, expect, it } from 'vitest';
import { approximateLocation, clusterCellDegrees, distanceMeters, splitBbox } from './geo';

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

describe('clusterCellDegrees', () => {
  it('cuts the longer side of a box into 8 to 16 cells of a world-wide grid', () => {
    for (const box of [[-56.24, -34.96, -56.1, -34.82], [-73.6, -55.1, -53.6, -21.8], [-180, -85, 180, 85], [2.3, 48.85, 2.31, 48.86]] as const) {
      const cell = clusterCellDegrees([...box]);
      const side = Math.max(box[2] - box[0], box[3] - box[1]);
      expect(side / cell).toBeGreaterThanOrEqual(8);
      expect(side / cell).toBeLessThan(16);
      expect(Number.isInteger(Math.log2(360 / cell))).toBe(true);
    }
  });

  it('measures a box that crosses the antimeridian the short way round', () => {
    expect(clusterCellDegrees([170, -20, -170, 0])).toBe(clusterCellDegrees([-10, -20, 10, 0]));
  });
});
