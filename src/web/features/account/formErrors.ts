import type { z } from 'zod';
import type { ApiError } from '../../api/client';

/** zod issues → the first message per top-level field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_');
    out[field] ??= issue.message;
  }
  return out;
}

/**
 * The API's `details` for the fields this form has. Some details are sentence fragments meant to
 * follow the field's name ("is not your current password"); for those the error's own message,
 * a whole sentence, reads better beside the field.
 */
export function serverFieldErrors(err: ApiError, fields: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, detail] of Object.entries(err.details ?? {})) {
    if (!fields.includes(field)) continue;
    out[field] = /^[A-Z]/.test(detail) ? detail : err.message;
  }
  return out;
}
