import { useEffect } from 'react';
import { Link } from 'react-router';
import { ChevronLeft, MessagesSquare } from 'lucide-react';
import { useI18n } from '../../i18n';
import { EmptyState } from '../../ui/States';
import { ICON } from '../../ui/icon';
import { useMediaQuery } from '../../ui/useMediaQuery';
import type { SessionUser } from '../session';
import { useInbox } from './api';
import { Conversation } from './Conversation';
import { ConversationList } from './ConversationList';
import s from './Messages.module.css';
import { useSiteName } from '../../api/site-config';

/** Two panes side by side from this width; below it one at a time. */
export const TWO_PANES = '(min-width: 900px)';

/**
 * /inbox and /inbox/:id. Desktop: the list beside the open conversation. Phones: the list, or
 * the conversation with a way back to it.
 */
export function Inbox({ user, conversationId }: { user: SessionUser; conversationId?: string }) {
  const { t } = useI18n();
  const site = useSiteName();
  const twoPanes = useMediaQuery(TWO_PANES);
  const inbox = useInbox(user.id);
  // With nothing to open, the empty inbox takes the whole page rather than half of it.
  const nothing = !conversationId && inbox.data?.pages[0].conversations.length === 0;

  useEffect(() => {
    if (!conversationId) document.title = `${t('messages.title')} · ${site}`;
  }, [conversationId, t, site]);

  const list = (
    <div className={s.listPane}>
      <h1 className={s.paneTitle}>{t('messages.title')}</h1>
      <ConversationList userId={user.id} selectedId={conversationId} />
    </div>
  );
  const back = (
    <Link to="/inbox" className={s.back}>
      <ChevronLeft size={20} strokeWidth={1.75} aria-hidden="true" />
      <span>{t('messages.back')}</span>
    </Link>
  );

  if (!twoPanes || nothing) {
    return (
      <main id="main" tabIndex={-1} className={s.page} data-panes="one" data-view={conversationId ? 'thread' : 'list'}>
        {conversationId ? <Conversation key={conversationId} user={user} id={conversationId} back={back} headingLevel={1} /> : list}
      </main>
    );
  }
  return (
    <main id="main" tabIndex={-1} className={s.page} data-panes="two">
      {list}
      <div className={s.threadPane}>
        {conversationId ? (
          <Conversation key={conversationId} user={user} id={conversationId} headingLevel={2} />
        ) : (
          <div className={s.threadState}>
            <EmptyState icon={<MessagesSquare {...ICON} size={26} />} title={t('messages.pick.title')} body={t('messages.pick.body')} />
          </div>
        )}
      </div>
    </main>
  );
}
