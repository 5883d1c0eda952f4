import { useEffect } from 'react';
import { Marker, type Map as MapLibreMap } from 'maplibre-gl';
import type { Cluster } from '../../../contract/search';
import { useI18n } from '../../i18n';
import { bboxToBounds } from './geometry';
import styles from './MapView.module.css';

/** Size steps of a cluster's circle by its count (DESIGN.md: teal circles sized by the count). */
const sizeOf = (count: number) => (count < 100 ? 's' : count < 1000 ? 'm' : count < 10_000 ? 'l' : 'xl');

/**
 * The server's clusters as buttons on the map (focusable, named "12 stays here, zoom in", or
 * "About 1,200 stays here" when the server estimated the counts from a sample), each
 * showing its count in short form; pressing one fits the map to its members, as a pan by the
 * visitor would, so the search follows.
 */
export function useServerClusters(map: MapLibreMap | null, clusters: Cluster[] | undefined, exact: boolean) {
  const { t, number } = useI18n();
  useEffect(() => {
    if (!map || !clusters?.length) return;
    const markers = clusters.map((c) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = styles.cluster!;
      button.dataset.size = sizeOf(c.count);
      button.textContent = number(c.count, { notation: 'compact', maximumFractionDigits: 1 });
      button.setAttribute('aria-label', t(exact ? 'map.clusterLabel' : 'map.clusterLabelAbout', { count: c.count }));
      button.addEventListener('click', (e) => {
        e.stopPropagation();
        map.fitBounds(bboxToBounds(c.bbox), { padding: 48, maxZoom: 15 }, { byUser: true });
      });
      return new Marker({ element: button, anchor: 'center' }).setLngLat([c.lng, c.lat]).addTo(map);
    });
    return () => markers.forEach((m) => m.remove());
  }, [map, clusters, exact, t, number]);
}
