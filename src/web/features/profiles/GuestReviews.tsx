import { Link } from 'react-router';
import { Star } from 'lucide-react';
import { useI18n } from '../../i18n';
import { Avatar } from '../../ui/Avatar';
import { Skeleton } from '../../ui/Surface';
import { useProfile } from './api';
import { ReceivedList } from './ReceivedList';
import s from './Profile.module.css';

/**
 * For a host deciding a request: what other hosts wrote about this guest (published reviews only),
 * with their average, and the way to the guest's profile.
 */
export function GuestReviews({ guestId, guestName }: { guestId: string; guestName: string }) {
  const { t, number } = useI18n();
  const q = useProfile(guestId);
  const summary = q.data?.reviews.asGuest;
  return (
    <section className={s.guestReviews} aria-labelledby="guest-reviews-h">
      <div className={s.guestHead}>
        {q.data ? <Avatar name={q.data.name} url={q.data.avatarUrl} size={48} /> : <Skeleton width={48} height={48} radius={999} />}
        <div>
          <h2 id="guest-reviews-h" className={s.guestTitle}>{t('reviews.guest.title', { name: guestName })}</h2>
          {summary && summary.count > 0 && summary.average !== null && (
            <p className={s.guestSummary}>
              <Star size={14} strokeWidth={2} fill="currentColor" aria-hidden="true" />
              {t('reviews.guest.summary', { rating: number(summary.average, { minimumFractionDigits: 2, maximumFractionDigits: 2 }), count: summary.count })}
            </p>
          )}
        </div>
      </div>
      {q.isError ? (
        <p role="alert" className={s.error}>{(q.error as Error).message}</p>
      ) : summary && summary.count === 0 ? (
        <p className={s.muted}>{t('reviews.guest.none', { name: guestName })}</p>
      ) : summary ? (
        <ReceivedList userId={guestId} kind="guest" headingLevel={3} />
      ) : null}
      <p><Link to={`/users/${encodeURIComponent(guestId)}`} className={s.link}>{t('reviews.guest.profile', { name: guestName })}</Link></p>
    </section>
  );
}
