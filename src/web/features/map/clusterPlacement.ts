import type { Cluster } from '../../../contract/search';

/** A cluster's circle, in CSS pixels, by its count (DESIGN.md: teal circles sized by the count). */
export function clusterDiameter(count: number): number {
  return count < 100 ? 44 : count < 1000 ? 52 : count < 10_000 ? 60 : 68;
}

/** Space kept between two circles: a hovered circle grows by 6 % (MapView.module.css). */
export const CLUSTER_GAP_PX = 6;

type Point = { x: number; y: number };

/**
 * The server's clusters as they may be drawn at the map's current zoom: two whose circles would
 * touch are one (counts added, position the members' mean, extents joined), again until none
 * touch. The server groups matches by cells of a world-wide grid and puts each cluster at its
 * members' mean, so two clusters on either side of a cell's edge can sit a few pixels apart (at
 * world zoom three around Iberia and Morocco were drawn on top of each other).
 * `project` turns a position into the map's pixels.
 */
export function placeClusters(clusters: readonly Cluster[], project: (lng: number, lat: number) => Point): Cluster[] {
  const placed = [...clusters]
    .sort((a, b) => b.count - a.count)
    .map((c) => ({ c, p: project(c.lng, c.lat) }));
  for (let merged = true; merged; ) {
    merged = false;
    search: for (let i = 0; i < placed.length; i++) {
      for (let j = i + 1; j < placed.length; j++) {
        if (!touch(placed[i]!, placed[j]!)) continue;
        const c = join(placed[i]!.c, placed[j]!.c);
        placed[i] = { c, p: project(c.lng, c.lat) };
        placed.splice(j, 1);
        merged = true;
        break search;
      }
    }
  }
  return placed.map((x) => x.c);
}

function touch(a: { c: Cluster; p: Point }, b: { c: Cluster; p: Point }): boolean {
  const reach = (clusterDiameter(a.c.count) + clusterDiameter(b.c.count)) / 2 + CLUSTER_GAP_PX;
  return Math.hypot(a.p.x - b.p.x, a.p.y - b.p.y) < reach;
}

function join(a: Cluster, b: Cluster): Cluster {
  const count = a.count + b.count;
  return {
    count,
    lng: (a.lng * a.count + b.lng * b.count) / count,
    lat: (a.lat * a.count + b.lat * b.count) / count,
    bbox: [
      Math.min(a.bbox[0], b.bbox[0]),
      Math.min(a.bbox[1], b.bbox[1]),
      Math.max(a.bbox[2], b.bbox[2]),
      Math.max(a.bbox[3], b.bbox[3]),
    ],
  };
}
