import { REPORT_NOTE_MAX } from '../../../contract/values';
import type { CreateReportBody, ReportReason, ReportTargetType } from '../../../contract/reports';

export type ReportDraft = { reason: ReportReason | null; note: string };
export type ReportProblem = 'reason' | 'note' | 'noteLong';

/** What stops a report from being sent, by field, as the server checks it: a reason, and a note for "other". */
export function reportProblems(d: ReportDraft): Partial<Record<'reason' | 'note', ReportProblem>> {
  const out: Partial<Record<'reason' | 'note', ReportProblem>> = {};
  const note = d.note.trim();
  if (!d.reason) out.reason = 'reason';
  if (d.reason === 'other' && !note) out.note = 'note';
  if (note.length > REPORT_NOTE_MAX) out.note = 'noteLong';
  return out;
}

/** The request body: a blank note is left out (the server takes 1–1000 characters or none). */
export function reportBody(type: ReportTargetType, id: string, d: ReportDraft): CreateReportBody {
  const note = d.note.trim();
  return { targetType: type, targetId: id, reason: d.reason!, ...(note ? { note } : {}) };
}
