/** Pieces of the search page other map pages reuse (the page itself is composed in routes/SearchPage). */
export { MapMiniCard } from './MapMiniCard';
export { MapErrorBoundary } from './MapErrorBoundary';
