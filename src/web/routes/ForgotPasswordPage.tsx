import { useState } from 'react';
import { MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { ForgotPasswordBodySchema } from '../../contract/auth';
import { useI18n } from '../i18n';
import { Button } from '../ui/Button';
import { ICON } from '../ui/icon';
import { TextField } from '../ui/TextField';
import { auth } from '../features/auth/api';
import { AuthCard, FormAlert, authStyles as s, useAuthTitle } from '../features/auth/AuthCard';
import { authErrorMessage } from '../features/auth/errors';
import { useSchemaForm } from '../ui/useSchemaForm';

const schema = ForgotPasswordBodySchema.pick({ email: true });

/** /forgot-password: always the same answer, so the page never tells who has an account. */
export default function ForgotPasswordPage() {
  const { t } = useI18n();
  useAuthTitle('auth.forgot.title');
  const form = useSchemaForm(schema, { email: '' }, { message: (err) => authErrorMessage(err, t) });
  const [sent, setSent] = useState(false);

  if (sent) {
    return (
      <AuthCard focusTitle icon={<MailCheck {...ICON} size={24} />} title={t('auth.forgot.sentTitle')} intro={t('auth.forgot.sent')}
        footer={<Link to="/login">{t('auth.backToLogin')}</Link>}>
        <p className={s.intro}>{t('auth.forgot.sentHint')}</p>
      </AuthCard>
    );
  }

  const submit = form.onSubmit(
    async (body) => {
      await auth.requestPasswordReset(body.email);
      setSent(true);
    },
  );

  return (
    <AuthCard title={t('auth.forgot.title')} intro={t('auth.forgot.intro')} footer={<Link to="/login">{t('auth.backToLogin')}</Link>}>
      <form ref={form.formRef} className={s.form} onSubmit={submit} noValidate>
        <TextField {...form.text('email')} label={t('auth.email')} type="email" autoComplete="email" inputMode="email" isRequired />
        <FormAlert>{form.formError}</FormAlert>
        <div className={s.actions}>
          <Button type="submit" size="large" block pending={form.pending}>{t('auth.forgot.submit')}</Button>
        </div>
      </form>
    </AuthCard>
  );
}
