import { z } from 'zod';
import { ApiError } from '../../api/client';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { PasswordField } from '../../ui/PasswordField';
import { useSchemaForm } from '../../ui/useSchemaForm';
import s from './Account.module.css';

const PasswordOnlySchema = z.strictObject({ password: z.string().min(1, 'Enter your password.').max(128, 'Use at most 128 characters.') });

/** "Enter your password to continue" before a sensitive change; `run` gets the password. */
export function PasswordConfirm({ label, onConfirm, onCancel }: { label: string; onConfirm: (password: string) => Promise<void>; onCancel: () => void }) {
  const { t } = useI18n();
  const form = useSchemaForm(PasswordOnlySchema, { password: '' });
  const go = () => form.submit(async () => {
    try {
      await onConfirm(form.values.password);
    } catch (err) {
      // better-auth names the field `currentPassword`; here it is the one password field.
      if (err instanceof ApiError && err.details) throw new ApiError(err.status, err.code, err.message, { password: err.message }, err.requestId);
      throw err;
    }
  });
  return (
    <form ref={form.formRef} className={s.form} noValidate onSubmit={(e) => { e.preventDefault(); void go(); }}>
      <PasswordField label={t('account.tfa.password')} description={t('account.tfa.passwordHint')} autoComplete="current-password" autoFocus {...form.text('password')} />
      {form.formError && <p className={s.formError} role="alert">{form.formError}</p>}
      <div className={s.actions}>
        <Button type="submit" pending={form.pending}>{label}</Button>
        <Button variant="ghost" onPress={onCancel}>{t('account.tfa.cancel')}</Button>
      </div>
    </form>
  );
}
