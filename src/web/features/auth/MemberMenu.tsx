import { useState } from 'react';
import { ChevronDown, Shield, Heart, Home, LogOut, MessageSquare, Plane, Plus, UserRound } from 'lucide-react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { useI18n } from '../../i18n';
import { ICON, ICON_SMALL } from '../../ui/icon';
import { PHONE_QUERY, useMediaQuery } from '../../ui/useMediaQuery';
import { useUnreadMessages } from '../messages';
import { useSignOut, type SessionUser } from '../session';
import s from './MemberMenu.module.css';

/** The signed-in header: avatar and name opening Trips, Inbox, Wishlists, Hosting, Account and Log out. */
export function MemberMenu({ user }: { user: SessionUser }) {
  const { t } = useI18n();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const initial = (user.name.trim()[0] ?? user.email[0] ?? '?').toLocaleUpperCase();
  // Phones have no room for the header's inbox link: its count shows on the avatar and in the menu.
  const phone = useMediaQuery(PHONE_QUERY);
  const unread = useUnreadMessages(user.id).data?.unreadCount ?? 0;
  const label = phone && unread > 0 ? t('auth.menu.labelUnread', { name: user.name, count: unread }) : t('auth.menu.label', { name: user.name });

  const logOut = async () => {
    setFailed(false);
    try {
      await signOut();
      navigate('/');
    } catch {
      setFailed(true);
    }
  };

  return (
    <div className={s.wrap}>
      <MenuTrigger>
        <Button className={s.trigger} aria-label={label}>
          <span className={s.avatar} aria-hidden="true">
            {user.image ? <img src={user.image} alt="" className={s.photo} /> : initial}
          </span>
          {phone && unread > 0 && <span className={s.badge} aria-hidden="true">{unread > 9 ? '9+' : unread}</span>}
          <span className={s.name} aria-hidden="true">{user.name}</span>
          <ChevronDown {...ICON_SMALL} className={s.chevron} />
        </Button>
        <Popover placement="bottom end" offset={8} className={s.popover}>
          <Menu className={s.menu} onAction={(key) => key === 'logout' && void logOut()}>
            <MenuItem className={s.item} href="/trips" textValue={t('auth.menu.trips')}><Plane {...ICON} />{t('auth.menu.trips')}</MenuItem>
            <MenuItem className={s.item} href="/inbox" textValue={unread > 0 ? t('auth.menu.inboxUnread', { count: unread }) : t('auth.menu.inbox')}>
              <MessageSquare {...ICON} />
              {t('auth.menu.inbox')}
              {unread > 0 && <span className={s.count} aria-hidden="true">{unread > 99 ? '99+' : unread}</span>}
            </MenuItem>
            <MenuItem className={s.item} href="/wishlists" textValue={t('auth.menu.wishlists')}><Heart {...ICON} />{t('auth.menu.wishlists')}</MenuItem>
            <MenuItem className={s.item} href="/host" textValue={t('auth.menu.hosting')}><Home {...ICON} />{t('auth.menu.hosting')}</MenuItem>
            <MenuItem className={s.item} href="/host/listings/new" textValue={t('auth.menu.newListing')}><Plus {...ICON} />{t('auth.menu.newListing')}</MenuItem>
            <MenuItem className={s.item} href="/account" textValue={t('auth.menu.account')}><UserRound {...ICON} />{t('auth.menu.account')}</MenuItem>
            {/* The operator's screens (issue 14); only the site pages exist so far. */}
            {user.role === 'admin' && <MenuItem className={s.item} href="/admin" textValue={t('auth.menu.console')}><Shield {...ICON} />{t('auth.menu.console')}</MenuItem>}
            <Separator className={s.separator} />
            <MenuItem className={s.item} id="logout" textValue={t('auth.menu.logOut')}><LogOut {...ICON} />{t('auth.menu.logOut')}</MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
      {failed && <p role="alert" className={s.failed}>{t('auth.menu.logOutFailed')}</p>}
    </div>
  );
}
