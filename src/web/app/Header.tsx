import { Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { useI18n } from '../i18n';
import { VerifyEmailBanner } from '../features/auth/VerifyEmailBanner';
import { loginPath, useSession } from '../features/session';
import { lazyPart } from '../ui/lazyPart';
import { AccountMenu } from './AccountMenu';
import { Logo } from './Logo';
import s from './Header.module.css';

// Inner pages only: `/` has the big bar and must not pay for the pill's URL parsing.
const CompactSearch = lazyPart('features/search-bar/CompactSearch.tsx', () => import('../features/search-bar/CompactSearch').then((m) => ({ default: m.CompactSearch })));
// Members only: a visitor's first page must not pay for the menu and the bell (react-aria's
// menu, popover and dialog machinery is most of their weight; Lighthouse counts it).
const MemberMenu = lazyPart('features/auth/MemberMenu.tsx', () => import('../features/auth/MemberMenu').then((m) => ({ default: m.MemberMenu })));
const NotificationBell = lazyPart('features/notifications/NotificationBell.tsx', () => import('../features/notifications/NotificationBell').then((m) => ({ default: m.NotificationBell })));
// The inbox link also opens the tab's live message stream: members only, like the bell.
const InboxLink = lazyPart('features/messages/InboxLink.tsx', () => import('../features/messages/InboxLink').then((m) => ({ default: m.InboxLink })));

/** Logo, the compact search pill on inner pages, and the account links (a menu on phones). */
export function Header({ fullWidth, showSearch }: { fullWidth?: boolean; showSearch?: boolean }) {
  const { t } = useI18n();
  const { user, isPending } = useSession();
  const { pathname, search } = useLocation();
  // Logging in from a page brings you back to it; from the sign-in pages themselves, keep their own.
  const onAuthPage = /^\/(login|signup|verify-email|forgot-password|reset-password)\/?$/.test(pathname);
  const returnTo = onAuthPage ? new URLSearchParams(search).get('returnTo') ?? '/' : `${pathname}${search}`;
  const loginHref = loginPath(returnTo);
  const signupHref = loginPath(returnTo, '/signup');
  return (
    <>
      <header className={s.header}>
        <div className={[s.inner, fullWidth && s.full].filter(Boolean).join(' ')}>
          <div className={s.start}><Logo /></div>
          <div className={s.middle}>{showSearch && <Suspense fallback={null}><CompactSearch /></Suspense>}</div>
          <nav className={s.end} aria-label={t('shell.mainNav')}>
            <Link to="/host/listings/new" className={`${s.navLink} ${s.hostLink}`}>{t('shell.becomeHost')}</Link>
            {/* Until the session is known, neither Log in nor the avatar: no flash of the wrong one. */}
            {isPending ? <span className={s.sessionPending} aria-hidden="true" /> : user ? (
              <Suspense fallback={<span className={s.sessionPending} aria-hidden="true" />}>
                <InboxLink userId={user.id} />
                <NotificationBell userId={user.id} />
                <MemberMenu user={user} />
              </Suspense>
            ) : (
              <>
                <Link to={loginHref} className={`${s.navLink} ${s.wide}`}>{t('shell.logIn')}</Link>
                <Link to={signupHref} className={`${s.signUp} ${s.wide}`}>{t('shell.signUp')}</Link>
                <AccountMenu loginHref={loginHref} signupHref={signupHref} />
              </>
            )}
          </nav>
        </div>
      </header>
      {user && <VerifyEmailBanner user={user} />}
    </>
  );
}
