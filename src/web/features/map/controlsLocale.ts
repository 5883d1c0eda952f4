import { AttributionControl, NavigationControl, type IControl, type Map as MapLibreMap } from 'maplibre-gl';

type T = (key: string) => string;

/**
 * MapLibre's own words (its controls' names and tooltips), from the catalogue: without them a
 * Spanish page has English "Zoom in" buttons. MapLibre reads them when a control is added.
 */
export function mapControlsLocale(t: T): Record<string, string> {
  return {
    'AttributionControl.ToggleAttribution': t('map.control.toggleAttribution'),
    'Map.Title': t('map.control.map'),
    'Marker.Title': t('map.control.marker'),
    'NavigationControl.ResetBearing': t('map.control.resetBearing'),
    'NavigationControl.ZoomIn': t('map.control.zoomIn'),
    'NavigationControl.ZoomOut': t('map.control.zoomOut'),
    'Popup.Close': t('map.control.closePopup'),
    'CooperativeGesturesHandler.WindowsHelpText': t('map.control.ctrlScroll'),
    'CooperativeGesturesHandler.MacHelpText': t('map.control.cmdScroll'),
    'CooperativeGesturesHandler.MobileHelpText': t('map.control.twoFingers'),
  };
}

/** The zoom buttons sit at the map's end corner: top right, or top left when the page reads right to left. */
export const controlsCorner = (dir: 'ltr' | 'rtl') => (dir === 'rtl' ? 'top-left' : 'top-right');

/**
 * A map's own controls (the attribution, and the zoom buttons when `navigation`) in the page's
 * language and at its end corner. MapLibre words a control once, when it is added, so `set`
 * after an in-place language switch gives the map the new words and adds the controls again:
 * a map already on screen then names its buttons in the new language too.
 */
export function mapControls(map: MapLibreMap, opts: { navigation: boolean }) {
  let added: IControl[] = [];
  let wordedIn: T | undefined;
  let side: 'ltr' | 'rtl' | undefined;
  return {
    set(t: T, dir: 'ltr' | 'rtl') {
      if (t === wordedIn && dir === side) return;
      wordedIn = t;
      side = dir;
      map._locale = { ...map._locale, ...mapControlsLocale(t) };
      for (const c of added) map.removeControl(c);
      added = [new AttributionControl({ compact: false })];
      map.addControl(added[0]!);
      if (opts.navigation) {
        const zoom = new NavigationControl({ showCompass: false });
        map.addControl(zoom, controlsCorner(dir));
        added.push(zoom);
      }
    },
  };
}
