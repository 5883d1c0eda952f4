import type { Bbox } from '../../../contract/common';

/** The extent of some pins with a small margin (a map framing results that came without a box). */
export function pinsExtent(pins: ReadonlyArray<{ lat: number; lng: number }>): Bbox | undefined {
  if (!pins.length) return undefined;
  let [w, so, e, n] = [180, 90, -180, -90];
  for (const p of pins) {
    w = Math.min(w, p.lng); e = Math.max(e, p.lng); so = Math.min(so, p.lat); n = Math.max(n, p.lat);
  }
  const pad = 0.02;
  return [w - pad, so - pad, e + pad, n + pad];
}

/** [[west, south], [east, north]] for MapLibre; an east below west is carried past 180°. */
export function bboxToBounds([w, s, e, n]: Bbox): [[number, number], [number, number]] {
  return [[w, s], [e < w ? e + 360 : e, n]];
}

const wrap = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;

/** The visible extent as a Bbox with longitudes in -180..180 (west > east across ±180°). */
export function boundsToBbox(west: number, south: number, east: number, north: number): Bbox {
  const round = (x: number) => Math.round(x * 1e5) / 1e5;
  if (east - west >= 360) return [-180, round(south), 180, round(north)];
  return [round(wrap(west)), round(south), round(wrap(east)), round(north)];
}

/** A circle as a 64-sided polygon, good enough for an "approximately here" disc. */
export function circlePolygon(lat: number, lng: number, radiusMeters: number): GeoJSON.Feature<GeoJSON.Polygon> {
  const ring: Array<[number, number]> = [];
  const dLat = radiusMeters / 111_320;
  const dLng = dLat / Math.max(0.01, Math.cos((lat * Math.PI) / 180));
  for (let i = 0; i <= 64; i++) {
    const a = (i / 64) * 2 * Math.PI;
    ring.push([lng + dLng * Math.cos(a), lat + dLat * Math.sin(a)]);
  }
  return { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } };
}

/**
 * Roost's own style names the origin the server saw; behind a proxy that may not be the page's.
 * Rewrites those absolute URLs to the page's origin, leaving any other style untouched.
 */
export function rebaseStyle<T>(style: T, pageOrigin: string): T {
  const from = (style as { metadata?: Record<string, unknown> }).metadata?.['roost:origin'];
  if (typeof from !== 'string' || from === pageOrigin) return style;
  const json = JSON.stringify(style).split(`${from}/map/`).join(`${pageOrigin}/map/`);
  return JSON.parse(json) as T;
}
