import { createHash } from 'node:crypto';
import type { Bbox } from '../contract/common.js';

const EARTH_RADIUS_M = 6_371_000;

/**
 * The public location of a listing: a point within 500 m of the real one, the same every time
 * for a listing (derived from its id), so repeated visits cannot average the noise away.
 * Distance is drawn between 150 and 450 m so it is never trivially close to the real point.
 */
export function approximateLocation(id: string, lat: number, lng: number): { lat: number; lng: number } {
  const h = createHash('sha256').update(`roost-approx:${id}`).digest();
  const bearing = (h.readUInt32BE(0) / 0xffffffff) * 2 * Math.PI;
  const distance = 150 + (h.readUInt32BE(4) / 0xffffffff) * 300;
  const dLat = (distance * Math.cos(bearing)) / EARTH_RADIUS_M;
  const dLng = (distance * Math.sin(bearing)) / (EARTH_RADIUS_M * Math.cos((lat * Math.PI) / 180));
  return { lat: lat + (dLat * 180) / Math.PI, lng: normaliseLng(lng + (dLng * 180) / Math.PI) };
}

export function normaliseLng(lng: number): number {
  return ((((lng + 180) % 360) + 360) % 360) - 180;
}

/** Great-circle distance in metres. */
export function distanceMeters(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const toRad = (d: number) => (d * Math.PI) / 180;
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const s = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(s));
}

/**
 * A bbox as one or two boxes that do not cross the antimeridian: [w,s,e,n] with w > e is split
 * into [w,s,180,n] and [-180,s,e,n].
 */
export function splitBbox([w, s, e, n]: Bbox): Bbox[] {
  return w <= e ? [[w, s, e, n]] : [[w, s, 180, n], [-180, s, e, n]];
}

/** The whole map, for a search without a box. */
export const WORLD_BBOX: Bbox = [-180, -90, 180, 90];

/**
 * The side, in degrees, of the square cells that group a box's matches into map clusters: 360 / 2ⁿ,
 * so cells sit on one world-wide grid (a cluster does not jump when the map pans a little and
 * never straddles ±180°), with 8 to 16 cells along the box's longer side.
 */
export function clusterCellDegrees([w, s, e, n]: Bbox): number {
  const width = w <= e ? e - w : e - w + 360;
  const side = Math.max(width, n - s, 1e-6);
  return 360 / 2 ** Math.max(0, Math.ceil(Math.log2((8 * 360) / side)));
}
