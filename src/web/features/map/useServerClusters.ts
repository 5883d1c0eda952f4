import { useEffect } from 'react';
import { Marker, type Map as MapLibreMap } from 'maplibre-gl';
import type { Cluster } from '../../../contract/search';
import { useI18n } from '../../i18n';
import { clusterDiameter, placeClusters } from './clusterPlacement';
import { bboxToBounds } from './geometry';
import styles from './MapView.module.css';

/**
 * The server's clusters as buttons on the map (focusable, named "12 stays here, zoom in", or
 * "About 1,200 stays here" when the server estimated the counts from a sample), each
 * showing its count in short form; pressing one fits the map to its members, as a pan by the
 * visitor would, so the search follows. Clusters that would touch at the map's zoom are drawn as
 * one (clusterPlacement.ts), placed again after each zoom.
 */
export function useServerClusters(map: MapLibreMap | null, clusters: Cluster[] | undefined, exact: boolean) {
  const { t, number } = useI18n();
  useEffect(() => {
    if (!map || !clusters?.length) return;
    let markers: Marker[] = [];
    let drawn = '';
    const draw = () => {
      const placed = placeClusters(clusters, (lng, lat) => map.project([lng, lat]));
      const key = placed.map((c) => `${c.count}@${c.lng},${c.lat}`).join(' ');
      if (key === drawn) return;
      drawn = key;
      markers.forEach((m) => m.remove());
      markers = placed.map((c) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.className = styles.cluster!;
        const size = `${clusterDiameter(c.count)}px`;
        button.style.inlineSize = size;
        button.style.blockSize = size;
        button.textContent = number(c.count, { notation: 'compact', maximumFractionDigits: 1 });
        button.setAttribute('aria-label', t(exact ? 'map.clusterLabel' : 'map.clusterLabelAbout', { count: c.count }));
        button.addEventListener('click', (e) => {
          e.stopPropagation();
          map.fitBounds(bboxToBounds(c.bbox), { padding: 48, maxZoom: 15 }, { byUser: true });
        });
        return new Marker({ element: button, anchor: 'center' }).setLngLat([c.lng, c.lat]).addTo(map);
      });
    };
    draw();
    map.on('zoomend', draw);
    map.on('resize', draw);
    return () => {
      map.off('zoomend', draw);
      map.off('resize', draw);
      markers.forEach((m) => m.remove());
    };
  }, [map, clusters, exact, t, number]);
}
