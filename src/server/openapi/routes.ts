import { Hono } from 'hono';
import type { Deps } from '../deps.js';
import { openApiDocument } from './document.js';
import { docsRoutes } from './docs-page.js';
import { minorDigits } from '../../domain/money.js';

export function openApiRoutes(deps: Deps) {
  const r = new Hono();
  let doc: unknown;
  r.get('/openapi.json', (c) => c.json((doc ??= openApiDocument(deps.config.publicUrl, 10 ** minorDigits(deps.config.currency)))));
  r.route('/', docsRoutes());
  return r;
}
