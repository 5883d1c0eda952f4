import { useEffect } from 'react';
import type { PageSlug } from '../../contract/pages';
import { useI18n } from '../i18n';
import { ErrorState } from '../ui/States';
import { Skeleton } from '../ui/Surface';
import { Container } from '../ui/Surface';
import { SitePageView, usePage } from '../features/pages';
import { useSiteConfig } from '../api/site-config';
import s from '../features/pages/Pages.module.css';

/** /about, /help, /terms, /privacy: the operator's page, a skeleton while it loads, or an error with retry. */
function SitePage({ slug }: { slug: PageSlug }) {
  const { t } = useI18n();
  const q = usePage(slug);
  const site = useSiteConfig().data?.siteName ?? t('app.name');

  useEffect(() => {
    if (q.data) document.title = `${q.data.title} · ${site}`;
  }, [q.data, site]);

  return (
    <main id="main" tabIndex={-1} className={s.page}>
      <Container>
        {q.data ? (
          <SitePageView page={q.data} />
        ) : q.isError ? (
          <ErrorState title={t('pages.error')} error={q.error} onRetry={() => void q.refetch()} />
        ) : (
          <div className={s.skeleton} aria-busy="true">
            <span className="visually-hidden">{t('pages.loading')}</span>
            <Skeleton width="50%" height={40} />
            <Skeleton width="30%" height={16} />
            <Skeleton width="100%" height={18} style={{ marginBlockStart: 24 }} />
            <Skeleton width="95%" height={18} />
            <Skeleton width="80%" height={18} />
          </div>
        )}
      </Container>
    </main>
  );
}

export const AboutPage = () => <SitePage slug="about" />;
export const HelpPage = () => <SitePage slug="help" />;
export const TermsPage = () => <SitePage slug="terms" />;
export const PrivacyPage = () => <SitePage slug="privacy" />;
