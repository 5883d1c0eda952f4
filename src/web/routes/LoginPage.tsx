import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { SignInBodySchema } from '../../contract/auth';
import { useI18n } from '../i18n';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { auth } from '../features/auth/api';
import { AuthCard, FormAlert, authStyles as s, useAuthTitle } from '../features/auth/AuthCard';
import { authErrorMessage } from '../features/auth/errors';
import { PasswordField } from '../ui/PasswordField';
import { ProviderButtons } from '../features/auth/ProviderButtons';
import { TwoFactorForm } from '../features/auth/TwoFactorForm';
import { useSchemaForm } from '../ui/useSchemaForm';
import { loginPath, refreshAfterAuthChange, safeReturnTo, useSession } from '../features/session';

const schema = SignInBodySchema.pick({ email: true, password: true });

/** /login: e-mail and password (then a 2FA code when the account has it), back to `returnTo`. */
export default function LoginPage() {
  const { t } = useI18n();
  useAuthTitle('auth.login.title');
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const navigate = useNavigate();
  const client = useQueryClient();
  const { user } = useSession();
  const form = useSchemaForm(schema, { email: '', password: '' }, { message: (err) => authErrorMessage(err, t) });
  // Back from an identity provider that could not sign the person in.
  const providerError = params.get('error') ? t('auth.login.providerFailed') : undefined;
  const [twoFactor, setTwoFactor] = useState(false);
  // Set once signed in: the redirect below must not race the navigation to returnTo.
  const [done, setDone] = useState(false);

  if (user && !done) return <Navigate to={returnTo} replace />;

  const finish = async () => {
    setDone(true);
    await refreshAfterAuthChange(client);
    navigate(returnTo, { replace: true });
  };

  if (twoFactor) {
    return <TwoFactorForm onDone={finish} onRestart={(message) => { setTwoFactor(false); form.setFormError(message); }} />;
  }

  const submit = form.onSubmit(
    async (body) => {
      const res = await auth.signIn(body);
      if (res.twoFactorRedirect) setTwoFactor(true);
      else await finish();
    },
    () => {
      setDone(false);
      return false;
    },
  );

  return (
    <AuthCard
      title={t('auth.login.title')}
      intro={params.get('reset') ? undefined : t('auth.login.intro')}
      footer={<>{t('auth.login.noAccount')} <Link to={loginPath(returnTo, '/signup')}>{t('shell.signUp')}</Link></>}
    >
      {params.get('reset') && <FormAlert tone="success">{t('auth.reset.done')}</FormAlert>}
      <ProviderButtons returnTo={returnTo} from="/login" />
      <form ref={form.formRef} className={s.form} onSubmit={submit} noValidate>
        <TextField {...form.text('email')} label={t('auth.email')} type="email" autoComplete="email" inputMode="email" isRequired />
        <PasswordField {...form.text('password')} label={t('auth.password')} autoComplete="current-password" isRequired />
        <div className={s.row}>
          <Link to="/forgot-password" className={s.smallLink}>{t('auth.forgot')}</Link>
        </div>
        <FormAlert>{form.formError ?? providerError}</FormAlert>
        <div className={s.actions}>
          <Button type="submit" size="large" block pending={form.pending}>{t('shell.logIn')}</Button>
        </div>
      </form>
    </AuthCard>
  );
}
