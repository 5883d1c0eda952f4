import { useEffect, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { ShieldOff } from 'lucide-react';
import { useI18n } from '../../i18n';
import { ButtonLink } from '../../ui/Button';
import { EmptyState } from '../../ui/States';
import { ICON } from '../../ui/icon';
import { Container } from '../../ui/Surface';
import { RequireAuth } from '../session';
import s from './Admin.module.css';
import { useSiteName } from '../../api/site-config';

/** Every console screen: visitors log in first, members see "Operators only", admins the side nav. */
export function AdminLayout({ title, children }: { title: string; children: ReactNode }) {
  return <RequireAuth>{(user) => (user.role === 'admin' ? <Shell title={title}>{children}</Shell> : <Forbidden />)}</RequireAuth>;
}

function Shell({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useI18n();
  const site = useSiteName();
  useEffect(() => {
    document.title = `${title} · ${site}`;
  }, [t, title, site]);
  return (
    <main id="main" tabIndex={-1} className={s.page}>
      <Container>
        <div className={s.layout}>
          <nav aria-label={t('admin.nav')} className={s.nav}>
            <NavLink to="/admin" end className={s.navLink}>{t('admin.nav.overview')}</NavLink>
            <NavLink to="/admin/review" className={s.navLink}>{t('admin.nav.review')}</NavLink>
            <NavLink to="/admin/reports" className={s.navLink}>{t('admin.nav.reports')}</NavLink>
            <NavLink to="/admin/members" className={s.navLink}>{t('admin.nav.members')}</NavLink>
            <NavLink to="/admin/listings" className={s.navLink}>{t('admin.nav.listings')}</NavLink>
            <NavLink to="/admin/bookings" className={s.navLink}>{t('admin.nav.bookings')}</NavLink>
            <NavLink to="/admin/feeds" className={s.navLink}>{t('admin.nav.feeds')}</NavLink>
            <NavLink to="/admin/audit" className={s.navLink}>{t('admin.nav.audit')}</NavLink>
            <NavLink to="/admin/pages" className={s.navLink}>{t('admin.nav.pages')}</NavLink>
            <NavLink to="/admin/webhooks" className={s.navLink}>{t('admin.nav.webhooks')}</NavLink>
            <NavLink to="/admin/settings" className={s.navLink}>{t('admin.nav.settings')}</NavLink>
          </nav>
          <div className={s.content}>{children}</div>
        </div>
      </Container>
    </main>
  );
}

function Forbidden() {
  const { t } = useI18n();
  return (
    <main id="main" tabIndex={-1} className={s.page}>
      <Container>
        <EmptyState headingLevel={1} icon={<ShieldOff {...ICON} size={26} />} title={t('admin.forbiddenTitle')} body={t('admin.forbidden')}
          actions={<ButtonLink variant="secondary" to="/">{t('shell.notFound.home')}</ButtonLink>} />
      </Container>
    </main>
  );
}
