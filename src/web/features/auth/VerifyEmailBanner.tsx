import { MailWarning } from 'lucide-react';
import { useI18n } from '../../i18n';
import { ICON } from '../../ui/icon';
import type { SessionUser } from '../session';
import { ResendVerification } from './ResendVerification';
import s from './VerifyEmailBanner.module.css';

/** Site-wide, for members who have not confirmed their address yet (they may browse, not book). */
export function VerifyEmailBanner({ user }: { user: SessionUser }) {
  const { t } = useI18n();
  if (user.emailVerified) return null;
  return (
    <aside className={s.banner} aria-label={t('auth.verify.title')}>
      <div className={s.inner}>
        <MailWarning {...ICON} className={s.icon} />
        <p className={s.text}>{t('auth.banner.unverified', { email: user.email })}</p>
        <ResendVerification email={user.email} size="small" />
      </div>
    </aside>
  );
}
