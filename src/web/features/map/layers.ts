import type { Map as MapLibreMap } from 'maplibre-gl';

/** The pins' and circle's sources and layers: data in one place, added once per style load. */
export const PINS = 'roost-pins';
export const CLUSTERS = 'roost-clusters';
export const CLUSTER_COUNT = 'roost-cluster-count';
export const CIRCLE = 'roost-circle';

const TEAL = '#0f766e';
const empty: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [] };

export function addRoostLayers(map: MapLibreMap) {
  if (map.getSource(PINS)) return;
  map.addSource(CIRCLE, { type: 'geojson', data: empty });
  map.addLayer({ id: `${CIRCLE}-fill`, type: 'fill', source: CIRCLE, paint: { 'fill-color': TEAL, 'fill-opacity': 0.14 } });
  map.addLayer({ id: `${CIRCLE}-line`, type: 'line', source: CIRCLE, paint: { 'line-color': TEAL, 'line-width': 2 } });
  // Pins closer than 32 px are grouped: a price pill is about 56 px wide, so pins of one cluster
  // would cover each other. At 48 px a neighbourhood's 42 stays were all in clusters of two to ten,
  // and a guest saw no price (map-clusters.spec.ts).
  map.addSource(PINS, { type: 'geojson', data: empty, cluster: true, clusterRadius: 32, clusterMaxZoom: 15 });
  map.addLayer({
    id: CLUSTERS,
    type: 'circle',
    source: PINS,
    filter: ['has', 'point_count'],
    paint: {
      'circle-color': TEAL,
      'circle-radius': ['step', ['get', 'point_count'], 16, 10, 20, 50, 25, 200, 31],
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 2,
    },
  });
  map.addLayer({
    id: CLUSTER_COUNT,
    type: 'symbol',
    source: PINS,
    filter: ['has', 'point_count'],
    layout: {
      'text-field': ['get', 'point_count_abbreviated'],
      'text-font': ['Noto Sans Medium'],
      'text-size': 13,
      'text-allow-overlap': true,
    },
    paint: { 'text-color': '#ffffff' },
  });
}
