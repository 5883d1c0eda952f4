import {
  Ban, Bell, BellRing, CalendarCheck, CalendarPlus, CalendarX2, CircleCheck, CircleX, Clock, Flag, Hourglass, MessageSquareReply, PenLine, Star, Undo2,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import type { NotificationKind, NotificationView } from '../../../contract/notifications';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { EmptyState, ErrorState } from '../../ui/States';
import { Skeleton } from '../../ui/Surface';
import { ICON } from '../../ui/icon';
import { relativeTime } from '../account/relativeTime';
import { useMarkRead, useNotificationList } from './api';
import { describeNotification, localIsoDate } from './wording';
import s from './Notifications.module.css';

/** One page of the list: the panel and /notifications share it (and its cache). */
export const PAGE_SIZE = 20;

const KIND_ICON: Record<NotificationKind, LucideIcon> = {
  booking_requested: CalendarPlus,
  booking_confirmed: CalendarCheck,
  booking_accepted: CircleCheck,
  booking_declined: CircleX,
  booking_expired: Clock,
  booking_withdrawn: Undo2,
  booking_cancelled: Ban,
  stay_reminder: BellRing,
  calendar_conflict: CalendarX2,
  review_requested: PenLine,
  review_reminder: Hourglass,
  review_published: Star,
  review_response: MessageSquareReply,
  report_received: Flag,
  report_handled: Flag,
};

type Props = {
  userId: string;
  /** The heading level of the empty and error states (below the panel's or page's own heading). */
  headingLevel: 2 | 3;
  /** Called when a notification is opened (the panel closes). */
  onOpen?: () => void;
};

/** Newest first; opening one marks it read and goes to the booking; "Show more" pages back. */
export function NotificationList({ userId, headingLevel, onOpen }: Props) {
  const { t } = useI18n();
  const q = useNotificationList(userId, PAGE_SIZE);
  const markRead = useMarkRead(userId);

  if (q.isPending) {
    return (
      <div aria-busy="true">
        <span className="visually-hidden" role="status">{t('notifications.loading')}</span>
        {[0, 1, 2].map((i) => (
          <div key={i} className={s.skeletonRow}>
            <Skeleton width={36} height={36} radius="50%" />
            <span className={s.skeletonLines}>
              <Skeleton height={14} width="90%" />
              <Skeleton height={12} width="30%" />
            </span>
          </div>
        ))}
      </div>
    );
  }
  if (q.isError) return <ErrorState error={q.error} title={t('notifications.error.title')} onRetry={() => void q.refetch()} headingLevel={headingLevel} />;

  const items = q.data.pages.flatMap((p) => p.items);
  if (items.length === 0) {
    return <EmptyState icon={<Bell {...ICON} size={26} />} title={t('notifications.empty.title')} body={t('notifications.empty.body')} headingLevel={headingLevel} />;
  }

  const open = (n: NotificationView) => {
    if (!n.readAt) markRead.mutate({ ids: [n.id] });
    onOpen?.();
  };

  return (
    <>
      <ul className={s.list} role="list">
        {items.map((n) => <Row key={n.id} n={n} onOpen={() => open(n)} />)}
      </ul>
      {(q.hasNextPage || q.isFetchNextPageError) && (
        <div className={s.more}>
          {q.isFetchNextPageError && <p role="alert" className={s.markError}>{t('notifications.moreError')}</p>}
          <Button variant="secondary" size="small" pending={q.isFetchingNextPage} onPress={() => void q.fetchNextPage()}>
            {t('notifications.showMore')}
          </Button>
        </div>
      )}
    </>
  );
}

function Row({ n, onOpen }: { n: NotificationView; onOpen: () => void }) {
  const i18n = useI18n();
  const now = new Date();
  const { text, note, href } = describeNotification(n, i18n, localIsoDate(now));
  const unread = !n.readAt;
  const Icon = KIND_ICON[n.kind] ?? Bell;
  return (
    <li>
      <Link to={href} className={[s.row, unread && s.unread].filter(Boolean).join(' ')} onClick={onOpen}>
        <span className={s.kindIcon}><Icon {...ICON} /></span>
        <span className={s.rowBody}>
          {unread && <span className="visually-hidden">{i18n.t('notifications.unread')}: </span>}
          <span className={s.rowText}>{text}</span>
          {note && <span className={s.rowNote}>“{note}”</span>}
          {/* A pause for screen readers between the words and the time, which are one link name. */}
          <span className="visually-hidden">. </span>
          <time className={s.rowTime} dateTime={n.createdAt}>{relativeTime(n.createdAt, now.getTime(), i18n.locale)}</time>
        </span>
        {unread ? <span className={s.dot} aria-hidden="true" /> : <span aria-hidden="true" />}
      </Link>
    </li>
  );
}
