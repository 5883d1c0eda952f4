import { useId, useState } from 'react';
import { Link } from 'react-router';
import { AlertCircle, AlertTriangle, FileText, Globe, RefreshCw, Trash2 } from 'lucide-react';
import type { FeedView } from '../../../contract/calendar';
import { feedErrorMessage, useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ICON_SMALL } from '../../ui/icon';
import { useRemoveFeed, useSyncFeed } from './api';
import { rangeText } from './describe';
import s from './Ical.module.css';

/** One imported calendar: where from, when it last synced or failed, what it overlaps; sync or remove it. */
export function FeedItem({ listingId, feed }: { listingId: string; feed: FeedView }) {
  const i18n = useI18n();
  const { t } = i18n;
  const sync = useSyncFeed(listingId);
  const remove = useRemoveFeed(listingId);
  const [confirming, setConfirming] = useState(false);
  const [synced, setSynced] = useState<FeedView | null>(null);
  const nameId = useId();

  return (
    <li className={s.feed} aria-labelledby={nameId}>
      <div className={s.feedHead}>
        <h4 id={nameId} className={s.feedName}>{feed.name}</h4>
        <p className={s.feedSource}>
          {feed.kind === 'url' ? <Globe {...ICON_SMALL} /> : <FileText {...ICON_SMALL} />}
          <span className={s.url}>{feed.url ?? t('hostCalendar.feeds.file')}</span>
        </p>
      </div>
      <p className={s.muted}>
        {feed.lastSyncedAt ? t('hostCalendar.feeds.lastSynced', { when: i18n.dateTime(feed.lastSyncedAt) }) : t('hostCalendar.feeds.neverSynced')}
        {' · '}
        {t('hostCalendar.feeds.ranges', { count: feed.blockCount })}
      </p>
      {feed.lastError && (
        <div className={s.feedError}>
          <AlertCircle {...ICON_SMALL} />
          <p>
            {t('hostCalendar.feeds.lastError', { when: feed.lastErrorAt ? i18n.dateTime(feed.lastErrorAt) : '' })} {feedErrorMessage(feed)}{' '}
            <span className={s.muted}>{t('hostCalendar.feeds.errorKept')}</span>
          </p>
        </div>
      )}
      {feed.conflicts.length > 0 && (
        <div className={s.conflicts}>
          <p className={s.conflictTitle}><AlertTriangle {...ICON_SMALL} />{t('hostCalendar.feeds.conflicts', { count: feed.conflicts.length })}</p>
          <p className={s.muted}>{t('hostCalendar.feeds.conflictsHelp')}</p>
          <ul role="list" className={s.conflictList}>
            {feed.conflicts.map((c) => (
              <li key={`${c.bookingId}/${c.startDate}`}>
                {rangeText(i18n, c.startDate, c.endDate)}{' · '}
                <Link to={`/host/reservations/${encodeURIComponent(c.bookingId)}`} className={s.link}>{t('hostCalendar.feeds.viewBooking')}</Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={s.feedActions}>
        {feed.kind === 'url' && (
          <Button variant="secondary" size="small" aria-describedby={nameId} pending={sync.isPending}
            onPress={() => { if (sync.isPending) return; setSynced(null); sync.mutate(feed.id, { onSuccess: (f) => setSynced(f) }); }}>
            <RefreshCw {...ICON_SMALL} />{t('hostCalendar.feeds.sync')}
          </Button>
        )}
        <Button variant="ghost" size="small" aria-describedby={nameId} onPress={() => setConfirming(true)}>
          <Trash2 {...ICON_SMALL} />{t('hostCalendar.feeds.remove')}
        </Button>
      </div>
      {sync.isError && <p className={s.error} role="alert"><AlertCircle {...ICON_SMALL} />{sync.error.message}</p>}
      {/* The server answers a failed read with the feed and its error (shown above); say which it was. */}
      <p role="status" className={synced?.lastError ? s.error : s.ok}>
        {synced && !sync.isPending && t(synced.lastError ? 'hostCalendar.feeds.syncFailed' : 'hostCalendar.feeds.synced', { name: feed.name })}
      </p>
      <Dialog
        isOpen={confirming}
        onOpenChange={(open) => { setConfirming(open); if (!open) remove.reset(); }}
        title={t('hostCalendar.feeds.removeTitle', { name: feed.name })}
        footer={
          <>
            <Button variant="secondary" onPress={() => setConfirming(false)} isDisabled={remove.isPending}>{t('hostCalendar.feeds.removeKeep')}</Button>
            <Button variant="primary" pending={remove.isPending}
              onPress={() => !remove.isPending && remove.mutate(feed.id, { onSuccess: () => setConfirming(false) })}>
              {t('hostCalendar.feeds.removeConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('hostCalendar.feeds.removeBody')}</p>
        {remove.isError && <p className={s.error} role="alert"><AlertCircle {...ICON_SMALL} />{remove.error.message}</p>}
      </Dialog>
    </li>
  );
}
