import { useState } from 'react';
import { Link } from 'react-router';
import type { ReportAction } from '../../../contract/moderation';
import { useI18n } from '../../i18n';
import { nameOf } from '../../i18n/former';
import { reportedAs } from '../../i18n/reported';
import { Button } from '../../ui/Button';
import { ErrorState } from '../../ui/States';
import { Skeleton } from '../../ui/Surface';
import { showToast } from '../../ui/Toast';
import { useReport, useResolveReport } from './moderation-api';
import { ReasonDialog } from './ReasonDialog';
import s from './Admin.module.css';

/** /admin/reports/:id: what was reported, as the operator needs it to judge, and the actions that fit it now. */
export function ReportDetail({ id }: { id: string }) {
  const { t, dateTime } = useI18n();
  const q = useReport(id);
  const resolve = useResolveReport(id);
  const [acting, setActing] = useState<ReportAction | null>(null);
  const [error, setError] = useState<string>();
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  if (!q.data) return <div aria-busy="true"><Skeleton height={240} /></div>;
  const r = q.data;
  const confirm = (note: string) => resolve.mutate({ action: acting!, note }, {
    onSuccess: () => {
      showToast({ message: t(`admin.reports.done.${acting!}`) });
      setActing(null);
      setError(undefined);
    },
    onError: (e) => setError(e.message),
  });
  return (
    <>
      <p><Link to="/admin/reports">{t('admin.reports.back')}</Link></p>
      <h1 className={s.title}>{reportedAs(t, r, 'title') ?? t('admin.reports.gone')}</h1>
      <p className={s.intro}>
        {t(`admin.reports.type.${r.targetType}`)} · {t(`admin.reports.reason.${r.reason}`)} · <time dateTime={r.createdAt}>{dateTime(r.createdAt)}</time>
        {' · '}{r.reporter ? t('admin.reports.by', { name: nameOf(t, r.reporter) }) : t('admin.reports.byGone')}
      </p>
      {r.note && <section className={s.section} aria-labelledby="rp-note"><h2 id="rp-note" className={s.sectionTitle}>{t('admin.reports.theirNote')}</h2><p className={s.quote}>{r.note}</p></section>}

      <section className={`${s.section} ${s.panel}`} aria-labelledby="rp-target">
        <h2 id="rp-target" className={s.sectionTitle}>{t('admin.reports.reported')}</h2>
        {!r.target.exists ? <p>{t('admin.reports.gone')}</p> : (
          <dl className={s.facts}>
            {r.target.owner && <><dt>{t('admin.reports.owner')}</dt><dd><Link to={`/admin/members/${r.target.owner.id}`}>{nameOf(t, r.target.owner)}</Link>{r.target.owner.status === 'banned' && <> <span className={s.badge}>{t('admin.members.status.banned')}</span></>}</dd></>}
            {r.target.listing && <><dt>{t('admin.reports.listing')}</dt><dd>{r.target.listing.status === 'published' ? <Link to={`/listings/${r.target.listing.id}`}>{r.target.listing.title}</Link> : r.target.listing.title} <span className={s.badge}>{r.target.listing.status.replace('_', ' ')}</span></dd></>}
            {r.target.rating !== null && <><dt>{t('admin.reports.rating')}</dt><dd>{r.target.rating} / 5</dd></>}
            {r.target.at && <><dt>{t('admin.reports.written')}</dt><dd><time dateTime={r.target.at}>{dateTime(r.target.at)}</time></dd></>}
            {r.target.hiddenAt && <><dt>{t('admin.reports.hidden')}</dt><dd><time dateTime={r.target.hiddenAt}>{dateTime(r.target.hiddenAt)}</time></dd></>}
          </dl>
        )}
        {r.target.text && <p className={s.quote}>{r.target.text}</p>}
        {r.target.conversationId && <p><Link to={`/admin/conversations/${r.target.conversationId}`}>{t('admin.reports.readConversation')}</Link></p>}
      </section>

      {r.status === 'open' ? (
        <section className={s.section} aria-labelledby="rp-act">
          <h2 id="rp-act" className={s.sectionTitle}>{t('admin.reports.act')}</h2>
          {r.otherOpenReports > 0 && <p className={s.meta}>{t('admin.reports.others', { count: r.otherOpenReports })}</p>}
          <div className={s.actions}>
            {r.actions.map((a) => (
              <Button key={a} variant={a === 'dismiss' ? 'secondary' : 'primary'} onPress={() => setActing(a)}>{t(`admin.reports.do.${a}`)}</Button>
            ))}
          </div>
        </section>
      ) : (
        <section className={`${s.section} ${s.panel}`} aria-labelledby="rp-outcome">
          <h2 id="rp-outcome" className={s.sectionTitle}>{t('admin.reports.outcome')}</h2>
          <p><strong>{r.action ? t(`admin.reports.action.${r.action}`) : r.status}</strong>
            {r.handledBy && <> · {t('admin.reports.handledBy', { name: nameOf(t, r.handledBy) })}</>}
            {r.handledAt && <> · <time dateTime={r.handledAt}>{dateTime(r.handledAt)}</time></>}</p>
          {r.resolutionNote && <p className={s.quote}>{r.resolutionNote}</p>}
        </section>
      )}
      {acting && (
        <ReasonDialog title={t(`admin.reports.confirm.${acting}`)} body={t(`admin.reports.confirmBody.${acting}`)} label={t('admin.reports.note')}
          confirm={t(`admin.reports.do.${acting}`)} pending={resolve.isPending} error={error} onConfirm={confirm}
          onClose={() => { setActing(null); setError(undefined); }} />
      )}
    </>
  );
}
