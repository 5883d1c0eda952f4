import { useCallback, useEffect, useId, useReducer, useRef, useState, type ReactNode } from 'react';
import { ChevronDown, MessageSquareOff } from 'lucide-react';
import { useLocation } from 'react-router';
import type { ConversationView } from '../../../contract/messages';
import { ApiError } from '../../api/client';
import { useI18n } from '../../i18n';
import { nameOf } from '../../i18n/former';
import { EmptyState, ErrorState } from '../../ui/States';
import { Skeleton } from '../../ui/Surface';
import { ICON, ICON_SMALL } from '../../ui/icon';
import { useMediaQuery } from '../../ui/useMediaQuery';
import type { SessionUser } from '../session';
import { useMarkRead, useSendMessage, useThread } from './api';
import { Avatar } from '../../ui/Avatar';
import { newestUnreadFromOther, seenMessageId, threadMessages } from './cache';
import { Composer } from './Composer';
import { messageText } from './format';
import { sendError } from './errors';
import { showingConversation } from './live';
import { MessageList } from './MessageList';
import { mineIds, outboxReducer, stillOutgoing } from './outbox';
import { StayDetails } from './StayDetails';
import { usePageVisible } from './usePageVisible';
import s from './Messages.module.css';
import { useSiteName } from '../../api/site-config';

/** Drafts outlive switching between conversations (not a reload). */
const drafts = new Map<string, string>();
let sendCount = 0;

type Props = { user: SessionUser; id: string; back?: ReactNode; headingLevel: 1 | 2 };

/** One conversation: who and what it is about, its messages, and the composer. */
export function Conversation({ user, id, back, headingLevel }: Props) {
  const { t } = useI18n();
  const q = useThread(user.id, id);
  const { fetchNextPage, isFetchingNextPage } = q;
  const load = useCallback(() => void (isFetchingNextPage || fetchNextPage()), [fetchNextPage, isFetchingNextPage]);
  if (q.isPending) {
    return (
      <div className={s.thread} aria-busy="true">
        <span className="visually-hidden" role="status">{t('messages.thread.loading')}</span>
        <div className={s.threadHead}>{back}<Skeleton width={40} height={40} radius="50%" /><Skeleton width={160} height={18} /></div>
        <div className={s.scroller}><Skeleton height={48} width="60%" radius={16} /></div>
      </div>
    );
  }
  if (q.isError) {
    const missing = q.error instanceof ApiError && q.error.status === 404;
    return (
      <div className={s.threadState}>
        {back}
        {missing ? (
          <EmptyState icon={<MessageSquareOff {...ICON} size={26} />} title={t('messages.thread.notFound')} body={t('messages.thread.notFoundBody')} />
        ) : (
          <ErrorState error={q.error} title={t('messages.thread.error')} onRetry={() => void q.refetch()} />
        )}
      </div>
    );
  }
  const older = { has: q.hasNextPage, loading: q.isFetchingNextPage, failed: q.isFetchNextPageError, load };
  return <Loaded user={user} view={q.data.pages[0]} messages={threadMessages(q.data)} older={older} back={back} headingLevel={headingLevel} />;
}

type LoadedProps = {
  user: SessionUser;
  view: ConversationView;
  messages: ConversationView['messages'];
  older: { has: boolean; loading: boolean; failed: boolean; load: () => void };
  back?: ReactNode;
  headingLevel: 1 | 2;
};

