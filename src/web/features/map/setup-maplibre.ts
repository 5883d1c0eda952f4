import { addProtocol, setWorkerUrl } from 'maplibre-gl';
import { Protocol } from 'pmtiles';
// MapLibre 6 looks for its worker next to its own module, which a bundler moves; point it
// at the worker file Vite copies (it is self-contained, no imports).
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

let registered = false;

/** Once per page: the worker's location, and `pmtiles://` URLs read by HTTP range requests. */
export function setUpMapLibre() {
  if (registered) return;
  registered = true;
  setWorkerUrl(workerUrl);
  addProtocol('pmtiles', new Protocol().tile);
}
