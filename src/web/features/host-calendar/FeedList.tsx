import { useId } from 'react';
import { CalendarSync } from 'lucide-react';
import { useI18n } from '../../i18n';
import { EmptyState, ErrorState } from '../../ui/States';
import { Skeleton } from '../../ui/Surface';
import { ICON } from '../../ui/icon';
import { useFeeds } from './api';
import { FeedItem } from './FeedItem';
import s from './Ical.module.css';

/** The calendars imported from other sites. */
export function FeedList({ listingId }: { listingId: string }) {
  const { t } = useI18n();
  const q = useFeeds(listingId);
  const headingId = useId();
  return (
    <section className={s.block} aria-labelledby={headingId}>
      <h3 id={headingId} className={s.subheading}>{t('hostCalendar.feeds.title')}</h3>
      {q.isError ? (
        <ErrorState headingLevel={3} error={q.error} onRetry={() => q.refetch()} />
      ) : !q.data ? (
        <Skeleton height={96} radius={12} />
      ) : q.data.feeds.length === 0 ? (
        <div className={s.empty}>
          <EmptyState headingLevel={3} icon={<CalendarSync {...ICON} size={26} />} title={t('hostCalendar.feeds.empty')} body={t('hostCalendar.feeds.emptyBody')} />
        </div>
      ) : (
        <ul role="list" className={s.feeds}>
          {q.data.feeds.map((f) => <FeedItem key={f.id} listingId={listingId} feed={f} />)}
        </ul>
      )}
    </section>
  );
}
