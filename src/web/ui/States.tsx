import type { ReactNode } from 'react';
import { AlertTriangle, SearchX } from 'lucide-react';
import { ApiError } from '../api/client';
import { useI18n } from '../i18n';
import { Button } from './Button';
import { ICON } from './icon';
import s from './Surface.module.css';

/** Nothing to show: says what to change, with one or two actions. */
export function EmptyState({ title, body, icon, actions, headingLevel = 2 }: { title: ReactNode; body?: ReactNode; icon?: ReactNode; actions?: ReactNode; headingLevel?: 1 | 2 | 3 }) {
  const H = `h${headingLevel}` as const;
  return (
    <div className={s.state}>
      <span className={s.stateIcon}>{icon ?? <SearchX {...ICON} size={26} />}</span>
      <H className={s.stateTitle}>{title}</H>
      {body && <p className={s.stateBody}>{body}</p>}
      {actions && <div className={s.stateActions}>{actions}</div>}
    </div>
  );
}

/** Something failed: what happened (the API's own message when there is one) and "Try again". */
export function ErrorState({ error, title, onRetry, headingLevel = 2 }: { error?: unknown; title?: ReactNode; onRetry?: () => void; headingLevel?: 2 | 3 }) {
  const { t } = useI18n();
  const H = `h${headingLevel}` as const;
  const message = error instanceof Error && error.message ? error.message : t('common.error');
  const requestId = error instanceof ApiError ? error.requestId : undefined;
  return (
    <div className={s.state} role="alert">
      <span className={`${s.stateIcon} ${s.danger}`}><AlertTriangle {...ICON} size={26} /></span>
      <H className={s.stateTitle}>{title ?? t('ui.error.title')}</H>
      <p className={s.stateBody}>{message}</p>
      {requestId && <p className={s.requestId}>{t('ui.error.reference', { id: requestId })}</p>}
      {onRetry && (
        <div className={s.stateActions}>
          <Button variant="secondary" onPress={onRetry}>{t('common.retry')}</Button>
        </div>
      )}
    </div>
  );
}
