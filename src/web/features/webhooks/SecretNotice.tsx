import { useEffect, useRef } from 'react';
import { KeyRound } from 'lucide-react';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { ICON } from '../../ui/icon';
import { showToast } from '../../ui/Toast';
import s from './Webhooks.module.css';

/** A new secret, shown this once; focus moves here so a keyboard or screen reader user finds it. */
export function SecretNotice({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useI18n();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), [secret]);
  const copy = async () => {
    await navigator.clipboard?.writeText(secret).catch(() => {});
    showToast({ message: t('webhooks.secret.copied') });
  };
  return (
    <section ref={ref} tabIndex={-1} className={s.secret} aria-labelledby="webhook-secret-title">
      <h2 id="webhook-secret-title" className={s.sectionTitle}><KeyRound {...ICON} aria-hidden="true" /> {t('webhooks.secret.title')}</h2>
      <p className={s.muted}>{t('webhooks.secret.body')}</p>
      <code className={s.secretValue} data-testid="webhook-secret">{secret}</code>
      <div className={s.actions}>
        <Button variant="secondary" onPress={() => void copy()}>{t('webhooks.secret.copy')}</Button>
        <Button variant="ghost" onPress={onDone}>{t('webhooks.secret.done')}</Button>
      </div>
    </section>
  );
}
