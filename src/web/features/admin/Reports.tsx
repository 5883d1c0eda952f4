import type { ChangeEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Flag } from 'lucide-react';
import { REPORT_TARGET_TYPES } from '../../../contract/values';
import { useI18n } from '../../i18n';
import { nameOf } from '../../i18n/former';
import { reportedAs } from '../../i18n/reported';
import { Button } from '../../ui/Button';
import { EmptyState, ErrorState } from '../../ui/States';
import { Skeleton } from '../../ui/Surface';
import { ICON } from '../../ui/icon';
import { useReports } from './moderation-api';
import s from './Admin.module.css';

const FILTERS = ['status', 'targetType', 'order'] as const;

/** /admin/reports: open or closed reports as a list that reads on a phone; filters and page in the URL. */
export function Reports() {
  const { t, dateTime } = useI18n();
  const [params, setParams] = useSearchParams();
  const query: Record<string, string> = {};
  for (const k of [...FILTERS, 'cursor'] as const) {
    const v = params.get(k);
    if (v) query[k] = v;
  }
  const q = useReports(query);
  const set = (k: string, v: string | undefined) => {
    const next = new URLSearchParams(params);
    if (v) next.set(k, v);
    else next.delete(k);
    if (k !== 'cursor') next.delete('cursor');
    setParams(next);
  };
  const select = (k: string) => (e: ChangeEvent<HTMLSelectElement>) => set(k, e.target.value || undefined);
  return (
    <>
      <h1 className={s.title}>{t('admin.reports.title')}</h1>
      <p className={s.intro}>{t('admin.reports.intro')}</p>
      <div className={s.filters} role="group" aria-label={t('admin.audit.filters')}>
        <label className={s.selectField}>{t('admin.reports.status')}
          <select value={query.status ?? 'open'} onChange={select('status')}>
            <option value="open">{t('admin.reports.open')}</option>
            <option value="closed">{t('admin.reports.closed')}</option>
          </select>
        </label>
        <label className={s.selectField}>{t('admin.reports.target')}
          <select value={query.targetType ?? ''} onChange={select('targetType')}>
            <option value="">{t('admin.reports.anyTarget')}</option>
            {REPORT_TARGET_TYPES.map((k) => <option key={k} value={k}>{t(`admin.reports.type.${k}`)}</option>)}
          </select>
        </label>
        <label className={s.selectField}>{t('admin.reports.order')}
          <select value={query.order ?? 'oldest'} onChange={select('order')}>
            <option value="oldest">{t('admin.reports.oldest')}</option>
            <option value="newest">{t('admin.reports.newest')}</option>
          </select>
        </label>
      </div>
      {q.isError ? <ErrorState error={q.error} onRetry={() => void q.refetch()} />
        : !q.data ? <div aria-busy="true" className={s.cards}><Skeleton height={96} /><Skeleton height={96} /></div>
        : q.data.items.length === 0 ? <EmptyState headingLevel={2} icon={<Flag {...ICON} size={26} />} title={t('admin.reports.emptyTitle')} body={t('admin.reports.empty')} />
        : (
          <ul className={s.cards}>
            {q.data.items.map((r) => (
              <li key={r.id} className={s.row}>
                <h2 className={s.rowTitle}>
                  <Link to={`/admin/reports/${r.id}`}>{reportedAs(t, r, 'title') ?? t('admin.reports.gone')}</Link>
                </h2>
                <p className={s.meta}>
                  {t(`admin.reports.type.${r.targetType}`)} · {t(`admin.reports.reason.${r.reason}`)} · <time dateTime={r.createdAt}>{dateTime(r.createdAt)}</time>
                </p>
                <p className={s.meta}>
                  {r.reporter ? t('admin.reports.by', { name: nameOf(t, r.reporter) }) : t('admin.reports.byGone')}
                  {r.action && <> · <strong>{t(`admin.reports.action.${r.action}`)}</strong></>}
                </p>
                {r.note && <p className={s.quote}>{r.note}</p>}
              </li>
            ))}
          </ul>
        )}
      <div className={s.pager}>
        {query.cursor && <Button variant="secondary" onPress={() => set('cursor', undefined)}>{t('admin.reports.first')}</Button>}
        {q.data?.nextCursor && <Button variant="secondary" onPress={() => set('cursor', q.data!.nextCursor!)}>{t('admin.review.more')}</Button>}
      </div>
    </>
  );
}
