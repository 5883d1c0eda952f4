import { Skeleton } from '../../ui/Surface';
import s from './ListingCard.module.css';

/** The card's shape while results load. */
export function ListingCardSkeleton() {
  return (
    <div className={s.card} aria-hidden="true">
      <Skeleton className={s.media} radius="var(--radius-card)" height="auto" />
      <div className={s.body}>
        <Skeleton width="70%" height={18} />
        <Skeleton width="85%" height={16} />
        <Skeleton width="40%" height={16} />
        <Skeleton width="35%" height={18} style={{ marginBlockStart: 4 }} />
      </div>
    </div>
  );
}
