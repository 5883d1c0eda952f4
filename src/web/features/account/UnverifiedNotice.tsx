import { useState } from 'react';
import { useI18n } from '../../i18n';
import { Button } from '../../ui';
import { authPost } from './api';
import s from './Account.module.css';

/** The address is not confirmed yet: say what that blocks, and offer the link again. */
export function UnverifiedNotice({ email }: { email: string }) {
  const { t } = useI18n();
  const [state, setState] = useState<{ kind: 'idle' | 'pending' | 'sent' } | { kind: 'error'; message: string }>({ kind: 'idle' });
  const resend = async () => {
    setState({ kind: 'pending' });
    try {
      await authPost('/send-verification-email', { email, callbackURL: '/account' });
      setState({ kind: 'sent' });
    } catch (err) {
      setState({ kind: 'error', message: (err as Error).message });
    }
  };
  return (
    <div className={s.callout}>
      <p>{t('account.unverified.body')}</p>
      <div className={s.actions}>
        <Button variant="secondary" size="small" onPress={resend} pending={state.kind === 'pending'} isDisabled={state.kind === 'sent'}>
          {t('account.unverified.resend')}
        </Button>
        <span role="status" className={state.kind === 'error' ? s.formError : s.note}>
          {state.kind === 'sent' ? t('account.unverified.sent', { email }) : state.kind === 'error' ? state.message : ''}
        </span>
      </div>
    </div>
  );
}
