import { useI18n } from '../../i18n';
import { Skeleton } from '../../ui/Surface';
import { ReviewItem, useReceivedReviews } from '../reviews';
import s from './Profile.module.css';

/** A member's received reviews of one kind, newest first, five at a time. */
export function ReceivedList({ userId, kind, hostName, headingLevel }: { userId: string; kind: 'host' | 'guest'; hostName?: string; headingLevel?: 3 | 4 }) {
  const { t } = useI18n();
  const q = useReceivedReviews(userId, kind);
  const reviews = q.data?.pages.flatMap((p) => p.reviews) ?? [];
  if (q.isPending) {
    return (
      <div className={s.reviewList} aria-busy="true">
        {[0, 1].map((i) => <div key={i} className={s.reviewSkeleton}><Skeleton width={180} height={20} /><Skeleton width="100%" height={56} /></div>)}
      </div>
    );
  }
  if (q.isError) {
    return (
      <p role="alert" className={s.error}>
        {t('listing.reviews.loadError', { message: (q.error as Error).message })}{' '}
        <button type="button" className={s.textButton} onClick={() => void q.refetch()}>{t('common.retry')}</button>
      </p>
    );
  }
  return (
    <>
      <ul className={s.reviewList} role="list">
        {reviews.map((r) => <ReviewItem key={r.id} review={r} showListing hostName={hostName} headingLevel={headingLevel} />)}
      </ul>
      {q.hasNextPage && (
        <button type="button" className={s.more} onClick={() => void q.fetchNextPage()} disabled={q.isFetchingNextPage} aria-busy={q.isFetchingNextPage || undefined}>
          {t('reviews.more')}
        </button>
      )}
    </>
  );
}
