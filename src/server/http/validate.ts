import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from './errors.js';

/** zod issues → 400 VALIDATION_FAILED whose details name each field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  const details: Record<string, string> = {};
  for (const issue of r.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) details[k] ??= 'is not a known field';
      continue;
    }
    const field = issue.path.length ? issue.path.join('.') : '_';
    details[field] ??= issue.message;
  }
  const fields = Object.keys(details).join(', ');
  throw new AppError('VALIDATION_FAILED', `Please check: ${fields}.`, details);
}

/** The query string as a flat object (a repeated key keeps its last value). */
export function queryOf(c: Context): Record<string, string> {
  return c.req.query();
}

/** The JSON request body; with `optional`, an empty body counts as `{}` (actions with nothing to say). */
export async function jsonBody(c: Context, opts: { optional?: boolean } = {}): Promise<unknown> {
  const text = await c.req.text();
  if (opts.optional && !text.trim()) return {};
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('application/json')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json.');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('VALIDATION_FAILED', 'The request body is not valid JSON.', { _: 'is not valid JSON' });
  }
}
