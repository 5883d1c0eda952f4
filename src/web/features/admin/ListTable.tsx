import { useDeferredValue, type ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { EmptyState, ErrorState } from '../../ui/States';
import { Skeleton } from '../../ui/Surface';
import { ICON_SMALL } from '../../ui/icon';
import { nextSort, type SortState } from './listUrl';
import s from './Admin.module.css';

/** A column header that sorts: a button inside the th, whose aria-sort says the current order. */
export function SortHeader({ column, label, state, firstDir = 'asc', onSort }: {
  column: string; label: string; state: SortState; firstDir?: 'asc' | 'desc'; onSort: (next: SortState) => void;
}) {
  const { t } = useI18n();
  const active = state.sort === column;
  const Icon = !active ? ArrowUpDown : state.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" aria-sort={active ? (state.dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button type="button" className={s.sortButton} onClick={() => onSort(nextSort(state, column, firstDir))}
        aria-label={t('admin.list.sortBy', { column: label })}>
        {label} <Icon {...ICON_SMALL} aria-hidden className={active ? undefined : s.sortIdle} />
      </button>
    </th>
  );
}

/** Where the list is (rows n–m of total) and the way to the pages either side. */
export function Pager({ page, limit, total, onPage }: { page: number; limit: number; total: number; onPage: (page: number) => void }) {
  const { t, number } = useI18n();
  const pages = Math.max(1, Math.ceil(total / limit));
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(total, page * limit);
  return (
    <nav className={s.listPager} aria-label={t('admin.list.pages')}>
      <p className={s.pagerText} aria-live="polite">
        {t('admin.list.range', { from: number(from), to: number(to), total: number(total) })}
        {' · '}{t('admin.list.pageOf', { page: number(page), pages: number(pages) })}
      </p>
      <div className={s.pagerButtons}>
        {page > 2 && <Button variant="secondary" onPress={() => onPage(1)}>{t('admin.list.first')}</Button>}
        <Button variant="secondary" isDisabled={page <= 1} onPress={() => onPage(page - 1)} aria-label={t('admin.list.prev')}>
          <ChevronLeft {...ICON_SMALL} aria-hidden />
        </Button>
        <Button variant="secondary" isDisabled={page >= pages} onPress={() => onPage(page + 1)} aria-label={t('admin.list.next')}>
          <ChevronRight {...ICON_SMALL} aria-hidden />
        </Button>
      </div>
    </nav>
  );
}

/**
 * A console table with its states: an error with a retry, a skeleton while the first answer comes,
 * an empty state, or the rows in a region that scrolls sideways by itself on a narrow screen
 * (focusable, so a keyboard can scroll it; its columns keep a readable width), never the page.
 *
 * The rows are drawn as a transition once an answer is here (React's deferred value): a page of
 * rows, each with its buttons, is drawn in slices a tap can interrupt instead of in one long task,
 * the skeleton (or the rows before, when paging or typing in a filter) standing until they are ready.
 */
export function ListTable({ label, query, isEmpty, empty, head, children, wide = true }: {
  label: string;
  /** Columns that keep a readable width, scrolling sideways on a narrow screen (not for a few short columns). */
  wide?: boolean;
  query: { isError: boolean; error: Error | null; data: unknown; refetch: () => unknown };
  isEmpty: boolean; empty: { icon: ReactNode; title: string; body: string };
  head: ReactNode; children: ReactNode;
}) {
  const shown = useDeferredValue(query.data);
  const rows = useDeferredValue(children);
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!shown) return <div aria-busy="true"><Skeleton height={240} /></div>;
  if (isEmpty) return <EmptyState headingLevel={2} icon={empty.icon} title={empty.title} body={empty.body} />;
  return (
    <div className={s.tableWrap} tabIndex={0} role="region" aria-label={label}>
      <table className={wide ? `${s.table} ${s.wideTable}` : s.table}>
        <thead><tr>{head}</tr></thead>
        <tbody>{rows}</tbody>
      </table>
    </div>
  );
}
