import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../i18n';
import { AccountMenu } from './AccountMenu';
import { Logo } from './Logo';
import s from './Header.module.css';

// Inner pages only: `/` has the big bar and must not pay for the pill's URL parsing.
const CompactSearch = lazy(() => import('../features/search-bar/CompactSearch').then((m) => ({ default: m.CompactSearch })));

/** Logo, the compact search pill on inner pages, and the account links (a menu on phones). */
export function Header({ fullWidth, showSearch }: { fullWidth?: boolean; showSearch?: boolean }) {
  const { t } = useI18n();
  return (
    <header className={s.header}>
      <div className={[s.inner, fullWidth && s.full].filter(Boolean).join(' ')}>
        <div className={s.start}><Logo /></div>
        <div className={s.middle}>{showSearch && <Suspense fallback={null}><CompactSearch /></Suspense>}</div>
        <nav className={s.end} aria-label={t('shell.mainNav')}>
          <Link to="/host/listings/new" className={`${s.navLink} ${s.hostLink}`}>{t('shell.becomeHost')}</Link>
          <Link to="/login" className={`${s.navLink} ${s.wide}`}>{t('shell.logIn')}</Link>
          <Link to="/signup" className={`${s.signUp} ${s.wide}`}>{t('shell.signUp')}</Link>
          <AccountMenu />
        </nav>
      </div>
    </header>
  );
}
