export { LazyMapView } from './LazyMapView';
export { LazyPinMap } from './LazyPinMap';
export type { MapViewProps, PinMapProps } from './types';
export { pinsExtent } from './geometry';
