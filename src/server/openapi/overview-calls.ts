import type { Op } from './document.js';
import { OverviewQuerySchema, OverviewResponseSchema } from '../../contract/overview.js';

/** The console Overview's entry (issue 14), merged into document.ts. */
export const overviewReads: Record<string, Op> = {
  '/api/v1/admin/overview': {
    summary: 'What needs attention now (listings to review, open reports, requests expiring within 24 h, failing calendar feeds) and the '
      + 'marketplace\'s figures for the last `weeks` UTC weeks: new members, bookings and their value, occupancy, requests answered in time (admins)',
    query: OverviewQuerySchema, response: OverviewResponseSchema, errors: [400, 401, 403],
  },
};
