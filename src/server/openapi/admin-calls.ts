import type { Op } from './document.js';
import { AuditQuerySchema, AuditResponseSchema, ReviewQueueQuerySchema, ReviewQueueResponseSchema } from '../../contract/admin.js';

/** The OpenAPI entries of the operator's console (issue 14), merged into document.ts. */
export const adminReads: Record<string, Op> = {
  '/api/v1/admin/listings/review': {
    summary: 'Listings waiting for review, oldest submission first, with what each still misses (admins; keyset-paged)',
    query: ReviewQueueQuerySchema, response: ReviewQueueResponseSchema, errors: [400, 401, 403],
  },
  '/api/v1/admin/audit': {
    summary: 'The audit log, newest first, filtered by actor, target and period [from, to) (admins; keyset-paged; read-only)',
    query: AuditQuerySchema, response: AuditResponseSchema, errors: [400, 401, 403],
  },
};
