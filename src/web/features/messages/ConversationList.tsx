import { Link } from 'react-router';
import { ImageOff, MessageSquare } from 'lucide-react';
import type { ConversationSummary } from '../../../contract/messages';
import { useI18n } from '../../i18n';
import { nameOf } from '../../i18n/former';
import { Button, ButtonLink } from '../../ui/Button';
import { EmptyState, ErrorState } from '../../ui/States';
import { Skeleton } from '../../ui/Surface';
import { ICON } from '../../ui/icon';
import { useInbox } from './api';
import { Avatar } from '../../ui/Avatar';
import { messageText, shortWhen } from './format';
import s from './Messages.module.css';

/** The member's conversations, newest activity first; "Show more" pages back. */
export function ConversationList({ userId, selectedId }: { userId: string; selectedId?: string }) {
  const { t } = useI18n();
  const q = useInbox(userId);

  if (q.isPending) {
    return (
      <div aria-busy="true" className={s.listSkeleton}>
        <span className="visually-hidden" role="status">{t('messages.list.loading')}</span>
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={s.skeletonRow}>
            <Skeleton width={56} height={56} radius={12} />
            <span className={s.skeletonLines}>
              <Skeleton height={14} width="50%" />
              <Skeleton height={12} width="80%" />
              <Skeleton height={12} width="65%" />
            </span>
          </div>
        ))}
      </div>
    );
  }
  if (q.isError) return <ErrorState error={q.error} title={t('messages.list.error')} onRetry={() => void q.refetch()} />;

  const conversations = q.data.pages.flatMap((p) => p.conversations);
  if (conversations.length === 0) {
    return (
      <EmptyState
        icon={<MessageSquare {...ICON} size={26} />}
        title={t('messages.list.empty.title')}
        body={t('messages.list.empty.body')}
        actions={<ButtonLink to="/s" variant="secondary">{t('messages.list.empty.action')}</ButtonLink>}
      />
    );
  }
  return (
    <>
      <ul className={s.list} role="list" aria-label={t('messages.list.label')}>
        {conversations.map((c) => <Row key={c.id} c={c} selected={c.id === selectedId} />)}
      </ul>
      {(q.hasNextPage || q.isFetchNextPageError) && (
        <div className={s.more}>
          {q.isFetchNextPageError && <p role="alert" className={s.inlineError}>{t('messages.list.moreError')}</p>}
          <Button variant="secondary" size="small" pending={q.isFetchingNextPage} onPress={() => void q.fetchNextPage()}>
            {t('messages.list.more')}
          </Button>
        </div>
      )}
    </>
  );
}

function Row({ c, selected }: { c: ConversationSummary; selected: boolean }) {
  const i18n = useI18n();
  const { t } = i18n;
  const photo = c.listing.photo?.sources[0]?.url;
  const last = c.lastMessage;
  const preview = last ? messageText(last, t).replace(/\s+/g, ' ') : t('messages.list.noMessage');
  const unread = c.unreadCount > 0;
  return (
    <li>
      <Link to={`/inbox/${encodeURIComponent(c.id)}`} className={s.row} aria-current={selected ? 'page' : undefined} data-unread={unread || undefined}>
        <span className={s.rowPics}>
          {photo ? (
            <img className={s.rowPhoto} src={photo} alt="" width={56} height={56} loading="lazy" decoding="async" />
          ) : (
            <span className={s.rowPhoto} aria-hidden="true"><ImageOff size={18} strokeWidth={1.75} /></span>
          )}
          <span className={s.rowAvatar}><Avatar name={nameOf(t, c.other)} url={c.other.avatarUrl} size={28} /></span>
        </span>
        <span className={s.rowBody}>
          <span className={s.rowTop}>
            <span className={s.rowName}>{nameOf(t, c.other)}</span>
            {last && <time className={s.rowTime} dateTime={last.createdAt}>{shortWhen(last.createdAt, new Date(), i18n)}</time>}
          </span>
          <span className={s.rowListing}>{c.listing.title}</span>
          <span className={s.rowPreview}>{last?.mine ? t('messages.list.you', { text: preview }) : preview}</span>
        </span>
        {unread && (
          <span className={s.rowBadge}>
            <span aria-hidden="true">{c.unreadCount > 99 ? '99+' : c.unreadCount}</span>
            <span className="visually-hidden">{t('messages.list.unread', { count: c.unreadCount })}</span>
          </span>
        )}
      </Link>
    </li>
  );
}
