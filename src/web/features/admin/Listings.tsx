import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Home } from 'lucide-react';
import { LISTING_STATUSES } from '../../../domain/listing/states';
import type { AdminListing } from '../../../contract/admin-lists';
import { useI18n } from '../../i18n';
import { nameOf } from '../../i18n/former';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { ICON } from '../../ui/icon';
import { showToast } from '../../ui/Toast';
import { useAdminListings, useListingAction, type ListingAction } from './lists-api';
import { ListTable, Pager, SortHeader } from './ListTable';
import { useListUrl, type SortState } from './listUrl';
import { ReasonDialog } from './ReasonDialog';
import s from './Admin.module.css';

/** A console list spans years: its dates say which. */
const YEAR: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const FILTERS = ['q', 'status', 'host', 'place'] as const;

/** /admin/listings: every listing by title, status, host and place; sorted and paged in the URL; suspend and restore with a reason. */
export function Listings() {
  const { t, date } = useI18n();
  const { query, set, clear } = useListUrl(FILTERS);
  const q = useAdminListings(query as Record<string, string>);
  const [text, setText] = useState({ q: query.q ?? '', host: query.host ?? '', place: query.place ?? '' });
  const [acting, setActing] = useState<{ listing: AdminListing; action: ListingAction } | null>(null);
  const [error, setError] = useState<string>();
  const act = useListingAction();
  const sort: SortState = { sort: query.sort ?? 'created', dir: query.dir === 'asc' ? 'asc' : 'desc' };
  const onSort = (next: SortState) => set({ sort: next.sort, dir: next.dir });
  const search = (e: FormEvent) => {
    e.preventDefault();
    set({ q: text.q.trim() || undefined, host: text.host.trim() || undefined, place: text.place.trim() || undefined });
  };
  const confirm = (reason: string) => {
    const { listing, action } = acting!;
    act.mutate({ id: listing.id, action, reason }, {
      onSuccess: () => {
        showToast({ message: t(`admin.listings.done.${action}`, { title: listing.title }) });
        setActing(null);
        setError(undefined);
      },
      onError: (e) => setError(e.message),
    });
  };
  const data = q.data;
  return (
    <>
      <h1 className={s.title}>{t('admin.listings.title')}</h1>
      <p className={s.intro}>{t('admin.listings.intro')}</p>
      <form className={s.filters} onSubmit={search} role="search" aria-label={t('admin.listings.search')}>
        <TextField label={t('admin.listings.q')} value={text.q} onChange={(v) => setText({ ...text, q: v })} name="q" type="search" />
        <TextField label={t('admin.listings.host')} value={text.host} onChange={(v) => setText({ ...text, host: v })} name="host" type="search" />
        <TextField label={t('admin.listings.place')} value={text.place} onChange={(v) => setText({ ...text, place: v })} name="place" type="search" />
        <label className={s.selectField}>{t('admin.listings.status')}
          <select value={query.status ?? ''} onChange={(e) => set({ status: e.target.value || undefined })}>
            <option value="">{t('admin.list.any')}</option>
            {LISTING_STATUSES.map((st) => <option key={st} value={st}>{t(`admin.members.listing.${st}`)}</option>)}
          </select>
        </label>
        <div className={`${s.filterActions} ${s.filterRow}`}>
          <Button type="submit">{t('admin.list.search')}</Button>
          {Object.keys(query).length > 0 && (
            <Button variant="secondary" onPress={() => { setText({ q: '', host: '', place: '' }); clear(); }}>{t('admin.list.clear')}</Button>
          )}
        </div>
      </form>
      <ListTable label={t('admin.listings.title')} query={q} isEmpty={!!data && data.items.length === 0}
        empty={{ icon: <Home {...ICON} size={26} />, title: t('admin.listings.emptyTitle'), body: t('admin.listings.empty') }}
        head={<>
          <SortHeader column="title" label={t('admin.listings.col.title')} state={sort} onSort={onSort} />
          <th scope="col">{t('admin.listings.col.host')}</th>
          <SortHeader column="place" label={t('admin.listings.col.place')} state={sort} onSort={onSort} />
          <th scope="col">{t('admin.listings.col.status')}</th>
          <SortHeader column="created" label={t('admin.listings.col.created')} state={sort} firstDir="desc" onSort={onSort} />
          <SortHeader column="updated" label={t('admin.listings.col.updated')} state={sort} firstDir="desc" onSort={onSort} />
          <th scope="col">{t('admin.listings.col.actions')}</th>
        </>}>
        {data?.items.map((l) => (
          <tr key={l.id}>
            <td>{l.status === 'published' ? <Link to={`/listings/${l.id}`}>{l.title}</Link> : l.title}<code className={s.sub}>{l.id}</code></td>
            <td><Link to={`/admin/members/${l.host.id}`}>{nameOf(t, l.host, 'host')}</Link><span className={s.sub}>{l.host.email}</span></td>
            <td>{l.city}<span className={s.sub}>{[l.region, l.country].filter(Boolean).join(', ')}</span></td>
            <td>
              <span className={`${s.badge} ${l.status === 'suspended' ? s.danger : ''}`}>{t(`admin.members.listing.${l.status}`)}</span>
              {l.suspendedByBan && <span className={s.sub}>{t('admin.listings.byBan')}</span>}
              {l.statusReason && <span className={s.sub}>{l.statusReason}</span>}
            </td>
            <td className={s.nowrap}>{date(l.createdAt.slice(0, 10), YEAR)}</td>
            <td className={s.nowrap}>{date(l.updatedAt.slice(0, 10), YEAR)}</td>
            <td>
              {l.status === 'suspended'
                ? <Button variant="secondary" onPress={() => setActing({ listing: l, action: 'restore' })} aria-label={t('admin.listings.restoreLabel', { title: l.title })}>{t('admin.listings.restore')}</Button>
                : <Button variant="secondary" onPress={() => setActing({ listing: l, action: 'suspend' })} aria-label={t('admin.listings.suspendLabel', { title: l.title })}>{t('admin.listings.suspend')}</Button>}
            </td>
          </tr>
        ))}
      </ListTable>
      {data && data.total > 0 && <Pager page={data.page} limit={data.limit} total={data.total} onPage={(p) => set({ page: p > 1 ? String(p) : undefined })} />}
      {acting && (
        <ReasonDialog title={t(`admin.listings.confirm.${acting.action}`, { title: acting.listing.title })}
          body={t(`admin.listings.confirmBody.${acting.action}`)}
          label={t(acting.action === 'suspend' ? 'admin.listings.reasonHost' : 'admin.listings.reason')}
          confirm={t(`admin.listings.${acting.action}`)} pending={act.isPending} error={error}
          onConfirm={confirm} onClose={() => { setActing(null); setError(undefined); }} />
      )}
    </>
  );
}
