/** The site's pages (/about, /help, /terms, /privacy) and the operator's editor. */
import { addCatalog } from '../../i18n/en';
import { pages } from '../../i18n/en/pages';

addCatalog(pages);

export { SitePageView } from './SitePageView';
export { Markdown } from './Markdown';
export { usePage, usePageLang, useAdminPages, useSavePage, pageKeys } from './api';
export { PageLanguages } from './PageLanguages';
