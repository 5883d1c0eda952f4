import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { classifyRings, decodeTile, type Ring, type TagValue } from './mvt-decode.js';
import { tileXToLng, tileYToLat } from './geo.js';

/**
 * Street-level Montevideo from the raw OpenStreetMap QA tiles in @mapbox/mvt-fixtures
 * (every OSM tag, zoom 12), converted to the Protomaps layout: roads, buildings, landuse,
 * water, pois, places. Each feature carries `min_zoom`; the tiler drops it below that zoom.
 */

const require = createRequire(import.meta.url);

type Props = Record<string, string | number | boolean>;
export type LayerName = 'roads' | 'buildings' | 'landuse' | 'water' | 'pois' | 'places';
export type CityFeature = GeoJSON.Feature<GeoJSON.Geometry, Props> & { layer: LayerName };

export const CITY_FIXTURE = 'osm-qa-montevideo';

export function cityTileFiles(): Array<{ z: number; x: number; y: number; file: string }> {
  const pkg = path.dirname(require.resolve('@mapbox/mvt-fixtures/package.json'));
  const dir = path.join(pkg, 'real-world', CITY_FIXTURE);
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.mvt'))
    .map((f) => {
      const [z, x, y] = f.replace('.mvt', '').split('-').map(Number) as [number, number, number];
      return { z, x, y, file: path.join(dir, f) };
    });
}

const MAJOR = new Set(['trunk', 'primary', 'secondary', 'tertiary']);
const MINOR = new Set(['residential', 'unclassified', 'living_street', 'service', 'road']);
const PATHS = new Set(['footway', 'path', 'cycleway', 'pedestrian', 'steps', 'track', 'bridleway']);

function roadProps(t: Record<string, TagValue>): Props | null {
  const hw = String(t.highway ?? '');
  const base = hw.replace(/_link$/, '');
  const link = hw.endsWith('_link');
  let kind: string;
  let minZoom: number;
  if (base === 'motorway') [kind, minZoom] = ['highway', 8];
  else if (MAJOR.has(base)) [kind, minZoom] = ['major_road', base === 'tertiary' ? 11 : base === 'secondary' ? 10 : 8];
  else if (MINOR.has(base)) [kind, minZoom] = ['minor_road', base === 'service' ? 14 : 12];
  else if (PATHS.has(base)) [kind, minZoom] = ['path', 14];
  else if (t.railway === 'rail') [kind, minZoom] = ['rail', 11];
  else return null;
  const p: Props = { kind, kind_detail: kind === 'rail' ? 'rail' : base, min_zoom: link ? Math.max(minZoom, 12) : minZoom };
  if (link) p.is_link = true;
  if (t.bridge && t.bridge !== 'no') p.is_bridge = true;
  if (t.tunnel && t.tunnel !== 'no') p.is_tunnel = true;
  if (t.oneway === 'yes') p.oneway = 'yes';
  if (typeof t.name === 'string') p.name = t.name;
  if (typeof t.ref === 'string') p.ref = t.ref;
  return p;
}

const LANDUSE: Record<string, string> = {
  'landuse=grass': 'grass', 'landuse=forest': 'forest', 'landuse=cemetery': 'cemetery',
  'landuse=industrial': 'industrial', 'landuse=recreation_ground': 'park', 'landuse=village_green': 'village_green',
  'leisure=park': 'park', 'leisure=garden': 'garden', 'leisure=playground': 'playground', 'leisure=pitch': 'pitch',
  'leisure=golf_course': 'golf_course', 'leisure=nature_reserve': 'nature_reserve', 'leisure=sports_centre': 'pitch',
  'natural=wood': 'wood', 'natural=scrub': 'scrub', 'natural=sand': 'sand', 'natural=beach': 'beach',
  'amenity=school': 'school', 'amenity=university': 'university', 'amenity=college': 'college',
  'amenity=hospital': 'hospital', 'aeroway=aerodrome': 'aerodrome', 'man_made=pier': 'pier',
};

