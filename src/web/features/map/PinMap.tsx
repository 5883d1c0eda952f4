import { useEffect, useRef } from 'react';
import { Map as MapLibreMap, Marker } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useI18n } from '../../i18n';
import { mapControls } from './controlsLocale';
import { rebaseStyle } from './geometry';
import { setUpMapLibre } from './setup-maplibre';
import type { PinMapProps } from './types';
import s from './PinMap.module.css';

type Point = { lat: number; lng: number };

/** ~10 cm: more digits would only be noise from the pointer. */
const round = (p: { lat: number; lng: number }): Point => ({ lat: Math.round(p.lat * 1e6) / 1e6, lng: Math.round(p.lng * 1e6) / 1e6 });

/** Arrow keys move the pin this many pixels (with Shift, five times as far). */
const KEY_STEP = 10;
const KEYS: Record<string, [number, number]> = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

const PIN_SVG =
  '<svg viewBox="0 0 36 46" aria-hidden="true" focusable="false"><path d="M18 45C18 45 34 28.5 34 17.5A16 16 0 0 0 2 17.5C2 28.5 18 45 18 45Z" fill="#0f766e" stroke="#fff" stroke-width="2"/><circle cx="18" cy="17.5" r="6" fill="#fff"/></svg>';

/**
 * A map with one pin the host places: dragged with a pointer, moved with the arrow keys when
 * focused, or put at the map's centre with a button. Reports every move, rounded.
 */
export default function PinMap(props: PinMapProps) {
  const { t, number, dir } = useI18n();
  const coord = (n: number) => number(n, { maximumFractionDigits: 5 });
  const pinLabel = props.pin ? t('map.pin.at', { lat: coord(props.pin.lat), lng: coord(props.pin.lng) }) : t('map.pin');
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const markerRef = useRef<Marker | null>(null);
  const controls = useRef<ReturnType<typeof mapControls> | null>(null);
  const latest = useRef({ ...props, pinLabel });
  latest.current = { ...props, pinLabel };

  const moved = (p: Point) => latest.current.onPinChange(round(p));

  function placeMarker(map: MapLibreMap, p: Point) {
    let marker = markerRef.current;
    if (!marker) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = s.pin!;
      button.innerHTML = PIN_SVG;
      button.setAttribute('aria-label', latest.current.pinLabel);
      button.addEventListener('keydown', (e) => {
        const dir = KEYS[e.key];
        if (!dir || !markerRef.current) return;
        // The map would pan on the same keys: the pin has them while it has focus.
        e.preventDefault();
        e.stopPropagation();
        const step = e.shiftKey ? KEY_STEP * 5 : KEY_STEP;
        const at = map.project(markerRef.current.getLngLat());
        const next = map.unproject([at.x + dir[0] * step, at.y + dir[1] * step]);
        markerRef.current.setLngLat(next);
        if (!map.getBounds().contains(next)) map.panTo(next, { duration: 0 });
        moved(next);
      });
      marker = new Marker({ element: button, anchor: 'bottom', draggable: true }).setLngLat([p.lng, p.lat]).addTo(map);
      marker.on('dragend', () => moved(marker!.getLngLat()));
      markerRef.current = marker;
    } else {
      marker.setLngLat([p.lng, p.lat]);
    }
  }

  useEffect(() => {
    if (!container.current) return;
    setUpMapLibre();
    const p = latest.current;
    const start = p.pin ?? p.focus;
    const map = new MapLibreMap({
      container: container.current,
      attributionControl: false,
      center: start ? [start.lng, start.lat] : [0, 20],
      zoom: p.pin ? 15 : p.focus?.zoom ?? 1,
    });
    mapRef.current = map;
    map.setStyle(p.styleUrl, { transformStyle: (_prev, next) => rebaseStyle(next, window.location.origin) });
    controls.current = mapControls(map, { navigation: true });
    controls.current.set(t, dir);
    map.getCanvas().setAttribute('aria-label', p.ariaLabel);
    if (p.pin) placeMarker(map, p.pin);
    return () => {
      markerRef.current?.remove();
      markerRef.current = null;
      mapRef.current = null;
      controls.current = null;
      map.remove();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.styleUrl]);

  // The language switched in place: the map's own buttons and its name follow (controlsLocale.ts).
  useEffect(() => {
    controls.current?.set(t, dir);
    mapRef.current?.getCanvas().setAttribute('aria-label', props.ariaLabel);
  }, [t, dir, props.ariaLabel]);

  // The pin set from outside (a place chosen, the centre button): follow it.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (!props.pin) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    const at = markerRef.current?.getLngLat();
    if (!at || Math.abs(at.lat - props.pin.lat) > 1e-7 || Math.abs(at.lng - props.pin.lng) > 1e-7) placeMarker(map, props.pin);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.pin?.lat, props.pin?.lng]);

  // A place chosen in search: centre the map on it.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !props.focus) return;
    map.jumpTo({ center: [props.focus.lng, props.focus.lat], zoom: props.focus.zoom });
  }, [props.focus]);

  useEffect(() => {
    markerRef.current?.getElement().setAttribute('aria-label', pinLabel);
  }, [pinLabel]);

  const centre = () => {
    const map = mapRef.current;
    if (!map) return;
    const c = map.getCenter();
    placeMarker(map, c);
    moved(c);
  };

  return (
    <div className={[s.wrap, props.className].filter(Boolean).join(' ')}>
      <div className={s.frame} role="region" aria-label={props.ariaLabel}>
        <div ref={container} className={s.map} />
      </div>
      <button type="button" className={[s.centre, props.centreClassName].filter(Boolean).join(' ')} onClick={centre}>{t('map.pin.centre')}</button>
    </div>
  );
}
