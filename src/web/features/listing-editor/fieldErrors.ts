import type { z } from 'zod';
import { ApiError } from '../../api/client';
import { issueMessage } from '../../i18n';
import { sentence } from './uploadQueue';

/**
 * Field errors keyed by dotted path (`title`, `address.city`, `houseRules.text`), the way the
 * server names them in VALIDATION_FAILED details, so the form's own check and the server's answer
 * land beside the same field. The contract words them as fragments ("at least 10 characters"):
 * beside a labelled field they read as sentences.
 */
export type FieldErrors = Record<string, string>;

export function schemaErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') continue;
    const path = issue.path.length ? issue.path.map(String).join('.') : '_';
    out[path] ??= sentence(issueMessage(issue as Parameters<typeof issueMessage>[0]));
  }
  return out;
}

/** The server's details for the given fields (a detail naming a part of a field counts for it). */
export function serverErrors(err: unknown, fields: readonly string[]): FieldErrors {
  if (!(err instanceof ApiError) || !err.details) return {};
  const out: FieldErrors = {};
  for (const [path, detail] of Object.entries(err.details)) {
    const field = fields.find((f) => path === f || path.startsWith(`${f}.`));
    if (field) out[path === field ? field : path] ??= sentence(detail);
  }
  return out;
}
