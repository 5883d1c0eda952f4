import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Bell } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { Button as AriaButton, DialogTrigger } from 'react-aria-components';
import { useLocation } from 'react-router';
import { useI18n } from '../../i18n';
import { ICON } from '../../ui/icon';
import { notificationKeys, useUnreadCount } from './api';
import s from './Notifications.module.css';

const loadPanel = () => import('./NotificationPanel');
const NotificationPanel = lazy(loadPanel);

/**
 * The header's bell for members: the unread count (in its name and a badge) and, on press, the
 * latest notifications in a dialog. React Aria's overlays trap focus, close on Escape and give
 * focus back to the bell. The header is on every page, so the panel loads only when wanted.
 */
export function NotificationBell({ userId }: { userId: string }) {
  const { t, number } = useI18n();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const count = useUnreadCount(userId);
  const { pathname, search } = useLocation();
  // The URL, not the location key: a page that rewrites its own URL in place is no navigation.
  const url = `${pathname}${search}`;
  const lastUrl = useRef(url);

  // Each navigation closes the panel and, if the count is a few seconds old, asks for it again.
  useEffect(() => {
    if (url === lastUrl.current) return;
    lastUrl.current = url;
    setOpen(false);
    void client.refetchQueries({ queryKey: notificationKeys.count(userId), stale: true, type: 'active' });
  }, [url, client, userId]);

  const unread = count.data ?? 0;
  const label = unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell');

  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <AriaButton className={s.bell} aria-label={label} onHoverStart={() => void loadPanel()} onFocus={() => void loadPanel()}>
        <Bell {...ICON} />
        {unread > 0 && <span className={s.badge} aria-hidden="true">{unread > 9 ? '9+' : number(unread)}</span>}
      </AriaButton>
      {open && (
        <Suspense fallback={null}>
          <NotificationPanel userId={userId} isOpen={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </DialogTrigger>
  );
}
