import { useId } from 'react';
import { useI18n } from '../../i18n';
import { AddFeedForm } from './AddFeedForm';
import { ExportAddress } from './ExportAddress';
import { FeedList } from './FeedList';
import s from './HostCalendar.module.css';

/** iCal both ways: Roost's address for other sites, and their calendars imported here. */
export function IcalSection({ listingId }: { listingId: string }) {
  const { t } = useI18n();
  const headingId = useId();
  return (
    <section className={s.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={s.heading}>{t('hostCalendar.ical.title')}</h2>
      <p className={s.muted}>{t('hostCalendar.ical.intro')}</p>
      <div className={s.icalGrid}>
        <ExportAddress listingId={listingId} />
        <FeedList listingId={listingId} />
        <AddFeedForm listingId={listingId} />
      </div>
    </section>
  );
}
