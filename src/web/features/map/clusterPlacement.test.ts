import { describe, expect, it } from 'vitest';
import type { Cluster } from '../../../contract/search';
import { CLUSTER_GAP_PX, clusterDiameter, placeClusters } from './clusterPlacement';

// A flat projection: a degree is ten pixels.
const project = (lng: number, lat: number) => ({ x: lng * 10, y: -lat * 10 });
const at = (lng: number, lat: number, count: number): Cluster => ({ lng, lat, count, bbox: [lng - 1, lat - 1, lng + 1, lat + 1] });

function touching(clusters: Cluster[]) {
  const pairs: [Cluster, Cluster][] = [];
  clusters.forEach((a, i) => clusters.slice(i + 1).forEach((b) => {
    const pa = project(a.lng, a.lat);
    const pb = project(b.lng, b.lat);
    const reach = (clusterDiameter(a.count) + clusterDiameter(b.count)) / 2 + CLUSTER_GAP_PX;
    if (Math.hypot(pa.x - pb.x, pa.y - pb.y) < reach) pairs.push([a, b]);
  }));
  return pairs;
}

describe('placeClusters', () => {
  it('keeps clusters that stand apart as they are', () => {
    const apart = [at(0, 0, 40), at(10, 0, 13), at(0, 10, 5)];
    expect(placeClusters(apart, project)).toEqual([apart[0], apart[1], apart[2]]);
  });

  it('draws two clusters whose circles would touch as one, counts added, at their members’ mean', () => {
    const [one, ...rest] = placeClusters([at(0, 0, 30), at(3, 0, 10)], project);
    expect(rest).toEqual([]);
    expect(one).toEqual({ count: 40, lng: 0.75, lat: 0, bbox: [-1, -1, 4, 1] });
  });

  it('joins again when a joined circle, grown, reaches a third', () => {
    // 60 and 45 stays, 48 px apart, touch; the third stands 54 and 57 px from them, clear of both.
    // Joined, they are 105 stays: a 52 px circle at (20.6, 0), which the third, 50 px below, reaches.
    const placed = placeClusters([at(0, 0, 60), at(4.8, 0, 45), at(2.057, -5, 1)], project);
    expect(placed.map((c) => c.count)).toEqual([106]);
  });

  it('leaves no two circles touching, whatever the clusters (seeded)', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let round = 0; round < 50; round++) {
      const clusters = Array.from({ length: 60 }, () => at(random() * 80, random() * 50, 1 + Math.floor(random() ** 3 * 3000)));
      const placed = placeClusters(clusters, project);
      expect(touching(placed)).toEqual([]);
      expect(placed.reduce((n, c) => n + c.count, 0)).toBe(clusters.reduce((n, c) => n + c.count, 0));
    }
  });
});
