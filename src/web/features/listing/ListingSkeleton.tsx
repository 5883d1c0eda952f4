import { Skeleton } from '../../ui/Surface';
import { useI18n } from '../../i18n';
import s from './ListingSkeleton.module.css';

/** Shaped like the page: title, mosaic, text beside a booking box. */
export function ListingSkeleton() {
  const { t } = useI18n();
  return (
    <div className={s.page} aria-busy="true">
      <p className="visually-hidden" role="status">{t('listing.loading')}</p>
      <Skeleton width="min(560px, 80%)" height={32} />
      <Skeleton width="min(320px, 60%)" height={18} />
      <div className={s.mosaic}>
        <Skeleton className={s.large} height="100%" radius={0} />
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className={s.small} height="100%" radius={0} />
        ))}
      </div>
      <div className={s.columns}>
        <div className={s.text}>
          <Skeleton width="50%" height={26} />
          <Skeleton width="70%" height={18} />
          <Skeleton width="100%" height={1} />
          <Skeleton width="40%" height={48} />
          <Skeleton width="100%" height={18} />
          <Skeleton width="95%" height={18} />
          <Skeleton width="80%" height={18} />
        </div>
        <Skeleton className={s.box} height={360} radius="var(--radius-card)" />
      </div>
    </div>
  );
}
