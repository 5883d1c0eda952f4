import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Users } from 'lucide-react';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { EmptyState, ErrorState } from '../../ui/States';
import { Skeleton } from '../../ui/Surface';
import { TextField } from '../../ui/TextField';
import { ICON } from '../../ui/icon';
import { SortHeader } from './ListTable';
import type { SortState } from './listUrl';
import { useMembers } from './moderation-api';
import s from './Admin.module.css';

/** /admin/members: search by name or e-mail, filter by status and role, sort by joining, name or e-mail; all in the URL, paged. */
export function Members() {
  const { t, locale } = useI18n();
  const [params, setParams] = useSearchParams();
  const query: Record<string, string> = {};
  for (const k of ['q', 'status', 'role', 'sort', 'dir', 'cursor'] as const) {
    const v = params.get(k);
    if (v) query[k] = v;
  }
  const q = useMembers(query);
  const [text, setText] = useState(query.q ?? '');
  const set = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) if (v) next.set(k, v); else next.delete(k);
    if (!('cursor' in changes)) next.delete('cursor');
    setParams(next);
  };
  const search = (e: FormEvent) => { e.preventDefault(); set({ q: text.trim() || undefined }); };
  const select = (k: string) => (e: ChangeEvent<HTMLSelectElement>) => set({ [k]: e.target.value || undefined });
  const fmt = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  // Newest first by default; names and e-mails A to Z (the server's defaults too).
  const sortBy = query.sort ?? 'joined';
  const sort: SortState = { sort: sortBy, dir: query.dir === 'asc' || query.dir === 'desc' ? query.dir : sortBy === 'joined' ? 'desc' : 'asc' };
  const onSort = (next: SortState) => set({ sort: next.sort, dir: next.dir });
  return (
    <>
      <h1 className={s.title}>{t('admin.members.title')}</h1>
      <p className={s.intro}>{t('admin.members.intro')}</p>
      <form className={s.filters} onSubmit={search} role="search" aria-label={t('admin.members.search')}>
        <TextField label={t('admin.members.q')} value={text} onChange={setText} name="q" type="search" />
        <label className={s.selectField}>{t('admin.members.statusLabel')}
          <select value={query.status ?? ''} onChange={select('status')}>
            <option value="">{t('admin.members.any')}</option>
            <option value="active">{t('admin.members.status.active')}</option>
            <option value="banned">{t('admin.members.status.banned')}</option>
          </select>
        </label>
        <label className={s.selectField}>{t('admin.members.roleLabel')}
          <select value={query.role ?? ''} onChange={select('role')}>
            <option value="">{t('admin.members.any')}</option>
            <option value="user">{t('admin.members.role.user')}</option>
            <option value="admin">{t('admin.members.role.admin')}</option>
          </select>
        </label>
        <div className={s.filterActions}><Button type="submit">{t('admin.members.search')}</Button></div>
      </form>
      {q.isError ? <ErrorState error={q.error} onRetry={() => void q.refetch()} />
        : !q.data ? <div aria-busy="true"><Skeleton height={240} /></div>
        : q.data.items.length === 0 ? <EmptyState headingLevel={2} icon={<Users {...ICON} size={26} />} title={t('admin.members.emptyTitle')} body={t('admin.members.empty')} />
        : (
          <div className={s.tableWrap} tabIndex={0} role="region" aria-label={t('admin.members.title')}>
            <table className={s.table}>
              <thead>
                <tr>
                  <SortHeader column="name" label={t('admin.members.col.name')} state={sort} onSort={onSort} />
                  <SortHeader column="email" label={t('admin.members.col.email')} state={sort} onSort={onSort} />
                  <th scope="col">{t('admin.members.roleLabel')}</th>
                  <th scope="col">{t('admin.members.statusLabel')}</th>
                  <SortHeader column="joined" label={t('admin.members.col.joined')} state={sort} firstDir="desc" onSort={onSort} />
                </tr>
              </thead>
              <tbody>
                {q.data.items.map((m) => (
                  <tr key={m.id}>
                    <td><Link to={`/admin/members/${m.id}`}>{m.name}</Link></td>
                    <td>{m.email}</td>
                    <td>{t(`admin.members.role.${m.role}`)}</td>
                    <td className={m.status === 'banned' ? s.danger : undefined}>{t(`admin.members.status.${m.status}`)}</td>
                    <td><time dateTime={m.createdAt}>{fmt.format(new Date(m.createdAt))}</time></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      <div className={s.pager}>
        {query.cursor && <Button variant="secondary" onPress={() => set({ cursor: undefined })}>{t('admin.members.first')}</Button>}
        {q.data?.nextCursor && <Button variant="secondary" onPress={() => set({ cursor: q.data!.nextCursor! })}>{t('admin.review.more')}</Button>}
      </div>
    </>
  );
}
