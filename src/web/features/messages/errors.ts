import { ApiError } from '../../api/client';
import type { I18n } from '../../i18n';

/** What the composer says when a message could not be sent, and whether trying again may help. */
export function sendError(err: unknown, t: I18n['t']): { text: string; retry: boolean } {
  if (!(err instanceof ApiError)) return { text: t('common.error'), retry: true };
  if (err.code === 'RATE_LIMITED') {
    const seconds = err.retryAfterSeconds;
    return { text: seconds ? t('messages.composer.rateLimited', { seconds }) : t('messages.composer.rateLimitedSoon'), retry: true };
  }
  if (err.code === 'EMAIL_NOT_VERIFIED') return { text: t('messages.composer.unverified'), retry: false };
  if (err.code === 'VALIDATION_FAILED' && err.details?.body) {
    return { text: t('messages.composer.invalid', { reason: err.details.body }), retry: false };
  }
  // Offline or a server error may pass; a refusal (403, 404, 400) will not.
  const retry = err.code === 'NETWORK' || err.status >= 500;
  return { text: err.message || t('common.error'), retry };
}