function Loaded({ user, view, messages, older, back, headingLevel }: LoadedProps) {
  const { t } = useI18n();
  const site = useSiteName();
  const headingId = useId();
  const wide = useMediaQuery('(min-width: 1200px)');
  const visible = usePageVisible();
  const side = view.viewerRole === 'guest' ? view.host : view.guest;
  const other = { ...side, name: nameOf(t, side) };
  const H = `h${headingLevel}` as const;
  const heading = useRef<HTMLHeadingElement>(null);
  const { key: locationKey } = useLocation();

  // On phones the list the reader came from is gone: focus goes to the conversation's name.
  useEffect(() => {
    if (headingLevel === 1 && locationKey !== 'default') heading.current?.focus({ preventScroll: true });
  }, [headingLevel, locationKey]);

  useEffect(() => {
    document.title = `${other.name} · ${t('messages.title')} · ${site}`;
  }, [other.name, t, site]);

  // Read marks: while this conversation is on screen in a visible tab, what arrives is read.
  const { mutate: markRead } = useMarkRead(user.id, view.id);
  const unread = newestUnreadFromOther(messages);
  const markedFor = useRef<string | null>(null);
  const canRead = view.viewerRole !== 'admin';
  useEffect(() => {
    if (!visible || !canRead || !unread || markedFor.current === unread.id) return;
    markedFor.current = unread.id;
    markRead(unread.id, { onError: () => void (markedFor.current = null) });
  }, [visible, canRead, unread, markRead]);
  useEffect(() => (visible ? showingConversation(view.id) : undefined), [visible, view.id]);

  // Screen readers hear what arrives while the conversation is open.
  const [announce, setAnnounce] = useState('');
  const newestTheirs = messages.findLast((m) => !m.mine);
  const firstSeen = useRef(newestTheirs?.id);
  useEffect(() => {
    if (!newestTheirs || newestTheirs.id === firstSeen.current) return;
    firstSeen.current = newestTheirs.id;
    setAnnounce(t('messages.thread.newFrom', { name: other.name, text: messageText(newestTheirs, t) }));
  }, [newestTheirs, other.name, t]);

  // Sending: the message shows at once; a failure says why beside the composer and offers Retry.
  const send = useSendMessage(user.id, view.id);
  const [outbox, dispatch] = useReducer(outboxReducer, []);
  const [error, setError] = useState<string | null>(null);
  const [text, setTextState] = useState(() => drafts.get(view.id) ?? '');
  const setText = (v: string) => {
    setTextState(v);
    if (v) drafts.set(view.id, v);
    else drafts.delete(view.id);
  };
  const deliver = useCallback((key: string, body: string) => {
    setError(null);
    send.mutateAsync(body).then(
      () => dispatch({ type: 'done', key }),
      (err: unknown) => {
        const e = sendError(err, t);
        setError(e.text);
        if (e.retry) return dispatch({ type: 'failed', key });
        // A refusal will not pass by retrying: the text goes back to the composer to change.
        dispatch({ type: 'done', key });
        setTextState((current) => current || body);
      },
    );
  }, [send, t]);
  const onSend = (body: string) => {
    const key = `out-${++sendCount}`;
    dispatch({ type: 'add', key, body, before: mineIds(messages) });
    setText('');
    deliver(key, body);
  };
  const retry = (key: string) => {
    const o = outbox.find((x) => x.key === key);
    if (!o) return;
    dispatch({ type: 'retry', key, before: mineIds(messages) });
    deliver(key, o.body);
  };

  const cannot = !view.canSend
    ? view.viewerRole === 'admin' ? t('messages.composer.cannot.admin') : t('messages.composer.cannot.left', { name: other.name })
    : !user.emailVerified ? t('messages.composer.unverified') : null;

  const stay = wide ? (
    <section className={s.stayAside} aria-label={t('messages.stay.title')}>
      <StayDetails view={view} headingLevel={headingLevel === 1 ? 2 : 3} />
    </section>
  ) : (
    <details className={s.stayDetails}>
      <summary className={s.staySummary}>
        <span>
          {view.bookings.length
            ? t('messages.stay.summary', { title: view.listing.title, count: view.bookings.length })
            : t('messages.stay.summaryNone', { title: view.listing.title })}
        </span>
        <ChevronDown {...ICON_SMALL} />
      </summary>
      <StayDetails view={view} headingLevel={headingLevel === 1 ? 2 : 3} />
    </details>
  );

  return (
    <section className={s.thread} data-wide={wide || undefined} aria-labelledby={headingId}>
      <div className={s.threadHead}>
        {back}
        <Avatar name={other.name} url={other.avatarUrl} size={40} />
        <div className={s.threadWho}>
          <H id={headingId} ref={heading} tabIndex={-1} className={s.threadName}>{other.name}</H>
          <p className={s.hint}>
            {view.viewerRole === 'host' ? t('messages.thread.role.guest') : t('messages.thread.role.host')}
            {' · '}
            {view.listing.title}
          </p>
        </div>
      </div>
      {stay}
      <MessageList
        messages={messages}
        outgoing={stillOutgoing(outbox, messages)}
        otherName={other.name}
        seenId={seenMessageId(messages)}
        older={older}
        onRetry={retry}
        onDiscard={(key) => { dispatch({ type: 'done', key }); setError(null); }}
        dayLevel={headingLevel === 1 ? 2 : 3}
      />
      {cannot ? (
        <p className={s.cannot} role="note">{cannot}</p>
      ) : (
        <Composer to={other.name} value={text} onChange={setText} onSend={onSend} error={error} />
      )}
      <div className="visually-hidden" role="status" aria-live="polite">{announce}</div>
    </section>
  );
}
