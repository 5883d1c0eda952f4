import { MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { ICON } from '../../ui/icon';
import { AuthCard } from './AuthCard';
import { ResendVerification } from './ResendVerification';
import s from './AuthCard.module.css';

/** After sign-up: where the link went, a way to get another, and the way to log in. */
export function CheckEmail({ email, loginHref }: { email: string; loginHref: string }) {
  const { t } = useI18n();
  const [before, after] = t('auth.checkEmail.body', { email: '\u0000' }).split('\u0000');
  return (
    <AuthCard
      focusTitle
      icon={<MailCheck {...ICON} size={24} />}
      title={t('auth.checkEmail.title')}
      intro={<>{before}<strong>{email}</strong>{after}</>}
      footer={<>{t('auth.checkEmail.verified')} <Link to={loginHref}>{t('shell.logIn')}</Link></>}
    >
      <p className={s.intro}>{t('auth.checkEmail.spam')}</p>
      <ResendVerification email={email} />
    </AuthCard>
  );
}
