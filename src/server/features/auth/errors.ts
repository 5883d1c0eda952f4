import type { ErrorCode, ErrorReason } from '../../../contract/errors.js';
import { AppError } from '../../http/errors.js';

type Mapped = { code: ErrorCode; message?: string; details?: Record<string, string>; reason?: ErrorReason };

/** better-auth's error codes → Roost's (SPEC section 8). Unlisted ones map by HTTP status. */
const BY_AUTH_CODE: Record<string, Mapped> = {
  INVALID_EMAIL_OR_PASSWORD: { code: 'UNAUTHENTICATED', message: 'That email and password do not match an account.', reason: 'wrong_credentials' },
  INVALID_PASSWORD: { code: 'VALIDATION_FAILED', message: 'That is not your current password.', details: { currentPassword: 'is not your current password' }, reason: 'wrong_password' },
  EMAIL_NOT_VERIFIED: { code: 'EMAIL_NOT_VERIFIED', message: 'Please verify your email address first.' },
  INVALID_TOKEN: { code: 'LINK_INVALID', message: 'This link is not valid any more. Ask for a new one.' },
  TOKEN_EXPIRED: { code: 'LINK_EXPIRED', message: 'This link has expired. Ask for a new one.' },
  ACCOUNT_SUSPENDED: { code: 'FORBIDDEN', reason: 'account_suspended' },
  INVALID_CODE: { code: 'VALIDATION_FAILED', message: 'That code is not right. Try the newest code from your app.', details: { code: 'is not right' }, reason: 'wrong_code' },
  INVALID_TWO_FACTOR_CODE: { code: 'VALIDATION_FAILED', message: 'That code is not right. Try the newest code from your app.', details: { code: 'is not right' }, reason: 'wrong_code' },
  INVALID_BACKUP_CODE: { code: 'VALIDATION_FAILED', message: 'That backup code is not right, or it was used already.', details: { code: 'is not right' }, reason: 'wrong_backup_code' },
  INVALID_TWO_FACTOR_COOKIE: { code: 'UNAUTHENTICATED', message: 'Your sign-in took too long. Please log in again.', reason: 'sign_in_expired' },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: { code: 'RATE_LIMITED', message: 'Too many wrong codes. Please log in again.', reason: 'too_many_codes' },
};

function byStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 500) return 'INTERNAL';
  return 'VALIDATION_FAILED';
}

/** Re-throws a better-auth error response as an AppError, so it leaves in the one error shape. */
export async function translateAuthError(response: Response, path: string): Promise<never> {
  let body: { code?: string; message?: string } = {};
  try {
    body = await response.clone().json();
  } catch {
    /* not JSON: keep the status */
  }
  const mapped = (body.code && BY_AUTH_CODE[body.code]) || undefined;
  const code = mapped?.code ?? byStatus(response.status);
  if (code === 'INTERNAL') throw new Error(`better-auth ${path} answered ${response.status}: ${body.message ?? ''}`);
  const retryAfter = response.headers.get('retry-after');
  const error = new AppError(
    code,
    mapped?.message ?? body.message ?? 'That did not work.',
    mapped?.details ?? (code === 'VALIDATION_FAILED' && body.code ? { _: body.code.toLowerCase() } : undefined),
    retryAfter ? { 'Retry-After': retryAfter } : undefined,
  );
  throw mapped?.reason ? error.because(mapped.reason) : error;
}
