import type { Op } from './document.js';
import { AuditQuerySchema, AuditResponseSchema, ReviewQueueQuerySchema, ReviewQueueResponseSchema } from '../../contract/admin.js';
import {
  AdminConversationQuerySchema, AdminConversationSchema, HideMessageBodySchema, HideMessageResponseSchema, AdminMemberDetailSchema, AdminMemberResponseSchema, AdminMembersQuerySchema, AdminMembersResponseSchema, AdminReportDetailSchema,
  AdminReportsQuerySchema, AdminReportsResponseSchema, BanResultSchema, MemberReasonBodySchema, ResolveReportBodySchema,
} from '../../contract/moderation.js';

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
  '/api/v1/admin/reports': {
    summary: 'Reports, open (default) or closed, by target type, oldest (default) or newest first (admins; keyset-paged)',
    query: AdminReportsQuerySchema, response: AdminReportsResponseSchema, errors: [400, 401, 403],
  },
  '/api/v1/admin/reports/{id}': {
    summary: 'One report with what it points at (the review or message text, the listing, the member) and the actions that fit it now (admins)',
    pathId: true, response: AdminReportDetailSchema, errors: [400, 401, 403, 404],
  },
  '/api/v1/admin/members': {
    summary: 'Members newest first, by part of a name or an e-mail, status and role (admins; keyset-paged)',
    query: AdminMembersQuerySchema, response: AdminMembersResponseSchema, errors: [400, 401, 403],
  },
  '/api/v1/admin/members/{id}': {
    summary: 'A member with their listings, trips, reservations, reviews and the reports against them (admins)',
    pathId: true, response: AdminMemberDetailSchema, errors: [400, 401, 403, 404],
  },
  '/api/v1/admin/conversations/{id}': {
    summary: 'A conversation as the operator reads it from a report: every message, hidden ones with their words, newest page first '
      + '(admins; each first page read is written to the audit log)',
    pathId: true, query: AdminConversationQuerySchema, response: AdminConversationSchema, errors: [400, 401, 403, 404],
  },
};

export const adminWrites: Record<string, Op> = {
  'POST /api/v1/admin/messages/{id}/hide': {
    summary: 'Hide a message with a reason: its words are replaced for both members; audited (admins; 409 when already hidden, '
      + 'or when it has an open report, which is where it is hidden so the reporter is told)',
    pathId: true, body: HideMessageBodySchema, response: HideMessageResponseSchema, errors: [400, 401, 403, 404, 409],
  },
  'POST /api/v1/admin/reports/{id}/resolve': {
    summary: 'Act on an open report with a note: dismiss, hide the review or message, suspend the listing, or ban the member it belongs to. '
      + 'Acting (not dismissing) closes every open report on that target; each reporter is told it was handled; audited (admins; 409 when closed or the action does not fit)',
    pathId: true, body: ResolveReportBodySchema, response: AdminReportDetailSchema, errors: [400, 401, 403, 404, 409],
  },
  'POST /api/v1/admin/members/{id}/ban': {
    summary: 'Ban a member with a reason: their sessions end, their listings are suspended, their upcoming bookings are withdrawn, declined or cancelled '
      + 'with a full refund through the booking state machine; the answer says what became of each (admins; not an admin, not oneself: 409)',
    pathId: true, body: MemberReasonBodySchema, response: BanResultSchema, errors: [400, 401, 403, 404, 409],
  },
  'POST /api/v1/admin/members/{id}/unban': {
    summary: 'Lift a ban with a reason: the member may sign in again and the listings the ban suspended are restored (admins)',
    pathId: true, body: MemberReasonBodySchema, response: BanResultSchema, errors: [400, 401, 403, 404, 409],
  },
  'POST /api/v1/admin/members/{id}/promote': {
    summary: 'Make a member an operator, with a reason (admins; audited)', pathId: true, body: MemberReasonBodySchema, response: AdminMemberResponseSchema, errors: [400, 401, 403, 404, 409],
  },
  'POST /api/v1/admin/members/{id}/demote': {
    summary: 'Take the operator role away, with a reason: never one\'s own, never the last operator\'s (admins; audited)',
    pathId: true, body: MemberReasonBodySchema, response: AdminMemberResponseSchema, errors: [400, 401, 403, 404, 409],
  },
};
