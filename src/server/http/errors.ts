import { ERROR_STATUS, type ErrorCode, type ErrorReason } from '../../contract/errors.js';

/** The one error class. Throw it anywhere; app.ts maps it to the SPEC's error shape. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
  /** A finer cause than the code (contract ERROR_REASONS), which the web words in the reader's language. */
  reason?: ErrorReason;
  get status(): number {
    return ERROR_STATUS[this.code];
  }
  /** `throw new AppError(…).because('wrong_password')`. */
  because(reason: ErrorReason): this {
    this.reason = reason;
    return this;
  }
}

export const notFound = (what = 'That') => new AppError('NOT_FOUND', `${what} was not found.`);
