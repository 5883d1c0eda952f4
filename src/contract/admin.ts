import { z } from 'zod';
import { PhotoViewSchema } from './photos.js';
import { FormerSchema } from './common.js';

/** The operator's console (issue 14): the review queue and the audit log. */

export const ADMIN_PAGE_MAX = 100;
const Limit = z.coerce.number().int().min(1).max(ADMIN_PAGE_MAX).default(20);
/** Opaque cursor from the previous page's `nextCursor`. */
const Cursor = z.string().max(200).optional();

export const ReviewQueueQuerySchema = z.strictObject({ cursor: Cursor, limit: Limit });
export type ReviewQueueQuery = z.infer<typeof ReviewQueueQuerySchema>;

export const ReviewQueueItemSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  host: z.object({ id: z.string(), name: z.string(), former: FormerSchema }),
  city: z.string(),
  country: z.string(),
  submittedAt: z.string(),
  cover: PhotoViewSchema.nullable(),
  /** What SPEC §5 still misses (empty when complete), keyed by field. */
  missing: z.record(z.string(), z.string()),
});
export type ReviewQueueItem = z.infer<typeof ReviewQueueItemSchema>;
export const ReviewQueueResponseSchema = z.object({ items: z.array(ReviewQueueItemSchema), nextCursor: z.string().nullable() });
export type ReviewQueueResponse = z.infer<typeof ReviewQueueResponseSchema>;

const Instant = z.iso.datetime({ offset: true });
export const AuditQuerySchema = z.strictObject({
  actor: z.string().min(1).max(64).optional(),
  targetType: z.string().min(1).max(32).optional(),
  targetId: z.string().min(1).max(64).optional(),
  /** Inclusive lower bound. */
  from: Instant.optional(),
  /** Exclusive upper bound. */
  to: Instant.optional(),
  cursor: Cursor,
  limit: Limit,
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditEventSchema = z.object({
  id: z.string(),
  actor: z.object({ id: z.string(), name: z.string().nullable(), former: FormerSchema }).nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  details: z.record(z.string(), z.unknown()),
  at: z.string(),
});
export type AuditEvent = z.infer<typeof AuditEventSchema>;
export const AuditResponseSchema = z.object({ items: z.array(AuditEventSchema), nextCursor: z.string().nullable() });
export type AuditResponse = z.infer<typeof AuditResponseSchema>;
