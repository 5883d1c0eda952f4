import { lazy, type ComponentType, type ReactNode } from 'react';
import type { Bbox } from '../../../contract/common';
import type { Pin } from '../../../contract/search';

/** The props of `LazyMapView` (src/web/features/map) that the search page uses. */
export type SearchMapViewProps = {
  styleUrl: string;
  ariaLabel: string;
  bbox?: Bbox;
  center?: { lat: number; lng: number };
  zoom?: number;
  pins?: Pin[];
  currency?: string;
  locale?: string;
  highlightedId?: string | null;
  selectedId?: string | null;
  visitedIds?: ReadonlySet<string>;
  onSelect?: (id: string | null) => void;
  renderSelected?: (id: string) => ReactNode;
  onMoveEnd?: (bbox: Bbox, byUser: boolean) => void;
  className?: string;
};

// Resolved at build time: the map feature is developed alongside; without it the page still
// builds and shows its fallback. Either way MapLibre is only fetched by this lazy chunk.
const loaders = import.meta.glob<{ LazyMapView: ComponentType<SearchMapViewProps> }>('../map/index.ts');
const load = loaders['../map/index.ts'];
export const MapView = load ? lazy(() => load().then((m) => ({ default: m.LazyMapView }))) : null;
