import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useI18n } from '../../i18n';
import { loginPath } from './returnTo';
import { useSession, type SessionUser } from './useSession';

/**
 * For pages that need an account: returns the member, or null while the session loads or while
 * a visitor is being sent to `/login?returnTo=<this path and query>` (they come back here after).
 */
export function useRequireUser(): SessionUser | null {
  const { user, isPending } = useSession();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    if (!isPending && !user) navigate(loginPath(`${pathname}${search}${hash}`), { replace: true });
  }, [isPending, user, navigate, pathname, search, hash]);
  return user;
}

/** Renders its children only for members; visitors go to log in first. */
export function RequireAuth({ children, fallback }: { children: ReactNode | ((user: SessionUser) => ReactNode); fallback?: ReactNode }) {
  const user = useRequireUser();
  const { t } = useI18n();
  if (!user) {
    return fallback ?? (
      <main id="main" aria-busy="true" style={{ minBlockSize: '60vh' }}>
        <span className="visually-hidden">{t('common.loading')}</span>
      </main>
    );
  }
  return <>{typeof children === 'function' ? children(user) : children}</>;
}
