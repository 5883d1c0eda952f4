import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { SignUpBodySchema } from '../../contract/auth';
import { useI18n } from '../i18n';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { auth } from '../features/auth/api';
import { AuthCard, FormAlert, authStyles as s, useAuthTitle } from '../features/auth/AuthCard';
import { CheckEmail } from '../features/auth/CheckEmail';
import { authErrorMessage } from '../features/auth/errors';
import { PasswordField } from '../ui/PasswordField';
import { ProviderButtons } from '../features/auth/ProviderButtons';
import { AgreeToTerms } from '../features/auth/AgreeToTerms';
import { useSchemaForm } from '../ui/useSchemaForm';
import { loginPath, rememberReturnTo, safeReturnTo, useSession } from '../features/session';
import { useSiteConfig } from '../api/site-config';

const schema = SignUpBodySchema.pick({ name: true, email: true, password: true });

/** /signup: name, e-mail, password; then "check your email" (sign-up never signs in by itself). */
export default function SignupPage() {
  const { t } = useI18n();
  useAuthTitle('auth.signup.title');
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const { user } = useSession();
  const form = useSchemaForm(schema, { name: '', email: '', password: '' }, { message: (err) => authErrorMessage(err, t) });
  const [sentTo, setSentTo] = useState<string>();
  const closed = useSiteConfig().data?.signupsOpen === false;

  if (sentTo) return <CheckEmail email={sentTo} loginHref={loginPath(returnTo)} />;
  if (user) return <Navigate to={returnTo} replace />;
  // The operator closed sign-ups (console settings): say so rather than offer a form the server refuses.
  if (closed) {
    return (
      <AuthCard title={t('auth.signup.title')} intro={t('auth.signup.closed')}
        footer={<>{t('auth.signup.haveAccount')} <Link to={loginPath(returnTo)}>{t('shell.logIn')}</Link></>} />
    );
  }

  const submit = form.onSubmit(
    async (body) => {
      await auth.signUp(body);
      rememberReturnTo(returnTo);
      setSentTo(body.email);
    },
  );

  return (
    <AuthCard
      title={t('auth.signup.title')}
      intro={t('auth.signup.intro')}
      footer={<>{t('auth.signup.haveAccount')} <Link to={loginPath(returnTo)}>{t('shell.logIn')}</Link></>}
    >
      <ProviderButtons returnTo={returnTo} from="/signup" />
      <form ref={form.formRef} className={s.form} onSubmit={submit} noValidate>
        <TextField {...form.text('name')} label={t('auth.name')} autoComplete="name" isRequired />
        <TextField {...form.text('email')} label={t('auth.email')} type="email" autoComplete="email" inputMode="email" isRequired />
        <PasswordField {...form.text('password')} label={t('auth.password')} description={t('auth.passwordHint')} autoComplete="new-password" isRequired />
        <FormAlert>{form.formError}</FormAlert>
        <div className={s.actions}>
          <Button type="submit" size="large" block pending={form.pending}>{t('shell.signUp')}</Button>
        </div>
      </form>
      <AgreeToTerms />
    </AuthCard>
  );
}
