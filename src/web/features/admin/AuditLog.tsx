import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ScrollText } from 'lucide-react';
import { useI18n } from '../../i18n';
import { nameOf } from '../../i18n/former';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { ICON } from '../../ui/icon';
import { useAudit } from './api';
import { ListTable } from './ListTable';
import s from './Admin.module.css';

const FILTERS = ['actor', 'targetType', 'targetId', 'from', 'to'] as const;

/** A calendar date in the filter form is the instant of that day's start in UTC. */
const toInstant = (v: string) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T00:00:00Z` : v);

/** /admin/audit: the log as a table; the filters and the page live in the URL, so a view is a link. */
export function AuditLog() {
  const { t, dateTime } = useI18n();
  const [params, setParams] = useSearchParams();
  const query: Record<string, string> = {};
  for (const k of [...FILTERS, 'cursor'] as const) {
    const v = params.get(k);
    if (v) query[k] = k === 'from' || k === 'to' ? toInstant(v) : v;
  }
  const q = useAudit(query);
  const [draft, setDraft] = useState<Record<string, string>>(() => Object.fromEntries(FILTERS.map((k) => [k, params.get(k) ?? ''])));
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setParams(Object.fromEntries(Object.entries(draft).filter(([, v]) => v.trim()).map(([k, v]) => [k, v.trim()])));
  };
  const withCursor = (cursor?: string) => {
    const next = new URLSearchParams(params);
    if (cursor) next.set('cursor', cursor);
    else next.delete('cursor');
    setParams(next);
  };
  return (
    <>
      <h1 className={s.title}>{t('admin.audit.title')}</h1>
      <p className={s.intro}>{t('admin.audit.intro')}</p>
      <form className={s.filters} onSubmit={apply} aria-label={t('admin.audit.filters')}>
        {FILTERS.map((k) => (
          <TextField key={k} label={t(`admin.audit.${k}`)} value={draft[k]} onChange={(v) => setDraft((d) => ({ ...d, [k]: v }))}
            placeholder={k === 'from' || k === 'to' ? 'YYYY-MM-DD' : undefined} name={k} />
        ))}
        <div className={s.filterActions}>
          <Button type="submit">{t('admin.audit.apply')}</Button>
          <Button variant="secondary" onPress={() => { setDraft(Object.fromEntries(FILTERS.map((k) => [k, '']))); setParams({}); }}>{t('admin.audit.clear')}</Button>
        </div>
      </form>
      <ListTable label={t('admin.audit.title')} query={q} isEmpty={!!q.data && q.data.items.length === 0} wide={false}
        empty={{ icon: <ScrollText {...ICON} size={26} />, title: t('admin.audit.emptyTitle'), body: t('admin.audit.empty') }}
        head={<>
          <th scope="col">{t('admin.audit.col.time')}</th>
          <th scope="col">{t('admin.audit.col.actor')}</th>
          <th scope="col">{t('admin.audit.col.action')}</th>
          <th scope="col">{t('admin.audit.col.target')}</th>
        </>}>
        {q.data?.items.map((e) => (
          <tr key={e.id}>
            <td><time dateTime={e.at}>{dateTime(e.at, { dateStyle: 'medium', timeStyle: 'medium' })}</time></td>
            <td>{e.actor ? nameOf(t, { name: e.actor.name ?? e.actor.id, former: e.actor.former }) : t('admin.audit.system')}</td>
            <td><code>{e.action}</code></td>
            <td>{e.targetType} <code>{e.targetId}</code></td>
          </tr>
        ))}
      </ListTable>
      <div className={s.pager}>
        {query.cursor && <Button variant="secondary" onPress={() => withCursor()}>{t('admin.audit.first')}</Button>}
        {q.data?.nextCursor && <Button variant="secondary" onPress={() => withCursor(q.data!.nextCursor!)}>{t('admin.audit.more')}</Button>}
      </div>
    </>
  );
}
