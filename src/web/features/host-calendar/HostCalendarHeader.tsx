import { useEffect } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useI18n } from '../../i18n';
import { ICON_SMALL } from '../../ui/icon';
import { useHostListingTitle } from './api';
import s from './HostCalendar.module.css';
import { useSiteName } from '../../api/site-config';

/** The page's heading: back to /host, "Calendar" and the listing it is for; sets the document title. */
export function HostCalendarHeader({ listingId }: { listingId: string }) {
  const { t, dir } = useI18n();
  const site = useSiteName();
  const title = useHostListingTitle(listingId);
  const Back = dir === 'rtl' ? ArrowRight : ArrowLeft;
  useEffect(() => {
    document.title = [t('hostCalendar.title'), title, site].filter(Boolean).join(' · ');
  }, [t, title, site]);
  return (
    <header className={s.pageHeader}>
      <Link to="/host" className={s.back}><Back {...ICON_SMALL} />{t('hostCalendar.back')}</Link>
      <h1 className={s.title}>{t('hostCalendar.title')}</h1>
      {/* The line is there before the title arrives, so nothing below it moves. */}
      <p className={s.listingTitle}>{title}</p>
    </header>
  );
}
