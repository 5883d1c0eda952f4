import { useState } from 'react';
import { useI18n } from '../../i18n';
import { Button, type ButtonProps } from '../../ui/Button';
import { auth } from './api';
import { authErrorMessage } from './errors';
import s from './ResendVerification.module.css';

/** "Resend email": asks for a fresh confirmation link and says how it went, politely (aria-live). */
export function ResendVerification({ email, variant = 'secondary', size, className }: { email: string; variant?: ButtonProps['variant']; size?: ButtonProps['size']; className?: string }) {
  const { t } = useI18n();
  const [state, setState] = useState<{ pending?: boolean; sent?: boolean; error?: string }>({});
  const resend = async () => {
    setState({ pending: true });
    try {
      await auth.resendVerification(email);
      setState({ sent: true });
    } catch (err) {
      setState({ error: authErrorMessage(err, t) });
    }
  };
  return (
    <span className={[s.wrap, className].filter(Boolean).join(' ')}>
      <Button variant={variant} size={size} pending={state.pending} isDisabled={state.pending} onPress={resend}>
        {t('auth.resend')}
      </Button>
      <span aria-live="polite" className={state.error ? s.error : s.status}>
        {state.sent ? t('auth.resent') : state.error}
      </span>
    </span>
  );
}
