import { createContext, useContext, useState, type ReactNode } from 'react';
import { KeyRound, LogIn, UserRound } from 'lucide-react';
import { NavLink, useLocation } from 'react-router';
import type { Me } from '../../../contract/auth';
import { useI18n } from '../../i18n';
import { ButtonLink } from '../../ui/Button';
import { Card, Container, Skeleton } from '../../ui/Surface';
import { EmptyState, ErrorState } from '../../ui/States';
import { ICON } from '../../ui/icon';
import { loginPath, RequireAuth } from '../session';
import { useMe } from './api';
import s from './Account.module.css';

const LeavingContext = createContext<() => void>(() => undefined);

/**
 * For a page about to end its own session (deleting the account): stops the sign-in guard, so
 * the session ending sends nobody to /login while the page goes elsewhere.
 */
export function useLeaveAccount() {
  return useContext(LeavingContext);
}

/** Both account pages: title, Profile | Login & security navigation, and the signed-in check. */
export function AccountLayout({ children }: { children: (me: Me) => ReactNode }) {
  const { t } = useI18n();
  const [leaving, setLeaving] = useState(false);
  return (
    <main id="main" className={s.page}>
      <Container>
        <h1 className={s.title}>{t('account.title')}</h1>
        <div className={s.layout}>
          <nav className={s.nav} aria-label={t('account.nav')}>
            <ul className={s.navList} role="list">
              <li>
                <NavLink end to="/account" className={s.navLink}><UserRound {...ICON} />{t('account.nav.profile')}</NavLink>
              </li>
              <li>
                <NavLink to="/account/security" className={s.navLink}><KeyRound {...ICON} />{t('account.nav.security')}</NavLink>
              </li>
            </ul>
          </nav>
          <div className={s.content}>
            {/* Visitors are sent to log in and come back here. */}
            {leaving ? <AccountSkeleton label={t('account.loading')} /> : (
              <LeavingContext.Provider value={() => setLeaving(true)}>
                <RequireAuth fallback={<AccountSkeleton label={t('account.loading')} />}>
                  <MemberOnly>{children}</MemberOnly>
                </RequireAuth>
              </LeavingContext.Provider>
            )}
          </div>
        </div>
      </Container>
    </main>
  );
}

function MemberOnly({ children }: { children: (me: Me) => ReactNode }) {
  const { t } = useI18n();
  const me = useMe();
  const location = useLocation();
  let body: ReactNode;
  if (me.isPending) body = <AccountSkeleton label={t('account.loading')} />;
  else if (me.isError) body = <ErrorState error={me.error} onRetry={() => void me.refetch()} />;
  else if (!me.data) {
    body = (
      <EmptyState
        icon={<LogIn {...ICON} size={26} />}
        title={t('account.visitor.title')}
        body={t('account.visitor.body')}
        actions={<ButtonLink to={loginPath(location.pathname + location.search)}>{t('account.visitor.logIn')}</ButtonLink>}
      />
    );
  } else body = children(me.data);
  return <>{body}</>;
}

function AccountSkeleton({ label }: { label: string }) {
  return (
    <Card className={s.section} aria-busy="true" aria-label={label}>
      <Skeleton width="40%" height={24} />
      <Skeleton width="100%" height={44} />
      <Skeleton width="100%" height={44} />
      <Skeleton width="100%" height={120} />
    </Card>
  );
}

/** A titled card on an account page. */
export function Section({ title, intro, badge, danger, children, id }: { title: ReactNode; intro?: ReactNode; badge?: ReactNode; danger?: boolean; children: ReactNode; id?: string }) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <Card as="section" className={[s.section, danger && s.danger].filter(Boolean).join(' ')} aria-labelledby={headingId} id={id}>
      <div className={s.sectionHead}>
        <h2 className={s.sectionTitle} id={headingId}>{title}</h2>
        {badge}
      </div>
      {intro && <p className={s.sectionIntro}>{intro}</p>}
      {children}
    </Card>
  );
}
