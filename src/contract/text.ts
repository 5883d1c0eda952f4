import { z } from 'zod';
import { charCount } from './values.js';

export { charCount };

/**
 * Plain text a member writes (a message, a list name): trimmed, `min`–`max` characters. It is
 * stored and returned as text and never interpreted as markup; NUL is refused because PostgreSQL
 * text cannot hold it.
 */
export function memberText(min: number, max: number) {
  return z
    .string()
    .trim()
    .refine((s) => charCount(s) >= min, min === 1 ? 'must not be empty' : `at least ${min} characters`)
    .refine((s) => charCount(s) <= max, `at most ${max} characters`)
    .refine((s) => !s.includes('\u0000'), 'must not contain NUL characters');
}

/** An id in a path or body: what the server hands out (letters, digits, _ and -). */
export const EntityIdSchema = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'is not an id');
