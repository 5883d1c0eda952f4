export { LazyMapView } from './LazyMapView';
export type { MapViewProps } from './types';
