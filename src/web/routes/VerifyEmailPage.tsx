import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { ResendVerificationBodySchema } from '../../contract/auth';
import { ApiError } from '../api/client';
import { useI18n } from '../i18n';
import { Button, ButtonLink } from '../ui/Button';
import { ICON } from '../ui/icon';
import { TextField } from '../ui/TextField';
import { auth } from '../features/auth/api';
import { AuthCard, FormAlert, authStyles as s, useAuthTitle } from '../features/auth/AuthCard';
import { authErrorMessage } from '../features/auth/errors';
import { useSchemaForm } from '../ui/useSchemaForm';
import { forgetReturnTo, refreshAfterAuthChange, rememberedReturnTo } from '../features/session';

/**
 * /verify-email?token=…: the e-mailed link lands here and this page calls the API. The link works
 * once, and StrictMode runs effects twice, so the call is a query keyed by the token that never
 * refetches: both runs share the one request and its answer.
 */
export default function VerifyEmailPage() {
  const { t } = useI18n();
  useAuthTitle('auth.verify.title');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const client = useQueryClient();
  const result = useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => auth.verifyEmail(token),
    enabled: !!token,
    meta: { once: true },
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });
  // Sign-up kept where the person was going before they left for their inbox.
  const [returnTo] = useState(() => rememberedReturnTo() ?? '/');

  useEffect(() => {
    if (!result.isSuccess) return;
    forgetReturnTo();
    // Verifying signs the person in: the header must learn it.
    void refreshAfterAuthChange(client);
  }, [result.isSuccess, client]);

  if (!token) return <LinkProblem kind="invalid" />;
  if (result.isPending) {
    return <AuthCard title={t('auth.verify.checking')}><p className={s.intro} aria-busy="true">{t('common.loading')}</p></AuthCard>;
  }
  if (result.isError) {
    const err = result.error;
    if (err instanceof ApiError && err.code === 'LINK_EXPIRED') return <LinkProblem kind="expired" />;
    if (err instanceof ApiError && err.code === 'LINK_INVALID') return <LinkProblem kind="invalid" />;
    return (
      <AuthCard icon={<CircleX {...ICON} size={24} />} iconTone="bad" title={t('auth.verify.failed')} intro={authErrorMessage(err, t)}>
        <Button variant="secondary" onPress={() => result.refetch()}>{t('common.retry')}</Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard focusTitle icon={<CircleCheck {...ICON} size={24} />} title={t('auth.verify.done')} intro={t('auth.verify.doneBody')}>
      <ButtonLink to={returnTo} size="large" block>{t('auth.verify.continue')}</ButtonLink>
    </AuthCard>
  );
}

/** An expired link offers a new one (by e-mail address); a used or broken one points to log in. */
function LinkProblem({ kind }: { kind: 'expired' | 'invalid' }) {
  const { t } = useI18n();
  if (kind === 'invalid') {
    return (
      <AuthCard icon={<CircleX {...ICON} size={24} />} iconTone="bad" title={t('auth.verify.invalid')} intro={t('auth.verify.invalidBody')}
        footer={<>{t('auth.verify.notConfirmed')} <Link to="/signup">{t('shell.signUp')}</Link></>}>
        <ButtonLink to="/login" size="large" block>{t('shell.logIn')}</ButtonLink>
      </AuthCard>
    );
  }
  return <ExpiredLink />;
}

const resendSchema = ResendVerificationBodySchema.pick({ email: true });

function ExpiredLink() {
  const { t } = useI18n();
  const form = useSchemaForm(resendSchema, { email: '' }, { message: (err) => authErrorMessage(err, t) });
  const [sent, setSent] = useState(false);
  const submit = form.onSubmit(async (body) => {
    setSent(false);
    await auth.resendVerification(body.email);
    setSent(true);
  });
  return (
    <AuthCard icon={<Clock {...ICON} size={24} />} iconTone="bad" title={t('auth.verify.expired')} intro={t('auth.verify.expiredBody')}>
      <form ref={form.formRef} className={s.form} onSubmit={submit} noValidate>
        <TextField {...form.text('email')} label={t('auth.email')} type="email" autoComplete="email" inputMode="email" isRequired />
        <FormAlert>{form.formError}</FormAlert>
        <FormAlert tone="success">{sent ? t('auth.verify.sent') : undefined}</FormAlert>
        <div className={s.actions}>
          <Button type="submit" size="large" block pending={form.pending}>{t('auth.resend')}</Button>
        </div>
      </form>
    </AuthCard>
  );
}
