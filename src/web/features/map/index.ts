export { LazyMapView } from './LazyMapView';
export type { MapViewProps } from './types';
export { pinsExtent } from './geometry';
