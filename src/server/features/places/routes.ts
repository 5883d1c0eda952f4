import { Hono } from 'hono';
import type { Deps } from '../../deps.js';

// Placeholder: replaced by the feature's real routes.
export function placeRoutes(_deps: Deps) {
  return new Hono();
}
