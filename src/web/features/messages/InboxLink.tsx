import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { ICON } from '../../ui/icon';
import { useUnreadMessages } from './api';
import { useMessageStream } from './useMessageStream';
import s from './InboxLink.module.css';

/**
 * The header's way to the inbox for members, with the unread count in its name and a badge. It
 * also holds the tab's live stream, which keeps that count (and any open conversation) current.
 */
export function InboxLink({ userId }: { userId: string }) {
  const { t, number } = useI18n();
  useMessageStream(userId);
  const unread = useUnreadMessages(userId).data?.unreadCount ?? 0;
  const label = unread > 0 ? t('messages.header.unread', { count: unread }) : t('messages.header.link');
  return (
    <Link to="/inbox" className={s.link} aria-label={label} title={t('messages.header.link')}>
      <MessageSquare {...ICON} />
      {unread > 0 && <span className={s.badge} aria-hidden="true">{unread > 9 ? '9+' : number(unread)}</span>}
    </Link>
  );
}
