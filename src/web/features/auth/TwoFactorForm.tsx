import { useState, type FormEvent } from 'react';
import { ShieldCheck } from 'lucide-react';
import { ApiError } from '../../api/client';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { ICON } from '../../ui/icon';
import { TextField } from '../../ui/TextField';
import { auth } from './api';
import { AuthCard, FormAlert } from './AuthCard';
import { authErrorMessage } from './errors';
import s from './AuthCard.module.css';

/**
 * The second step for accounts with two-factor authentication: a code from the app, or one of
 * the backup codes. `onDone` runs once the server has signed the person in; `onRestart` when the
 * short-lived 2FA cookie has expired and they must give their password again.
 */
export function TwoFactorForm({ onDone, onRestart }: { onDone: () => Promise<void>; onRestart: (message: string) => void }) {
  const { t } = useI18n();
  const [backup, setBackup] = useState(false);
  const [code, setCode] = useState('');
  const [trust, setTrust] = useState(false);
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    setError(undefined);
    const value = backup ? code.trim() : code.replace(/\s/g, '');
    if (!value) {
      setFieldError(t(backup ? 'auth.twoFactor.backupMissing' : 'auth.twoFactor.codeMissing'));
      return;
    }
    setPending(true);
    try {
      await (backup ? auth.verifyBackupCode(value) : auth.verifyTotp(value, trust));
      await onDone();
    } catch (err) {
      setPending(false);
      if (err instanceof ApiError && (err.status === 401 || err.code === 'RATE_LIMITED')) onRestart(authErrorMessage(err, t));
      else if (err instanceof ApiError && err.details?.code) setFieldError(err.message);
      else setError(authErrorMessage(err, t));
    }
  };

  const switchMode = () => {
    setBackup((b) => !b);
    setCode('');
    setFieldError(undefined);
    setError(undefined);
  };

  return (
    <AuthCard icon={<ShieldCheck {...ICON} size={24} />} title={t('auth.twoFactor.title')} intro={t(backup ? 'auth.twoFactor.backupIntro' : 'auth.twoFactor.intro')}>
      <form className={s.form} onSubmit={submit} noValidate>
        {backup ? (
          <TextField key="backup" label={t('auth.twoFactor.backupLabel')} value={code} onChange={(v) => { setCode(v); setFieldError(undefined); }}
            error={fieldError} validationBehavior="aria" autoComplete="off" autoFocus spellCheck="false" />
        ) : (
          <TextField key="totp" label={t('auth.twoFactor.codeLabel')} value={code} onChange={(v) => { setCode(v); setFieldError(undefined); }}
            error={fieldError} validationBehavior="aria" autoComplete="one-time-code" inputMode="numeric" pattern="[0-9]*" maxLength={8} autoFocus />
        )}
        {!backup && <Checkbox isSelected={trust} onChange={setTrust}>{t('auth.twoFactor.trust')}</Checkbox>}
        <FormAlert>{error}</FormAlert>
        <div className={s.actions}>
          <Button type="submit" size="large" block pending={pending}>{t('auth.twoFactor.verify')}</Button>
        </div>
        <button type="button" className={s.textButton} onClick={switchMode}>
          {t(backup ? 'auth.twoFactor.useApp' : 'auth.twoFactor.useBackup')}
        </button>
      </form>
    </AuthCard>
  );
}
