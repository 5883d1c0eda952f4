import { Hono } from 'hono';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { jsonBody, parseOrThrow, queryOf } from '../../http/validate.js';
import { requireAdmin } from '../auth/session.js';
import { SettingsPatchSchema } from '../../../contract/settings.js';
import { getAdminSettings, updateSettings } from './service.js';

const NoQuery = z.strictObject({});

/** The operator's settings (issue 14): read and changed in the console, admins only. */
export function settingsRoutes(deps: Deps) {
  const r = new Hono();
  r.get('/admin/settings', async (c) => {
    await requireAdmin(c, deps);
    parseOrThrow(NoQuery, queryOf(c));
    return c.json(await getAdminSettings(deps));
  });
  r.patch('/admin/settings', async (c) => {
    const admin = await requireAdmin(c, deps);
    const patch = parseOrThrow(SettingsPatchSchema, await jsonBody(c));
    return c.json(await updateSettings(deps, admin, patch));
  });
  return r;
}
