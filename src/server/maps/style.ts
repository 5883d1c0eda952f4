import { layers, namedFlavor } from '@protomaps/basemaps';
import { ATTRIBUTION, CITY_MAX_ZOOM, CITY_MIN_ZOOM, WORLD_MAX_ZOOM } from './build.js';
import { fontFaces } from './fonts.js';

/**
 * The offline MapLibre style. One archive feeds two sources: `protomaps` holds the world to
 * zoom 7 and is over-zoomed everywhere; `protomaps_city` holds Montevideo's streets from
 * zoom 8 within its bounds. Every Protomaps layer appears once per source, interleaved, so
 * street fills stay under the world's labels. No `glyphs` and no sprite: labels use
 * `font-faces`, icons are left out.
 */

const WORLD = 'protomaps';
const CITY = 'protomaps_city';

type Layer = ReturnType<typeof layers>[number];

/** Drops icon references (there is no sprite) and layers that are only icons. */
function withoutIcons(layer: Layer): Layer | null {
  if (layer.type !== 'symbol' || !layer.layout) return layer;
  const layout = { ...layer.layout } as Record<string, unknown>;
  if (!('text-field' in layout)) return null;
  for (const key of Object.keys(layout)) if (key.startsWith('icon-')) delete layout[key];
  return { ...layer, layout } as Layer;
}

export function buildStyle(origin: string, cityBounds: [number, number, number, number], lang = 'en') {
  const flavor = namedFlavor('light');
  // The archive has land polygons but no ocean polygons: the background is the sea.
  const styled = layers(WORLD, { ...flavor, background: flavor.water }, { lang });
  const out: unknown[] = [];
  for (const layer of styled) {
    const world = withoutIcons(layer);
    if (!world) continue;
    out.push(world);
    if (layer.type === 'background') continue;
    out.push({ ...world, id: `${world.id}_city`, source: CITY });
  }
  const tiles = [`pmtiles://${origin}/map/basemap.pmtiles/{z}/{x}/{y}`];
  return {
    version: 8,
    name: 'Roost offline',
    // The origin baked into the URLs below; the web map swaps it for the page's own origin,
    // since a dev proxy or a reverse proxy may have shown this server another Host.
    metadata: { 'roost:origin': origin },
    'font-faces': fontFaces(`${origin}/map/fonts`),
    sources: {
      [WORLD]: { type: 'vector', tiles, minzoom: 0, maxzoom: WORLD_MAX_ZOOM, attribution: ATTRIBUTION },
      [CITY]: { type: 'vector', tiles, minzoom: CITY_MIN_ZOOM, maxzoom: CITY_MAX_ZOOM, bounds: cityBounds, attribution: ATTRIBUTION },
    },
    layers: out,
  };
}
