import { useI18n } from '../i18n';
import { BookingPage } from '../features/booking';
import { MarkAllRead, NotificationList } from '../features/notifications';
import { RequireAuth } from '../features/session';
import s from '../features/notifications/Notifications.module.css';

/** /notifications: the whole history, the same list as the bell's panel. */
export default function NotificationsPage() {
  const { t } = useI18n();
  return (
    <RequireAuth>
      {(user) => (
        <BookingPage title={t('notifications.title')} docTitle={t('notifications.title')}>
          <div className={s.page}>
            <div className={s.pageBar}><MarkAllRead userId={user.id} /></div>
            <div className={s.pageList}>
              <NotificationList userId={user.id} headingLevel={2} />
            </div>
          </div>
        </BookingPage>
      )}
    </RequireAuth>
  );
}
