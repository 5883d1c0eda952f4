import { ApiError } from '../../api/client';

/**
 * A quote error in words for the booking box. The server's message is kept for codes the page
 * has no wording of its own for, so the guest always learns what is wrong.
 */
export function quoteErrorMessage(
  err: unknown,
  listing: { minNights: number; maxNights: number; maxGuests: number },
  t: (key: string, vars?: Record<string, string | number>) => string,
): string {
  if (!(err instanceof ApiError)) return t('common.error');
  switch (err.code) {
    case 'DATES_UNAVAILABLE':
      return t('listing.booking.error.DATES_UNAVAILABLE');
    case 'STAY_TOO_SHORT':
      return t('listing.booking.error.STAY_TOO_SHORT', { count: listing.minNights });
    case 'STAY_TOO_LONG':
      return t('listing.booking.error.STAY_TOO_LONG', { count: listing.maxNights });
    case 'TOO_MANY_GUESTS':
      return t('listing.booking.error.TOO_MANY_GUESTS', { count: listing.maxGuests });
    case 'VALIDATION_FAILED': {
      const fields = Object.values(err.details ?? {});
      return fields.length ? `${err.message} ${fields.join(' ')}` : err.message;
    }
    default:
      return err.message;
  }
}
