import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminConversation, AdminConversationMessage } from '../../../contract/moderation';
import { useI18n } from '../../i18n';
import { nameOf } from '../../i18n/former';
import { Button } from '../../ui/Button';
import { ErrorState } from '../../ui/States';
import { Skeleton } from '../../ui/Surface';
import { showToast } from '../../ui/Toast';
import { useHideMessage, useOperatorConversation } from './moderation-api';
import { ReasonDialog } from './ReasonDialog';
import s from './Admin.module.css';

/**
 * /admin/conversations/:id: a conversation reached from a report, read in full (hidden messages
 * keep their words here), with a message hidden one by one. A reported message is hidden from its
 * report instead, so its reporter is told.
 */
export function ConversationDetail({ id }: { id: string }) {
  const { t, dateTime } = useI18n();
  const q = useOperatorConversation(id);
  const hide = useHideMessage(id);
  const [hiding, setHiding] = useState<AdminConversationMessage | null>(null);
  const [error, setError] = useState<string>();
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  if (!q.data) return <div aria-busy="true"><Skeleton height={320} /></div>;
  const head = q.data.pages[0]!;
  // Pages come newest first; each page is oldest first.
  const messages = [...q.data.pages].reverse().flatMap((p) => p.messages);
  const confirm = (reason: string) => hide.mutate({ id: hiding!.id, reason }, {
    onSuccess: () => {
      showToast({ message: t('admin.conversation.hidden') });
      setHiding(null);
      setError(undefined);
    },
    onError: (e) => setError(e.message),
  });
  return (
    <>
      <p><Link to="/admin/reports">{t('admin.reports.back')}</Link></p>
      <h1 className={s.title}>{t('admin.conversation.title', { listing: head.listing.title })}</h1>
      <p className={s.intro}>{t('admin.conversation.intro')}</p>
      <dl className={`${s.facts} ${s.panel}`}>
        <dt>{t('admin.conversation.guest')}</dt><dd><Party party={head.guest} side="guest" /></dd>
        <dt>{t('admin.conversation.host')}</dt><dd><Party party={head.host} side="host" /></dd>
        <dt>{t('admin.reports.listing')}</dt>
        <dd>{head.listing.status === 'published' ? <Link to={`/listings/${head.listing.id}`}>{head.listing.title}</Link> : head.listing.title}</dd>
      </dl>

      <section className={s.section} aria-labelledby="cv-messages">
        <h2 id="cv-messages" className={s.sectionTitle}>{t('admin.conversation.messages', { count: messages.length })}</h2>
        {q.hasNextPage && (
          <p><Button variant="secondary" onPress={() => void q.fetchNextPage()} isDisabled={q.isFetchingNextPage}>{t('admin.conversation.older')}</Button></p>
        )}
        {messages.length === 0 ? <p className={s.meta}>{t('admin.conversation.empty')}</p> : (
          <ol className={s.cards}>
            {messages.map((m) => (
              <li key={m.id} className={s.row}>
                <p className={s.meta}>
                  <strong>{senderName(t, head, m.senderId) ?? t('admin.conversation.formerMember')}</strong>
                  {' · '}<time dateTime={m.createdAt}>{dateTime(m.createdAt)}</time>
                  {m.hiddenAt && <> <span className={s.badge}>{t('admin.conversation.hiddenBadge')}</span></>}
                </p>
                <p className={s.quote}>{m.body}</p>
                {m.openReportId ? (
                  <p className={s.actions}><Link to={`/admin/reports/${m.openReportId}`}>{t('admin.conversation.openReport')}</Link></p>
                ) : !m.hiddenAt && (
                  <div className={s.actions}>
                    <Button variant="secondary" size="small" onPress={() => setHiding(m)}
                      aria-label={t('admin.conversation.hideOne', { time: dateTime(m.createdAt) })}>{t('admin.conversation.hide')}</Button>
                  </div>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
      {hiding && (
        <ReasonDialog title={t('admin.conversation.confirm')} body={t('admin.conversation.confirmBody')} label={t('admin.conversation.reason')}
          confirm={t('admin.conversation.hide')} pending={hide.isPending} error={error} onConfirm={confirm}
          onClose={() => { setHiding(null); setError(undefined); }} />
      )}
    </>
  );
}

function senderName(t: (key: string) => string, c: AdminConversation, senderId: string | null): string | undefined {
  if (senderId && senderId === c.guest?.id) return nameOf(t, c.guest, 'guest');
  if (senderId && senderId === c.host?.id) return nameOf(t, c.host, 'host');
  return undefined;
}

function Party({ party, side }: { party: AdminConversation['guest']; side: 'guest' | 'host' }) {
  const { t } = useI18n();
  if (!party) return <>{t('admin.conversation.formerMember')}</>;
  return (
    <>
      <Link to={`/admin/members/${party.id}`}>{nameOf(t, party, side)}</Link>
      {party.status === 'banned' && <> <span className={s.badge}>{t('admin.members.status.banned')}</span></>}
    </>
  );
}
