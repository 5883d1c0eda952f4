type T = (key: string) => string;

/**
 * MapLibre's own words (its controls' names and tooltips), from the catalogue: without them a
 * Spanish page has English "Zoom in" buttons. Read when a map is made.
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
