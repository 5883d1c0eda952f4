import type { Op } from './document.js';
import { AdminSettingsSchema, SettingsPatchSchema } from '../../contract/settings.js';

/** The OpenAPI entries of the operator's settings (issue 14), merged into document.ts. */
export const settingsReads: Record<string, Op> = {
  '/api/v1/admin/settings': {
    summary: 'The settings in effect, what the environment gives, and which ones an operator saved (admins)',
    response: AdminSettingsSchema, errors: [400, 401, 403],
  },
};

export const settingsWrites: Record<string, Op> = {
  'PATCH /api/v1/admin/settings': {
    summary: 'Change any of the settings: site name, service fee and tax (0–50 %), listing review (auto or manual), request expiry (1–168 hours), review window (1–90 days), sign-ups open; in effect in every server process within a second (admins; audited with before and after)',
    body: SettingsPatchSchema, response: AdminSettingsSchema, errors: [400, 401, 403],
  },
};
