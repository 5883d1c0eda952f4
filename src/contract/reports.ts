import { z } from 'zod';
import { REPORT_NOTE_MAX, REPORT_REASONS, REPORT_TARGET_TYPES } from './values.js';
import { memberTextSchema } from './common.js';

/**
 * Reports (SPEC §3 Report): a member flags a listing, a member, a review or a message for the
 * operator. Stored and acknowledged now; the operator's screens come later.
 */

export { REPORT_NOTE_MAX, REPORT_REASONS, REPORT_TARGET_TYPES };
export const ReportTargetTypeSchema = z.enum(REPORT_TARGET_TYPES);
export type ReportTargetType = z.infer<typeof ReportTargetTypeSchema>;

/** Why: a fixed list, so the operator's queue can be sorted and counted. `other` needs a note. */
export const ReportReasonSchema = z.enum(REPORT_REASONS);
export type ReportReason = z.infer<typeof ReportReasonSchema>;

export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export const ReportStatusSchema = z.enum(REPORT_STATUSES);


export const CreateReportBodySchema = z
  .strictObject({
    targetType: ReportTargetTypeSchema,
    targetId: z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'is not an id'),
    reason: ReportReasonSchema,
    note: memberTextSchema(1, REPORT_NOTE_MAX).optional(),
  })
  .refine((b) => b.reason !== 'other' || b.note, { path: ['note'], message: 'Tell us what is wrong.' });
export type CreateReportBody = z.infer<typeof CreateReportBodySchema>;

/** `POST /reports` → 201 (a new report) or 200 (the reporter's open report on that target, unchanged). */
export const ReportViewSchema = z.object({
  id: z.string(),
  targetType: ReportTargetTypeSchema,
  targetId: z.string(),
  reason: ReportReasonSchema,
  note: z.string().nullable(),
  status: ReportStatusSchema,
  createdAt: z.string(),
});
export type ReportView = z.infer<typeof ReportViewSchema>;
