import { Link } from 'react-router';
import { CalendarCheck, FileText, Globe, RefreshCw } from 'lucide-react';
import type { AdminFeed } from '../../../contract/admin-lists';
import { ApiError } from '../../api/client';
import { feedErrorMessage, useI18n } from '../../i18n';
import { nameOf } from '../../i18n/former';
import { Button } from '../../ui/Button';
import { ICON, ICON_SMALL } from '../../ui/icon';
import { showToast } from '../../ui/Toast';
import { useAdminFeeds, useSyncFeedNow } from './lists-api';
import { ListTable, Pager } from './ListTable';
import { useListUrl } from './listUrl';
import s from './Admin.module.css';

/**
 * /admin/feeds: the calendar feeds whose last sync failed, longest failing first, paged in the URL
 * (the overview's "feeds failing" card leads here). Each names its listing and host (both open in
 * the console), where it points (the address's host only) and why it fails; "Sync now" retries it.
 */
export function Feeds() {
  const { t, dateTime } = useI18n();
  const { query, set } = useListUrl([] as const);
  const q = useAdminFeeds(query.page ? { page: query.page } : {});
  const syncNow = useSyncFeedNow();
  const at = (iso: string) => <time dateTime={iso}>{dateTime(iso)}</time>;

  const sync = (f: AdminFeed) => syncNow.mutate(f.id, {
    onSuccess: (after) => showToast(after.lastError
      ? { tone: 'error', message: t('admin.feeds.stillFailing', { name: f.name, error: feedErrorMessage(after) }) }
      : { message: t('admin.feeds.synced', { name: f.name }) }),
    onError: (err) => showToast({ tone: 'error', message: err instanceof ApiError && err.status === 404 ? t('admin.feeds.gone') : err.message }),
  });

  const data = q.data;
  return (
    <>
      <h1 className={s.title}>{t('admin.feeds.title')}</h1>
      <p className={s.intro}>{t('admin.feeds.intro')}</p>
      <ListTable label={t('admin.feeds.table')} query={q} isEmpty={!!data && data.items.length === 0}
        empty={{ icon: <CalendarCheck {...ICON} size={26} />, title: t('admin.feeds.emptyTitle'), body: t('admin.feeds.empty') }}
        head={<>
          <th scope="col">{t('admin.feeds.col.feed')}</th>
          <th scope="col">{t('admin.feeds.col.listing')}</th>
          <th scope="col">{t('admin.feeds.col.error')}</th>
          <th scope="col">{t('admin.feeds.col.lastGood')}</th>
          <th scope="col">{t('admin.feeds.col.actions')}</th>
        </>}>
        {data?.items.map((f) => (
          <tr key={f.id}>
            <td>
              {f.name}
              <span className={`${s.sub} ${s.withIcon} ${s.nowrap}`}>
                {f.kind === 'url' ? <Globe {...ICON_SMALL} /> : <FileText {...ICON_SMALL} />}{' '}
                {f.urlHost ?? t('admin.feeds.file')}
              </span>
            </td>
            <td>
              <Link to={`/admin/listings?q=${encodeURIComponent(f.listing.id)}`}>{f.listing.title}</Link>
              <span className={s.sub}><Link to={`/admin/members/${f.host.id}`}>{nameOf(t, f.host, 'host')}</Link> · {f.host.email}</span>
            </td>
            <td>
              {f.lastError ? feedErrorMessage(f) : '—'}
              {f.lastErrorAt && <span className={s.sub}>{at(f.lastErrorAt)}</span>}
            </td>
            <td>
              <span className={s.nowrap}>{f.lastSyncedAt ? at(f.lastSyncedAt) : t('admin.feeds.never')}</span>
              {f.lastError && <span className={s.sub}>{t('admin.feeds.failingSince', { when: dateTime(f.failingSince) })}</span>}
            </td>
            <td>
              <Button variant="secondary" onPress={() => sync(f)} isDisabled={syncNow.isPending && syncNow.variables === f.id}
                aria-label={t('admin.feeds.syncLabel', { name: f.name, title: f.listing.title })}>
                <RefreshCw {...ICON_SMALL} />{t('admin.feeds.sync')}
              </Button>
            </td>
          </tr>
        ))}
      </ListTable>
      {data && data.total > 0 && <Pager page={data.page} limit={data.limit} total={data.total} onPage={(p) => set({ page: p > 1 ? String(p) : undefined })} />}
    </>
  );
}
