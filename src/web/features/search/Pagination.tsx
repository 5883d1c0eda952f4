import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { ICON_SMALL } from '../../ui/icon';
import { searchHref, updateSearch, type SearchState } from './searchState';
import { pageWindow } from './pageWindow';
import s from './Search.module.css';

/** Real links (shareable, middle-clickable) to each page of 24. */
export function Pagination({ state, pageCount, total, exact = true, pageSize }: { state: SearchState; pageCount: number; total: number; exact?: boolean; pageSize: number }) {
  const { t, number } = useI18n();
  if (pageCount <= 1) return null;
  const page = Math.min(state.page, pageCount);
  const href = (n: number) => searchHref(updateSearch(state, { page: n }));
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav className={s.pagination} aria-label={t('search.pagination')}>
      <ul role="list" className={s.pages}>
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} className={s.pageArrow} aria-label={t('search.previousPage')}><ChevronLeft {...ICON_SMALL} className={s.flip} /></Link>
          ) : (
            <span className={`${s.pageArrow} ${s.pageDisabled}`} aria-hidden="true"><ChevronLeft {...ICON_SMALL} className={s.flip} /></span>
          )}
        </li>
        {pageWindow(page, pageCount).map((n, i) => (
          <li key={n === 'gap' ? `gap-${i}` : n}>
            {n === 'gap' ? (
              <span className={s.pageGap} aria-hidden="true">…</span>
            ) : (
              <Link to={href(n)} className={`${s.pageLink} ${n === page ? s.pageCurrent : ''}`} aria-current={n === page ? 'page' : undefined} aria-label={t('search.page', { n })}>
                {number(n)}
              </Link>
            )}
          </li>
        ))}
        <li>
          {page < pageCount ? (
            <Link to={href(page + 1)} className={s.pageArrow} aria-label={t('search.nextPage')}><ChevronRight {...ICON_SMALL} className={s.flip} /></Link>
          ) : (
            <span className={`${s.pageArrow} ${s.pageDisabled}`} aria-hidden="true"><ChevronRight {...ICON_SMALL} className={s.flip} /></span>
          )}
        </li>
      </ul>
      <p className={s.pageRange}>{t(exact ? 'search.range' : 'search.rangeAbout', { from: number(from), to: number(to), total: number(total) })}</p>
    </nav>
  );
}
