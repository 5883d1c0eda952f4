import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Map as MapLibreMap, Marker, type GeoJSONSource, type MapLayerMouseEvent } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { formatMoney } from '../../../domain/money';
import { useI18n } from '../../i18n';
import { mapControls } from './controlsLocale';
import { bboxToBounds, boundsToBbox, circlePolygon, rebaseStyle } from './geometry';
import { addRoostLayers, CIRCLE, CLUSTERS, PINS } from './layers';
import { setUpMapLibre } from './setup-maplibre';
import { useServerClusters } from './useServerClusters';
import type { MapViewProps } from './types';
import styles from './MapView.module.css';

/**
 * The one map component: MapLibre with the site's style, price pins (HTML buttons, so they
 * are focusable and look like DESIGN.md's pills), teal clusters drawn by MapLibre where pins
 * crowd or sent by the server where matches are too many for pins, an optional
 * approximate-location circle, and a card over the selected pin.
 */

type PinMarker = { marker: Marker; wrap: HTMLDivElement; button: HTMLButtonElement };

const sameBbox = (a?: readonly number[], b?: readonly number[]) => (a && b ? a.every((v, i) => v === b[i]) : a === b);

export default function MapView(props: MapViewProps) {
  const { t, locale: uiLocale, dir } = useI18n();
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const controls = useRef<ReturnType<typeof mapControls> | null>(null);
  const markers = useRef(new Map<string, PinMarker>());
  const latest = useRef(props);
  latest.current = props;
  const labels = useRef({ t, locale: props.locale ?? uiLocale, dir });
  labels.current = { t, locale: props.locale ?? uiLocale, dir };
  const [ready, setReady] = useState(false);
  const [cardEl, setCardEl] = useState<HTMLDivElement | null>(null);
  const fittedBbox = useRef(props.bbox);

  const pinText = (price: number) => formatMoney(price, latest.current.currency ?? 'EUR', labels.current.locale);

  function paintMarker(id: string, m: PinMarker) {
    const p = latest.current;
    const active = id === p.highlightedId || id === p.selectedId;
    m.button.dataset.active = String(active);
    m.button.dataset.visited = String(Boolean(p.visitedIds?.has(id)) && !active);
    m.wrap.dataset.raised = String(active);
    m.button.setAttribute('aria-pressed', String(id === p.selectedId));
  }

  /** Keeps one HTML marker per unclustered pin currently drawn; clusters stay in WebGL. */
  function syncMarkers(map: MapLibreMap) {
    if (!map.getSource(PINS) || !map.isSourceLoaded(PINS)) return;
    const seen = new Set<string>();
    for (const f of map.querySourceFeatures(PINS)) {
      const props = f.properties as { id?: string; price?: number; point_count?: number };
      if (props.point_count || !props.id || seen.has(props.id)) continue;
      seen.add(props.id);
      let m = markers.current.get(props.id);
      if (!m) {
        const id = props.id;
        const wrap = document.createElement('div');
        wrap.className = styles.pinWrap!;
        wrap.dataset.pin = id;
        const button = document.createElement('button');
        button.type = 'button';
        button.className = styles.pin!;
        const text = pinText(props.price ?? 0);
        button.textContent = text;
        button.setAttribute('aria-label', labels.current.t('map.pinLabel', { price: text }));
        button.addEventListener('click', (e) => {
          e.stopPropagation();
          latest.current.onSelect?.(id);
        });
        wrap.appendChild(button);
        const [lng, lat] = (f.geometry as GeoJSON.Point).coordinates as [number, number];
        m = { marker: new Marker({ element: wrap, anchor: 'center' }).setLngLat([lng, lat]).addTo(map), wrap, button };
        markers.current.set(id, m);
      }
      paintMarker(props.id, m);
    }
    for (const [id, m] of markers.current) {
      if (!seen.has(id)) {
        m.marker.remove();
        markers.current.delete(id);
      }
    }
  }

  // Create the map once per style.
  useEffect(() => {
    if (!container.current) return;
    setUpMapLibre();
    const p = latest.current;
    const map = new MapLibreMap({
      container: container.current,
      attributionControl: false,
      interactive: p.interactive ?? true,
      ...(p.bbox
        ? { bounds: bboxToBounds(p.bbox), fitBoundsOptions: { padding: 32 } }
        : { center: p.center ? [p.center.lng, p.center.lat] : [0, 20], zoom: p.zoom ?? (p.center ? 12 : 1) }),
    });
    mapRef.current = map;
    map.setStyle(p.styleUrl, { transformStyle: (_prev, next) => rebaseStyle(next, window.location.origin) });
    controls.current = mapControls(map, { navigation: p.interactive ?? true });
    controls.current.set(labels.current.t, labels.current.dir);
    map.getCanvas().setAttribute('aria-label', p.ariaLabel);

    map.on('load', () => {
      addRoostLayers(map);
      setReady(true);
    });
    map.on('render', () => syncMarkers(map));
    // A render that comes while new pins are still being clustered finds the source not loaded and
    // draws nothing; the map may then not render again until it moves. `idle` comes once all is loaded.
    map.on('idle', () => syncMarkers(map));
    map.on('moveend', (e: { originalEvent?: Event; byUser?: boolean }) => {
      const b = map.getBounds();
      const bbox = boundsToBbox(b.getWest(), b.getSouth(), b.getEast(), b.getNorth());
      // A parent that stores this bbox and passes it back must not make the map refit to it.
      fittedBbox.current = bbox;
      latest.current.onMoveEnd?.(bbox, Boolean(e.originalEvent || e.byUser));
    });
    map.on('click', CLUSTERS, async (e: MapLayerMouseEvent) => {
      const feature = e.features?.[0];
      const clusterId = feature?.properties?.cluster_id as number | undefined;
      if (clusterId === undefined || feature?.geometry.type !== 'Point') return;
      const zoom = await (map.getSource(PINS) as GeoJSONSource).getClusterExpansionZoom(clusterId);
      map.easeTo({ center: feature.geometry.coordinates as [number, number], zoom }, { byUser: true });
    });
    map.on('click', (e) => {
      const target = e.originalEvent.target as HTMLElement | null;
      if (target?.closest('[data-pin]') || target?.closest('[data-selected-card]')) return;
      if (map.getLayer(CLUSTERS) && map.queryRenderedFeatures(e.point, { layers: [CLUSTERS] }).length) return;
      latest.current.onSelect?.(null);
    });
    map.on('mouseenter', CLUSTERS, () => (map.getCanvas().style.cursor = 'pointer'));
    map.on('mouseleave', CLUSTERS, () => (map.getCanvas().style.cursor = ''));

    const pinMarkers = markers.current;
    return () => {
      for (const m of pinMarkers.values()) m.marker.remove();
      pinMarkers.clear();
      mapRef.current = null;
      controls.current = null;
      setReady(false);
      map.remove();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.styleUrl]);

  // The language switched in place: the map's own buttons and its name follow (controlsLocale.ts).
  useEffect(() => {
    controls.current?.set(t, dir);
    mapRef.current?.getCanvas().setAttribute('aria-label', props.ariaLabel);
  }, [t, dir, props.ariaLabel]);

  // Pins: a new price list or currency redraws the markers from scratch.
  useEffect(() => {
    const map = mapRef.current;
    if (!ready || !map) return;
    for (const m of markers.current.values()) m.marker.remove();
    markers.current.clear();
    (map.getSource(PINS) as GeoJSONSource | undefined)?.setData({
      type: 'FeatureCollection',
      features: (props.pins ?? []).map((pin) => ({
        type: 'Feature',
        properties: { id: pin.id, price: pin.price },
        geometry: { type: 'Point', coordinates: [pin.lng, pin.lat] },
      })),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, props.pins, props.currency, props.locale, uiLocale]);

  useServerClusters(ready ? mapRef.current : null, props.clusters, props.clusterCountsExact ?? true);

  useEffect(() => {
    for (const [id, m] of markers.current) paintMarker(id, m);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.highlightedId, props.selectedId, props.visitedIds]);

  // Fit to a bbox that changes from outside (not one we reported from a user's pan).
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !props.bbox || sameBbox(props.bbox, fittedBbox.current)) return;
    fittedBbox.current = props.bbox;
    map.fitBounds(bboxToBounds(props.bbox), { padding: 32, duration: 0 });
  }, [props.bbox]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || props.bbox || !props.center) return;
    map.jumpTo({ center: [props.center.lng, props.center.lat], ...(props.zoom !== undefined ? { zoom: props.zoom } : {}) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.center?.lat, props.center?.lng, props.zoom]);

  useEffect(() => {
    const map = mapRef.current;
    if (!ready || !map) return;
    const c = props.circle;
    (map.getSource(CIRCLE) as GeoJSONSource | undefined)?.setData(
      c ? circlePolygon(c.lat, c.lng, c.radiusMeters) : { type: 'FeatureCollection', features: [] },
    );
  }, [ready, props.circle?.lat, props.circle?.lng, props.circle?.radiusMeters]); // eslint-disable-line react-hooks/exhaustive-deps

  // The selected pin's card: a MapLibre marker whose element React renders into.
  const selectedPin = props.selectedId ? props.pins?.find((p) => p.id === props.selectedId) : undefined;
  const showCard = Boolean(ready && selectedPin && props.renderSelected);
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !showCard || !selectedPin) return;
    const el = document.createElement('div');
    el.className = styles.selectedCard!;
    el.dataset.selectedCard = 'true';
    const marker = new Marker({ element: el, anchor: 'bottom' }).setLngLat([selectedPin.lng, selectedPin.lat]).addTo(map);
    setCardEl(el);
    return () => {
      marker.remove();
      setCardEl(null);
    };
  }, [showCard, selectedPin?.id, selectedPin?.lat, selectedPin?.lng]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div className={[styles.frame, props.className].filter(Boolean).join(' ')} role="region" aria-label={props.ariaLabel}>
      <div ref={container} className={styles.map} />
      {cardEl && props.selectedId && props.renderSelected ? createPortal(props.renderSelected(props.selectedId), cardEl) : null}
    </div>
  );
}