const POI_KINDS = new Set([
  'restaurant', 'cafe', 'bar', 'fast_food', 'museum', 'theatre', 'library', 'school', 'university',
  'attraction', 'supermarket', 'marina', 'stadium', 'park', 'station', 'ferry_terminal', 'post_office', 'townhall',
]);

function classify(t: Record<string, TagValue>, type: 1 | 2 | 3): { layer: LayerName; props: Props } | null {
  const name = typeof t.name === 'string' ? t.name : undefined;
  if (type === 2 && (t.highway || t.railway === 'rail')) {
    const p = roadProps(t);
    return p ? { layer: 'roads', props: p } : null;
  }
  if (type === 2 && t.waterway) {
    const kind = t.waterway === 'river' ? 'river' : 'stream';
    return { layer: 'water', props: { kind, min_zoom: 12, ...(name ? { name } : {}) } };
  }
  if (type === 3) {
    if (t.natural === 'water' || t.waterway === 'riverbank' || t.landuse === 'reservoir' || t.landuse === 'basin') {
      return { layer: 'water', props: { kind: t.water === 'lake' ? 'lake' : 'water', min_zoom: 10, ...(name ? { name } : {}) } };
    }
    if (t.building && t.building !== 'no') return { layer: 'buildings', props: { kind: 'building', min_zoom: 13 } };
    for (const key of ['leisure', 'landuse', 'natural', 'amenity', 'aeroway', 'man_made']) {
      const v = t[key];
      const kind = v === undefined ? undefined : LANDUSE[`${key}=${v}`];
      if (kind) return { layer: 'landuse', props: { kind, min_zoom: kind === 'park' || kind === 'forest' ? 10 : 12, ...(name ? { name } : {}) } };
    }
    return null;
  }
  if (type === 1 && name) {
    if (t.place === 'suburb' || t.place === 'neighbourhood' || t.place === 'quarter') {
      return { layer: 'places', props: { kind: t.place === 'suburb' ? 'macrohood' : 'neighbourhood', name, min_zoom: t.place === 'suburb' ? 12 : 14 } };
    }
    const kind = [t.amenity, t.tourism, t.shop, t.leisure, t.railway].find((v) => typeof v === 'string' && POI_KINDS.has(v as string));
    if (kind) return { layer: 'pois', props: { kind: String(kind), name, min_zoom: 15 } };
  }
  return null;
}

/** Reads all Montevideo tiles; returns features in longitude/latitude. */
export function cityFeatures(): CityFeature[] {
  const out: CityFeature[] = [];
  for (const { z, x, y, file } of cityTileFiles()) {
    for (const layer of decodeTile(fs.readFileSync(file))) {
      const toLngLat = ([px, py]: [number, number]): [number, number] => [
        tileXToLng(x + px / layer.extent, z),
        tileYToLat(y + py / layer.extent, z),
      ];
      for (const f of layer.features) {
        const c = classify(f.tags, f.type);
        if (!c) continue;
        const parts = f.geometry();
        let geometry: GeoJSON.Geometry;
        if (f.type === 1) geometry = { type: 'Point', coordinates: toLngLat(parts[0]![0]!) };
        else if (f.type === 2) geometry = { type: 'MultiLineString', coordinates: parts.map((p) => p.map(toLngLat)) };
        else {
          const polys = classifyRings(parts).map((rings: Ring[]) => rings.map((r) => r.map(toLngLat)));
          if (!polys.length) continue;
          geometry = { type: 'MultiPolygon', coordinates: polys };
        }
        out.push({ type: 'Feature', layer: c.layer, properties: c.props, geometry });
      }
    }
  }
  return out;
}

/** The area the street-level tiles cover: [west, south, east, north]. */
export function cityBounds(): [number, number, number, number] {
  const tiles = cityTileFiles();
  const z = tiles[0]!.z;
  const xs = tiles.map((t) => t.x);
  const ys = tiles.map((t) => t.y);
  return [
    tileXToLng(Math.min(...xs), z),
    tileYToLat(Math.max(...ys) + 1, z),
    tileXToLng(Math.max(...xs) + 1, z),
    tileYToLat(Math.min(...ys), z),
  ];
}
