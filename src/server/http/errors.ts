import { ERROR_STATUS, type ErrorCode } from '../../contract/errors.js';

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
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what = 'That') => new AppError('NOT_FOUND', `${what} was not found.`);
