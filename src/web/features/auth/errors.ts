import { ApiError } from '../../api/client';
import type { I18n } from '../../i18n';

/** What to say under a form when a sign-in request fails. */
export function authErrorMessage(err: unknown, t: I18n['t']): string {
  if (err instanceof ApiError) {
    if (err.code === 'RATE_LIMITED') {
      const minutes = Math.max(1, Math.ceil((err.retryAfterSeconds ?? 60) / 60));
      return t('auth.error.rateLimited', { count: minutes });
    }
    if (err.message) return err.message;
  }
  return t('common.error');
}
