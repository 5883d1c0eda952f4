import type { SitePage } from '../../../contract/pages';
import { useI18n } from '../../i18n';
import { Markdown } from './Markdown';
import s from './Pages.module.css';

/** A site page: its title, when it last changed, and its text. */
export function SitePageView({ page, titleAsHeading = true }: { page: Pick<SitePage, 'title' | 'body' | 'updatedAt'> & { lang?: SitePage['lang'] }; titleAsHeading?: boolean }) {
  const { t, date } = useI18n();
  const day = page.updatedAt.slice(0, 10);
  const Title = titleAsHeading ? 'h1' : 'p';
  return (
    // The text's own language (an operator's page may be in another than the interface's).
    <article className={s.article} lang={page.lang}>
      <header className={s.header}>
        <Title className={s.title}>{page.title}</Title>
        <p className={s.updated}>{t('pages.lastUpdated', { date: date(day, { day: 'numeric', month: 'long', year: 'numeric' }) })}</p>
      </header>
      <Markdown>{page.body}</Markdown>
    </article>
  );
}
