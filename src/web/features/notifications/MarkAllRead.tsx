import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { useMarkRead, useUnreadCount } from './api';
import s from './Notifications.module.css';

/**
 * "Mark all as read", shown only while something is unread. Pressing it hides it, so focus goes
 * first to the enclosing panel or page rather than being lost to the document body.
 */
export function MarkAllRead({ userId }: { userId: string }) {
  const { t } = useI18n();
  const count = useUnreadCount(userId);
  const markRead = useMarkRead(userId);
  if (!count.data && !markRead.isError) return null;
  return (
    <div className={s.markAll}>
      <Button variant="ghost" size="small" pending={markRead.isPending} onPress={(e) => {
          (e.target as HTMLElement).closest<HTMLElement>('[role="dialog"], main')?.focus();
          markRead.mutate({});
        }}>
        {t('notifications.markAllRead')}
      </Button>
      {markRead.isError && <p role="alert" className={s.markError}>{t('notifications.markError')}</p>}
    </div>
  );
}
