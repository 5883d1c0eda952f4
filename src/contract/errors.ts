import { z } from 'zod';

/** Every error code the API answers with, and its HTTP status (SPEC section 8). */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  /** An e-mailed link that is malformed, expired or already used. */
  LINK_INVALID: 400,
  LINK_EXPIRED: 400,
  UNAUTHENTICATED: 401,
  EMAIL_NOT_VERIFIED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  DATES_UNAVAILABLE: 409,
  INVALID_TRANSITION: 409,
  EMAIL_TAKEN: 409,
  /** A review of a stay that has not completed (or never will). */
  REVIEW_NOT_OPEN: 409,
  /** A review after the review window closed. */
  REVIEW_WINDOW_CLOSED: 409,
  /** A second review by the same side of one stay. */
  ALREADY_REVIEWED: 409,
  /** A second answer by the host to one review. */
  ALREADY_RESPONDED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  LISTING_INCOMPLETE: 422,
  STAY_TOO_SHORT: 422,
  STAY_TOO_LONG: 422,
  TOO_MANY_GUESTS: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ErrorCodeSchema = z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]);

/**
 * What exactly went wrong, where the code alone would mislead a reader who does not get the
 * server's English message (the web words every error from its catalogue outside English:
 * `error.reason.<reason>`, else `error.<CODE>`). Stable names; new ones may be added.
 */
export const ERROR_REASONS = [
  'wrong_credentials', 'wrong_password', 'wrong_code', 'wrong_backup_code', 'sign_in_expired', 'too_many_codes',
  'account_suspended', 'signups_closed', 'common_password',
  'feed_address', 'feed_private_address', 'feed_duplicate', 'feed_limit', 'feed_unreadable',
] as const;
export type ErrorReason = (typeof ERROR_REASONS)[number];

export const ErrorBodySchema = z.object({
  error: z.object({
    code: ErrorCodeSchema,
    message: z.string(),
    /** For VALIDATION_FAILED: field name → what is wrong with it. */
    details: z.record(z.string(), z.string()).optional(),
    /** A finer cause than the code, for some errors (ERROR_REASONS). */
    reason: z.enum(ERROR_REASONS).optional(),
    requestId: z.string(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
