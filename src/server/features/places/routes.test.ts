import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../http/errors.js';
import { PlacesResponseSchema } from '../../../contract/places.js';
import { placeRoutes } from './routes.js';

const deps = { config: loadConfig({ NODE_ENV: 'test' }) } as unknown as Deps;
const app = new Hono();
app.onError((err, c) => (err instanceof AppError ? c.json({ error: { code: err.code, details: err.details } }, err.status as 400) : c.json({}, 500)));
app.route('/api/v1', placeRoutes(deps));

describe('GET /api/v1/places', () => {
  it('answers the contract shape, limited', async () => {
    const res = await app.request('/api/v1/places?q=montevideo&limit=2');
    expect(res.status).toBe(200);
    const body = PlacesResponseSchema.parse(await res.json());
    expect(body.places).toHaveLength(2);
    expect(body.places[0]).toMatchObject({ name: 'Montevideo', country: 'UY', countryName: 'Uruguay' });
  });

  it('rejects bad input with 400 VALIDATION_FAILED naming the field', async () => {
    for (const [query, field] of [['', 'q'], ['q=%20', 'q'], ['q=paris&limit=99', 'limit'], ['q=paris&foo=1', 'foo']] as const) {
      const res = await app.request(`/api/v1/places?${query}`);
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.error.details)).toContain(field);
    }
  });
});
