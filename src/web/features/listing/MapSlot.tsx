import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * The map feature (src/web/features/map) is built in parallel; until it lands, the location
 * section shows its fallback instead of failing to build. The props follow its announced API.
 */
export type MapSlotProps = {
  styleUrl: string;
  ariaLabel: string;
  center?: { lat: number; lng: number };
  zoom?: number;
  circle?: { center: { lat: number; lng: number }; radiusMeters: number };
  pins?: { id: string; lat: number; lng: number; price: number }[];
  currency?: string;
  locale?: string;
  interactive?: boolean;
  className?: string;
};

const loaders = import.meta.glob<{ LazyMapView: ComponentType<MapSlotProps> }>('../map/index.ts');
const load = loaders['../map/index.ts'];
const MapView = load ? lazy(() => load().then((m) => ({ default: m.LazyMapView }))) : null;

export function MapSlot({ fallback, ...props }: MapSlotProps & { fallback: ReactNode }) {
  if (!MapView) return <>{fallback}</>;
  return (
    <Suspense fallback={fallback}>
      <MapView {...props} />
    </Suspense>
  );
}
