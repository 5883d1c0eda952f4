import { Star } from 'lucide-react';
import { CATEGORY_KEYS } from '../../../contract/values';
import type { ListingDetail } from '../../../contract/listing';
import { Skeleton } from '../../ui/Surface';
import { useI18n } from '../../i18n';
import { ReviewItem } from '../reviews';
import { useReviews } from './api';
import sec from './Section.module.css';
import s from './Reviews.module.css';

/** The average, six category bars, and the reviews page by page. */
export function Reviews({ listing }: { listing: ListingDetail }) {
  const { t, number } = useI18n();
  const has = listing.reviewCount > 0;
  const q = useReviews(listing.id, has);
  const reviews = q.data?.pages.flatMap((p) => p.reviews) ?? [];
  const total = q.data?.pages[0]?.total ?? listing.reviewCount;
  const average = q.data?.pages[0]?.ratingAverage ?? listing.ratingAverage;
  const categories = q.data?.pages[0]?.categoryRatings ?? listing.categoryRatings;
  const fmt = (n: number) => number(n, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

  return (
    <section id="reviews" className={sec.section} aria-labelledby="reviews-h">
      <h2 id="reviews-h" className={`${sec.heading} ${s.heading}`}>
        {has && average !== null ? (
          <>
            <Star size={20} strokeWidth={2} fill="currentColor" aria-hidden="true" />
            {t('listing.reviews.heading', { rating: number(average, { minimumFractionDigits: 2, maximumFractionDigits: 2 }), count: total })}
          </>
        ) : (
          t('listing.reviews.none')
        )}
      </h2>
      {!has && <p className={sec.muted}>{t('listing.reviews.noneBody')}</p>}

      {has && categories && (
        <dl className={s.categories}>
          {CATEGORY_KEYS.map((k) => (
            <div key={k} className={s.category}>
              <dt>{t(`listing.reviews.category.${k}`)}</dt>
              <dd>
                <span className={s.bar} aria-hidden="true">
                  <span style={{ inlineSize: `${Math.max(0, Math.min(100, (categories[k] / 5) * 100))}%` }} />
                </span>
                <span className={s.score}>{fmt(categories[k])}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}

      {has && q.isPending && (
        <div className={s.list}>
          {[0, 1].map((i) => (
            <div key={i} className={s.review}>
              <Skeleton width={160} height={20} />
              <Skeleton width="100%" height={64} />
            </div>
          ))}
        </div>
      )}
      {q.isError && (
        <p role="alert" className={s.error}>
          {t('listing.reviews.loadError', { message: (q.error as Error).message })}{' '}
          <button type="button" className={sec.textButton} onClick={() => q.refetch()}>{t('common.retry')}</button>
        </p>
      )}

      {reviews.length > 0 && (
        <ul className={s.list} role="list">
          {reviews.map((r) => (
            <ReviewItem key={r.id} review={r} hostName={listing.host.name} />
          ))}
        </ul>
      )}

      {q.hasNextPage && (
        <button type="button" className={`${sec.outlineButton} ${s.more}`} onClick={() => q.fetchNextPage()} disabled={q.isFetchingNextPage} aria-busy={q.isFetchingNextPage || undefined}>
          {(q.data?.pages.length ?? 0) <= 1 ? t('listing.reviews.showAll', { count: total }) : t('listing.reviews.showMore')}
        </button>
      )}
    </section>
  );
}
