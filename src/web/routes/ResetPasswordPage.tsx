import { useState } from 'react';
import { CircleCheck, CircleX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ResetPasswordBodySchema } from '../../contract/auth';
import { ApiError } from '../api/client';
import { useI18n } from '../i18n';
import { Button, ButtonLink } from '../ui/Button';
import { ICON } from '../ui/icon';
import { auth } from '../features/auth/api';
import { AuthCard, FormAlert, authStyles as s, useAuthTitle } from '../features/auth/AuthCard';
import { authErrorMessage } from '../features/auth/errors';
import { PasswordField } from '../ui/PasswordField';
import { useSchemaForm } from '../ui/useSchemaForm';
import { refreshAfterAuthChange } from '../features/session';

const schema = ResetPasswordBodySchema.pick({ newPassword: true });

/** /reset-password?token=…: choose a new password; every session ends, so then: log in. */
export default function ResetPasswordPage() {
  const { t } = useI18n();
  useAuthTitle('auth.reset.title');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const client = useQueryClient();
  const form = useSchemaForm(schema, { newPassword: '' }, { message: (err) => authErrorMessage(err, t) });
  const [state, setState] = useState<'form' | 'done' | 'bad-link'>(token ? 'form' : 'bad-link');

  if (state === 'done') {
    return (
      <AuthCard focusTitle icon={<CircleCheck {...ICON} size={24} />} title={t('auth.reset.doneTitle')} intro={t('auth.reset.doneBody')}>
        <ButtonLink to="/login?reset=1" size="large" block>{t('shell.logIn')}</ButtonLink>
      </AuthCard>
    );
  }
  if (state === 'bad-link') {
    return (
      <AuthCard focusTitle={!!token} icon={<CircleX {...ICON} size={24} />} iconTone="bad" title={t('auth.reset.invalid')} intro={t('auth.reset.invalidBody')}
        footer={<Link to="/login">{t('auth.backToLogin')}</Link>}>
        <ButtonLink to="/forgot-password" size="large" block>{t('auth.reset.askAgain')}</ButtonLink>
      </AuthCard>
    );
  }

  const submit = form.onSubmit(
    async (body) => {
      await auth.resetPassword(token, body.newPassword);
      // The server signed out every session, this browser's too.
      await refreshAfterAuthChange(client).catch(() => undefined);
      setState('done');
    },
    (err) => {
      const badLink = err instanceof ApiError && (err.code === 'LINK_INVALID' || err.code === 'LINK_EXPIRED' || !!err.details?.token);
      if (badLink) setState('bad-link');
      return badLink;
    },
  );

  return (
    <AuthCard title={t('auth.reset.title')} intro={t('auth.reset.intro')}>
      <form ref={form.formRef} className={s.form} onSubmit={submit} noValidate>
        <PasswordField {...form.text('newPassword')} label={t('auth.newPassword')} description={t('auth.passwordHint')} autoComplete="new-password" isRequired autoFocus />
        <FormAlert>{form.formError}</FormAlert>
        <div className={s.actions}>
          <Button type="submit" size="large" block pending={form.pending}>{t('auth.reset.submit')}</Button>
        </div>
      </form>
    </AuthCard>
  );
}
