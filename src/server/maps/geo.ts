/** Web Mercator tile maths and the antimeridian repair the world layer needs. */

export type Position = [number, number];

export function lngToTileX(lng: number, z: number) {
  return ((lng + 180) / 360) * 2 ** z;
}

export function latToTileY(lat: number, z: number) {
  const s = Math.sin((Math.max(-85.0511, Math.min(85.0511, lat)) * Math.PI) / 180);
  return (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * 2 ** z;
}

export function tileXToLng(x: number, z: number) {
  return (x / 2 ** z) * 360 - 180;
}

export function tileYToLat(y: number, z: number) {
  const n = Math.PI * (1 - (2 * y) / 2 ** z);
  return (Math.atan(Math.sinh(n)) * 180) / Math.PI;
}

/**
 * Makes a line's longitudes continuous: a step of more than 180° is taken as a crossing of
 * ±180°, so the line continues past it (e.g. to 190°) instead of jumping across the world.
 * geojson-vt then wraps the part beyond ±180° onto the other side of the map.
 */
export function unwrapLongitudes(line: Position[]): Position[] {
  const out: Position[] = [];
  let shift = 0;
  let prev: number | undefined;
  for (const [lng, lat] of line) {
    if (prev !== undefined) {
      const d = lng - prev;
      if (d > 180) shift -= 360;
      else if (d < -180) shift += 360;
    }
    prev = lng;
    out.push([lng + shift, lat]);
  }
  return out;
}

/**
 * Repairs one polygon ring drawn for a sphere. A ring that crosses ±180° and comes back is
 * made continuous; a ring that goes once around the globe (Antarctica) encloses a pole, so it
 * is closed along the pole's latitude.
 */
export function fixRing(ring: Position[]): Position[] {
  const out = unwrapLongitudes(ring);
  const first = out[0];
  const last = out[out.length - 1];
  if (!first || !last) return out;
  const drift = last[0] - first[0];
  if (Math.abs(drift) < 180) return out;
  // Once around the world: walk down (or up) to the pole and back to the start.
  const poleLat = out.reduce((s, p) => s + p[1], 0) / out.length < 0 ? -90 : 90;
  out.push([last[0], poleLat], [first[0], poleLat], [first[0], first[1]]);
  return out;
}

export function fixPolygonGeometry(geom: GeoJSON.Polygon | GeoJSON.MultiPolygon): GeoJSON.MultiPolygon {
  const polys = geom.type === 'Polygon' ? [geom.coordinates] : geom.coordinates;
  return {
    type: 'MultiPolygon',
    coordinates: polys.map((rings) => rings.map((r) => fixRing(r as Position[]))),
  };
}

export function fixLineGeometry(geom: GeoJSON.LineString | GeoJSON.MultiLineString): GeoJSON.MultiLineString {
  const lines = geom.type === 'LineString' ? [geom.coordinates] : geom.coordinates;
  return { type: 'MultiLineString', coordinates: lines.map((l) => unwrapLongitudes(l as Position[])) };
}
