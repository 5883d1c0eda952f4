import { Dialog as AriaDialog, Heading, Popover } from 'react-aria-components';
import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { Dialog } from '../../ui/Dialog';
import { PHONE_QUERY, useMediaQuery } from '../../ui/useMediaQuery';
import { MarkAllRead } from './MarkAllRead';
import { NotificationList } from './NotificationList';
import s from './Notifications.module.css';

/**
 * The bell's dialog (its own chunk: only members who open it pay for it): a popover under the
 * bell on desktop, a full sheet on phones. Rendered inside the bell's DialogTrigger.
 */
export default function NotificationPanel({ userId, isOpen, onOpenChange }: { userId: string; isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useI18n();
  const phone = useMediaQuery(PHONE_QUERY);
  const close = () => onOpenChange(false);
  const seeAll = <Link to="/notifications" className={s.textLink} onClick={close}>{t('notifications.seeAll')}</Link>;

  if (phone) {
    return (
      <Dialog isOpen={isOpen} onOpenChange={onOpenChange} variant="sheet" title={t('notifications.title')} footer={<><MarkAllRead userId={userId} />{seeAll}</>}>
        <div className={s.sheetList}>
          <NotificationList userId={userId} headingLevel={3} onOpen={close} />
        </div>
      </Dialog>
    );
  }
  return (
    <Popover placement="bottom end" offset={8} className={s.popover}>
      <AriaDialog className={s.panel}>
        <div className={s.panelHead}>
          <Heading slot="title" level={2} className={s.panelTitle}>{t('notifications.title')}</Heading>
          <MarkAllRead userId={userId} />
        </div>
        <div className={s.panelBody}>
          <NotificationList userId={userId} headingLevel={3} onOpen={close} />
        </div>
        <div className={s.panelFoot}>{seeAll}</div>
      </AriaDialog>
    </Popover>
  );
}
