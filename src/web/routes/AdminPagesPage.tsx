import { useEffect } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { ShieldOff } from 'lucide-react';
import { PAGE_SLUGS, type PageSlug } from '../../contract/pages';
import { useI18n } from '../i18n';
import { ButtonLink } from '../ui/Button';
import { EmptyState, ErrorState } from '../ui/States';
import { Skeleton } from '../ui/Surface';
import { ICON } from '../ui/icon';
import { Container } from '../ui/Surface';
import { RequireAuth } from '../features/session';
import { PageLanguages, useAdminPages } from '../features/pages';
import { PageEditor } from '../features/pages/PageEditor';
import NotFoundPage from './NotFoundPage';
import s from '../features/pages/Pages.module.css';
import e from '../features/pages/AdminPages.module.css';
import { useSiteName } from '../api/site-config';

/** /admin/pages/:slug: the operator edits About, Help, Terms and Privacy. Members see a 403 state; visitors log in first. */
export default function AdminPagesPage() {
  const { slug } = useParams();
  if (!slug) return <Navigate to="/admin/pages/about" replace />;
  if (!(PAGE_SLUGS as readonly string[]).includes(slug)) return <NotFoundPage />;
  return (
    <RequireAuth>
      {(user) => (user.role === 'admin' ? <Editor slug={slug as PageSlug} /> : <Forbidden />)}
    </RequireAuth>
  );
}

function Forbidden() {
  const { t } = useI18n();
  return (
    <main id="main" tabIndex={-1} className={s.page}>
      <Container>
        <EmptyState headingLevel={1} icon={<ShieldOff {...ICON} size={26} />} title={t('pages.admin.forbiddenTitle')} body={t('pages.admin.forbidden')}
          actions={<ButtonLink variant="secondary" to="/">{t('shell.notFound.home')}</ButtonLink>} />
      </Container>
    </main>
  );
}

function Editor({ slug }: { slug: PageSlug }) {
  const { t } = useI18n();
  const site = useSiteName();
  const q = useAdminPages();
  // One text per language (decision 0038): ?lang= chooses which one is edited.
  const lang = useSearchParams()[0].get('lang') === 'es' ? 'es' : 'en';
  const pages = q.data?.pages.filter((p) => p.lang === lang) ?? [];
  const page = pages.find((p) => p.slug === slug);
  const shownInstead = page?.isDefault ? q.data?.pages.find((p) => p.slug === slug && p.lang !== lang && !p.isDefault) : undefined;
  useEffect(() => {
    document.title = `${t('pages.admin.title')} · ${site}`;
  }, [t, site]);
  return (
    <main id="main" tabIndex={-1} className={s.page}>
      <Container>
        <header className={e.header}>
          <h1 className={e.title}>{t('pages.admin.title')}</h1>
          <p className={e.intro}>{t('pages.admin.intro')}</p>
        </header>
        <nav aria-label={t('pages.admin.pages')} className={e.tabs}>
          {pages.map((p) => (
            <Link key={p.slug} to={`/admin/pages/${p.slug}?lang=${lang}`} aria-current={p.slug === slug ? 'page' : undefined} className={e.tab}>{p.title}</Link>
          ))}
        </nav>
        <PageLanguages slug={slug} lang={lang} />
        {page ? <PageEditor key={`${slug}-${lang}`} page={page} shownInstead={shownInstead?.lang} />
          : q.isError ? <ErrorState error={q.error} onRetry={() => void q.refetch()} />
          : <div aria-busy="true" className={s.skeleton}><Skeleton height={44} /><Skeleton height={384} /></div>}
      </Container>
    </main>
  );
}
