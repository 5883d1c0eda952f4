import type { Op } from './document.js';
import {
  AdminBookingDetailSchema, AdminBookingsQuerySchema, AdminBookingsResponseSchema, AdminFeedSchema, AdminFeedsQuerySchema,
  AdminFeedsResponseSchema, AdminListingsQuerySchema, AdminListingsResponseSchema,
} from '../../contract/admin-lists.js';

/** The OpenAPI entries of the console's listings, bookings and failing feeds lists (issue 14), merged into document.ts. */
export const adminListReads: Record<string, Op> = {
  '/api/v1/admin/listings': {
    summary: 'Every listing in any status, by part of the title or an id, status, host (part of a name or e-mail, or an id) and place '
      + '(part of a city or region, or a country code); sorted by created, updated, title or place, either way; paged by number with a total (admins)',
    query: AdminListingsQuerySchema, response: AdminListingsResponseSchema, errors: [400, 401, 403],
  },
  '/api/v1/admin/bookings': {
    summary: "Every booking, by id, part of the guest's or host's name or e-mail, or part of the listing's title, and status; "
      + 'sorted by created, check-in or total, either way; paged by number with a total (admins)',
    query: AdminBookingsQuerySchema, response: AdminBookingsResponseSchema, errors: [400, 401, 403],
  },
  '/api/v1/admin/bookings/{id}': {
    summary: 'One booking as the operator reads it: guest, host, listing, dates, price breakdown, refund, and every transition with who made it and when (admins; read-only)',
    pathId: true, response: AdminBookingDetailSchema, errors: [400, 401, 403, 404],
  },
  '/api/v1/admin/feeds': {
    summary: 'Imported calendar feeds whose last sync failed, longest failing first, with their listing, host, the host part of their '
      + 'address, the failure and its kind, and the last good sync; paged by number with a total (admins)',
    query: AdminFeedsQuerySchema, response: AdminFeedsResponseSchema, errors: [400, 401, 403],
  },
};

export const adminListWrites: Record<string, Op> = {
  'POST /api/v1/admin/feeds/{id}/sync': {
    summary: 'Fetch an imported calendar feed now, as the scheduler would; answers the feed as it is afterwards (lastError null when it worked). '
      + 'Audited (feed.sync, with the outcome) in the same transaction as the sync (admins)',
    pathId: true, response: AdminFeedSchema, errors: [400, 401, 403, 404],
  },
};
