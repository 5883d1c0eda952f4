import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CalendarDays } from 'lucide-react';
import { BOOKING_STATUSES } from '../../../domain/booking/states';
import { useI18n } from '../../i18n';
import { nameOf } from '../../i18n/former';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { ICON } from '../../ui/icon';
import { useAdminBookings } from './lists-api';
import { ListTable, Pager, SortHeader } from './ListTable';
import { useListUrl, type SortState } from './listUrl';
import s from './Admin.module.css';

/** A console list spans years: its dates say which. */
const YEAR: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const FILTERS = ['q', 'status'] as const;

/** /admin/bookings: every booking by id, guest, host or listing, and status; sorted and paged in the URL; read-only. */
export function Bookings() {
  const { t, date, money } = useI18n();
  const { query, set, clear } = useListUrl(FILTERS);
  const q = useAdminBookings(query as Record<string, string>);
  const [text, setText] = useState(query.q ?? '');
  const sort: SortState = { sort: query.sort ?? 'created', dir: query.dir === 'asc' ? 'asc' : 'desc' };
  const onSort = (next: SortState) => set({ sort: next.sort, dir: next.dir });
  const search = (e: FormEvent) => { e.preventDefault(); set({ q: text.trim() || undefined }); };
  const data = q.data;
  return (
    <>
      <h1 className={s.title}>{t('admin.bookings.title')}</h1>
      <p className={s.intro}>{t('admin.bookings.intro')}</p>
      <form className={s.filters} onSubmit={search} role="search" aria-label={t('admin.bookings.search')}>
        <TextField label={t('admin.bookings.q')} value={text} onChange={setText} name="q" type="search" />
        <label className={s.selectField}>{t('admin.bookings.status')}
          <select value={query.status ?? ''} onChange={(e) => set({ status: e.target.value || undefined })}>
            <option value="">{t('admin.list.any')}</option>
            {BOOKING_STATUSES.map((st) => <option key={st} value={st}>{t(`admin.members.booking.${st}`)}</option>)}
          </select>
        </label>
        <div className={`${s.filterActions} ${s.filterRow}`}>
          <Button type="submit">{t('admin.list.search')}</Button>
          {Object.keys(query).length > 0 && <Button variant="secondary" onPress={() => { setText(''); clear(); }}>{t('admin.list.clear')}</Button>}
        </div>
      </form>
      <ListTable label={t('admin.bookings.title')} query={q} isEmpty={!!data && data.items.length === 0}
        empty={{ icon: <CalendarDays {...ICON} size={26} />, title: t('admin.bookings.emptyTitle'), body: t('admin.bookings.empty') }}
        head={<>
          <th scope="col">{t('admin.bookings.col.id')}</th>
          <th scope="col">{t('admin.bookings.col.guest')}</th>
          <th scope="col">{t('admin.bookings.col.host')}</th>
          <SortHeader column="checkIn" label={t('admin.bookings.col.checkIn')} state={sort} firstDir="desc" onSort={onSort} />
          <th scope="col">{t('admin.bookings.col.status')}</th>
          <SortHeader column="total" label={t('admin.bookings.col.total')} state={sort} firstDir="desc" onSort={onSort} />
          <SortHeader column="created" label={t('admin.bookings.col.created')} state={sort} firstDir="desc" onSort={onSort} />
        </>}>
        {data?.items.map((b) => (
          <tr key={b.id}>
            <td><Link to={`/admin/bookings/${b.id}`}>{b.listing.title}</Link><code className={s.sub}>{b.id}</code></td>
            <td>{b.guest ? <Link to={`/admin/members/${b.guest.id}`}>{nameOf(t, b.guest, 'guest')}</Link> : <span className={s.sub}>{t('admin.bookings.erased')}</span>}</td>
            <td><Link to={`/admin/members/${b.host.id}`}>{nameOf(t, b.host, 'host')}</Link></td>
            <td className={s.nowrap}>{t('booking.dates', { start: date(b.checkIn, YEAR), end: date(b.checkOut, YEAR) })}</td>
            <td><span className={s.badge}>{t(`admin.members.booking.${b.status}`)}</span></td>
            <td className={s.nowrap}>{money(b.total, b.currency)}</td>
            <td className={s.nowrap}>{date(b.createdAt.slice(0, 10), YEAR)}</td>
          </tr>
        ))}
      </ListTable>
      {data && data.total > 0 && <Pager page={data.page} limit={data.limit} total={data.total} onPage={(p) => set({ page: p > 1 ? String(p) : undefined })} />}
    </>
  );
}
