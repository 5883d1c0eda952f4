import { lazy, Suspense } from 'react';
import { useI18n } from '../../i18n';
import type { MapViewProps } from './types';
import styles from './MapView.module.css';

// The map library (~1 MB) is fetched only by pages that actually show a map.
const MapView = lazy(() => import('./MapView'));

function MapSkeleton({ className }: { className?: string }) {
  const { t } = useI18n();
  return (
    <div className={[styles.frame, styles.skeleton, className].filter(Boolean).join(' ')} role="status" aria-label={t('map.loading')} />
  );
}

export function LazyMapView(props: MapViewProps) {
  return (
    <Suspense fallback={<MapSkeleton className={props.className} />}>
      <MapView {...props} />
    </Suspense>
  );
}
