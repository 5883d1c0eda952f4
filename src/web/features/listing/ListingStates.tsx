import { AlertTriangle, Home } from 'lucide-react';
import { ApiError } from '../../api/client';
import { Button, ButtonLink } from '../../ui/Button';
import { useI18n } from '../../i18n';
import s from './ListingStates.module.css';

/** An unknown or unpublished listing: say so and offer a way on. */
export function ListingNotFound() {
  const { t } = useI18n();
  return (
    <div className={s.state}>
      <span className={s.icon}><Home size={26} strokeWidth={1.75} aria-hidden="true" /></span>
      <h1 className={s.title}>{t('listing.notFound.title')}</h1>
      <p className={s.body}>{t('listing.notFound.body')}</p>
      <ButtonLink to="/s">{t('listing.notFound.search')}</ButtonLink>
    </div>
  );
}

/** Loading failed: what happened, in the API's words, and a retry. */
export function ListingError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useI18n();
  const message = error instanceof Error && error.message ? error.message : t('common.error');
  const requestId = error instanceof ApiError ? error.requestId : undefined;
  return (
    <div className={s.state} role="alert">
      <span className={`${s.icon} ${s.danger}`}><AlertTriangle size={26} strokeWidth={1.75} aria-hidden="true" /></span>
      <h1 className={s.title}>{t('listing.error.title')}</h1>
      <p className={s.body}>{message}</p>
      {requestId && <p className={s.ref}>{t('ui.error.reference', { id: requestId })}</p>}
      <Button variant="secondary" onPress={onRetry}>{t('common.retry')}</Button>
    </div>
  );
}
