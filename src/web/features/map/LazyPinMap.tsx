import { lazy, Suspense } from 'react';
import { useI18n } from '../../i18n';
import type { PinMapProps } from './types';
import s from './PinMap.module.css';

// MapLibre is fetched only when the location step is open.
const PinMap = lazy(() => import('./PinMap'));

export function LazyPinMap(props: PinMapProps) {
  const { t } = useI18n();
  return (
    <Suspense fallback={<div className={s.skeleton} role="status" aria-label={t('map.loading')} />}>
      <PinMap {...props} />
    </Suspense>
  );
}
