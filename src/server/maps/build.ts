import fs from 'node:fs';
import path from 'node:path';
import GeoJSONVTImport from 'geojson-vt';
import vtpbf from 'vt-pbf';
import { PmtilesWriter } from './pmtiles-writer.js';
import { cityBounds, cityFeatures, type LayerName } from './city-features.js';
import { countryBoundaries, countryLabels, cityPlaces, earthFeatures, earthNear, loadCities, type Feature } from './world-features.js';
import { latToTileY, lngToTileX } from './geo.js';

/**
 * Builds the offline basemap: the world at zooms 0–7 and street-level Montevideo at 8–15,
 * in one PMTiles archive. The style reads it as two sources (see style.ts) so the world
 * tiles are over-zoomed everywhere else.
 */

/** Bump when the output changes, so existing installs rebuild their basemap. */
export const BASEMAP_VERSION = 1;
export const WORLD_MAX_ZOOM = 7;
export const CITY_MIN_ZOOM = 8;
export const CITY_MAX_ZOOM = 15;
export const ATTRIBUTION = '© OpenStreetMap contributors, Natural Earth, GeoNames';

type VtFeature = { type: number; geometry: unknown; tags: Record<string, unknown> | null };
type VtTile = { features: VtFeature[] };
type Index = { getTile(z: number, x: number, y: number): VtTile | null };
const GeoJSONVT = GeoJSONVTImport as unknown as new (data: GeoJSON.FeatureCollection, options: object) => Index;

function index(features: Feature[], maxZoom: number, tolerance = 3): Index {
  return new GeoJSONVT({ type: 'FeatureCollection', features }, { maxZoom, indexMaxZoom: Math.min(5, maxZoom), tolerance, buffer: 64 });
}

function tileLayers(indexes: Record<string, Index>, z: number, x: number, y: number) {
  const layers: Record<string, VtTile> = {};
  let any = false;
  for (const [name, idx] of Object.entries(indexes)) {
    const tile = idx.getTile(z, x, y);
    if (!tile) continue;
    const features = tile.features.filter((f) => {
      const mz = f.tags?.min_zoom;
      return typeof mz !== 'number' || mz <= z;
    });
    if (!features.length) continue;
    layers[name] = { features };
    any = true;
  }
  return any ? layers : null;
}

const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

const encode = (layers: Record<string, VtTile>) => vtpbf.fromGeojsonVt(layers, { version: 2, extent: 4096 });

export type BuildLog = { info: (obj: object, msg?: string) => void };

export async function buildBasemap(outFile: string, log: BuildLog): Promise<{ bytes: number; tiles: number; ms: number }> {
  const t0 = performance.now();
  const step = (what: string) => log.info({ ms: Math.round(performance.now() - t0) }, `basemap: ${what}`);
  const writer = new PmtilesWriter();

  // The street map's neighbourhood: the two zoom-7 tiles around Montevideo take their coast
  // from the sharper 1:10m land, since those tiles are over-zoomed down to street level.
  const city = cityBounds();
  const cityZ7 = new Set<string>();
  for (let x = Math.floor(lngToTileX(city[0], 7)); x <= Math.floor(lngToTileX(city[2], 7)); x++) {
    for (let y = Math.floor(latToTileY(city[3], 7)); y <= Math.floor(latToTileY(city[1], 7)); y++) cityZ7.add(`${x}/${y}`);
  }

  const cities = loadCities();
  const world = {
    earth: index(earthFeatures('50m'), WORLD_MAX_ZOOM),
    boundaries: index(countryBoundaries(), WORLD_MAX_ZOOM),
    places: index([...countryLabels(), ...cityPlaces(cities, WORLD_MAX_ZOOM)], WORLD_MAX_ZOOM),
  };
  const sharpEarth = index(earthNear([city[0] - 3, city[1] - 3, city[2] + 3, city[3] + 3]), WORLD_MAX_ZOOM, 1);
  step('world features ready');
  await breathe();

  // Depth-first from the root: a tile with nothing in it has no children worth visiting.
  // Yields now and then so the demo seeding that runs alongside keeps moving.
  let worldTiles = 0;
  const stack: Array<[number, number, number]> = [[0, 0, 0]];
  while (stack.length) {
    const [z, x, y] = stack.pop()!;
    const indexes = z === WORLD_MAX_ZOOM && cityZ7.has(`${x}/${y}`) ? { ...world, earth: sharpEarth } : world;
    const layers = tileLayers(indexes, z, x, y);
    if (!layers) continue;
    writer.addTile(z, x, y, encode(layers));
    if (++worldTiles % 500 === 0) await breathe();
    if (z < WORLD_MAX_ZOOM) for (const [dx, dy] of [[0, 0], [1, 0], [0, 1], [1, 1]] as const) stack.push([z + 1, 2 * x + dx, 2 * y + dy]);
  }
  step(`world tiles written (${worldTiles})`);

  const byLayer: Record<LayerName, Feature[]> = { roads: [], buildings: [], landuse: [], water: [], pois: [], places: [] };
  for (const f of cityFeatures()) byLayer[f.layer].push({ type: 'Feature', properties: f.properties, geometry: f.geometry });
  const street: Record<string, Index> = {};
  for (const [name, feats] of Object.entries(byLayer)) if (feats.length) street[name] = index(feats, CITY_MAX_ZOOM);
  step('street features ready');
  await breathe();

  let cityTiles = 0;
  for (let z = CITY_MIN_ZOOM; z <= CITY_MAX_ZOOM; z++) {
    const [x0, x1] = [Math.floor(lngToTileX(city[0], z)), Math.floor(lngToTileX(city[2], z) - 1e-9)];
    const [y0, y1] = [Math.floor(latToTileY(city[3], z)), Math.floor(latToTileY(city[1], z) - 1e-9)];
    for (let x = x0; x <= x1; x++) {
      for (let y = y0; y <= y1; y++) {
        const layers = tileLayers(street, z, x, y);
        if (!layers) continue;
        writer.addTile(z, x, y, encode(layers));
        if (++cityTiles % 200 === 0) await breathe();
      }
    }
  }
  step(`street tiles written (${cityTiles})`);

  const vectorLayers = ['earth', 'boundaries', 'places', 'roads', 'buildings', 'landuse', 'water', 'pois'].map((id) => ({ id, fields: {} }));
  const archive = writer.finish({
    minZoom: 0,
    maxZoom: CITY_MAX_ZOOM,
    bounds: [-180, -85.05, 180, 85.05],
    center: [(city[0] + city[2]) / 2, (city[1] + city[3]) / 2, 2],
    metadata: {
      name: 'Roost offline basemap',
      version: String(BASEMAP_VERSION),
      attribution: ATTRIBUTION,
      description: 'World (Natural Earth, GeoNames) to zoom 7; Montevideo streets (OpenStreetMap) to zoom 15.',
      vector_layers: vectorLayers,
      city_bounds: city,
    },
  });
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  const tmp = `${outFile}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, archive);
  fs.renameSync(tmp, outFile);
  const ms = Math.round(performance.now() - t0);
  log.info({ ms, bytes: archive.length, tiles: writer.size }, 'basemap: written');
  return { bytes: archive.length, tiles: writer.size, ms };
}
