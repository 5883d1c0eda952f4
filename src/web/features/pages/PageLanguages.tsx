import { Link } from 'react-router';
import { PAGE_LANGS, type PageLang, type PageSlug } from '../../../contract/pages';
import { LANGUAGES } from '../../../domain/locale';
import { useI18n } from '../../i18n';
import e from './AdminPages.module.css';

/** The editor's choice of language: one text per language, each named in itself (like the footer's switcher). */
export function PageLanguages({ slug, lang }: { slug: PageSlug; lang: PageLang }) {
  const { t } = useI18n();
  return (
    <nav aria-label={t('pages.admin.languages')} className={e.tabs}>
      {PAGE_LANGS.map((l) => (
        <Link key={l} to={`/admin/pages/${slug}?lang=${l}`} lang={l} aria-current={l === lang ? 'page' : undefined} className={e.tab}>
          {LANGUAGES.find((x) => x.code === l)?.name ?? l}
        </Link>
      ))}
    </nav>
  );
}
