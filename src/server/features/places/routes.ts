import { Hono } from 'hono';
import type { Deps } from '../../deps.js';
import { PlacesQuerySchema, type PlacesResponse } from '../../../contract/places.js';
import { parseOrThrow, queryOf } from '../../http/validate.js';
import { loadGazetteer, searchPlaces } from './gazetteer.js';

/** `GET /api/v1/places?q=&limit=`: destinations for the search box, from the offline gazetteer. */
export function placeRoutes(deps: Deps) {
  const app = new Hono();
  // Build the index (~1 s of CPU) shortly after start rather than on the first keystroke.
  if (deps.config.env !== 'test') setTimeout(() => loadGazetteer(), 3_000).unref();
  app.get('/places', (c) => {
    const { q, limit } = parseOrThrow(PlacesQuerySchema, queryOf(c));
    const body: PlacesResponse = { places: searchPlaces(q, limit) };
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json(body);
  });
  return app;
}
