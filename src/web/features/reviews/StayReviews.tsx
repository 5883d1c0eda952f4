import { CheckCircle2, Clock } from 'lucide-react';
import type { BookingView } from '../../../contract/booking';
import type { BookingReviewsView } from '../../../contract/reviews';
import { useI18n } from '../../i18n';
import { nameOf } from '../../i18n/former';
import { Skeleton } from '../../ui/Surface';
import { useStayReviews } from './api';
import { lastDayToReview, publicationDay } from './deadline';
import type { ReviewSide } from './draft';
import { ResponseForm } from './ResponseForm';
import { ReviewForm } from './ReviewForm';
import { StayReview } from './StayReview';
import s from './Reviews.module.css';

/**
 * A completed stay's reviews on its trip page (the guest) or reservation page (the host): the form
 * while the window is open, then "your review is in" until both are in or the window closes, then
 * both reviews — and, for the host, the one answer to the guest's review.
 */
export function StayReviews({ booking, side }: { booking: BookingView; side: ReviewSide }) {
  const { t } = useI18n();
  const completed = booking.status === 'completed';
  const q = useStayReviews(booking.id, completed);
  if (!completed) return null;
  return (
    <section className={s.section} aria-labelledby="stay-reviews-h">
      <h2 id="stay-reviews-h" className={s.sectionTitle}>{q.data?.canWrite ? t('reviews.write.title') : t('reviews.section')}</h2>
      {q.data ? (
        <StayReviewsBody view={q.data} booking={booking} side={side} />
      ) : q.isError ? (
        <p className={s.formError} role="alert">
          {t('reviews.loadError', { message: (q.error as Error).message })}{' '}
          <button type="button" className={s.textButton} onClick={() => void q.refetch()}>{t('common.retry')}</button>
        </p>
      ) : (
        <div aria-busy="true" className={s.skeleton}>
          <Skeleton width="60%" height={20} />
          <Skeleton width="100%" height={120} radius={8} />
        </div>
      )}
    </section>
  );
}

function StayReviewsBody({ view, booking, side }: { view: BookingReviewsView; booking: BookingView; side: ReviewSide }) {
  const { t, date } = useI18n();
  const guest = side === 'guest';
  const otherName = guest ? nameOf(t, booking.host, 'host') : nameOf(t, booking.guest, 'guest');
  const mine = guest ? view.guestReview : view.hostReview;
  const theirs = guest ? view.hostReview : view.guestReview;
  const tz = booking.listing.timeZone;
  const day = (iso: string) => date(iso, { weekday: 'short', day: 'numeric', month: 'short' });
  const closesAt = view.window?.closesAt;

  if (view.canWrite) {
    return (
      <>
        <p>{guest ? t('reviews.write.introGuest', { title: booking.listing.title, name: otherName }) : t('reviews.write.introHost', { name: otherName })}</p>
        {closesAt && (
          <p className={s.deadline}><Clock size={16} strokeWidth={1.75} aria-hidden="true" />{t('reviews.write.deadline', { date: day(lastDayToReview(closesAt, tz)) })}</p>
        )}
        <p className={s.hint}>{view.otherSideSubmitted ? t('reviews.write.otherIn', { name: otherName }) : t('reviews.write.blind', { name: otherName })}</p>
        <ReviewForm bookingId={booking.id} side={side} otherName={otherName} />
      </>
    );
  }

  const waiting = mine && !mine.publishedAt;
  return (
    <>
      {waiting && (
        <div className={s.notice} role="status">
          <CheckCircle2 size={24} strokeWidth={1.75} aria-hidden="true" />
          <div>
            <p className={s.noticeTitle}>{t('reviews.sent.title')}</p>
            <p>{closesAt ? t('reviews.sent.body', { name: otherName, date: day(publicationDay(closesAt, tz)) }) : null} {t('reviews.sent.private')}</p>
          </div>
        </div>
      )}
      {!mine && view.window?.state === 'closed' && <p className={s.hint}>{theirs ? t('reviews.closed') : t('reviews.closedNone')}</p>}
      {theirs && (
        <div className={s.stayReviewBlock}>
          <StayReview review={theirs} hostName={booking.host.name}
            heading={guest ? t('reviews.aboutYou', { name: otherName }) : t('reviews.ofListing', { name: otherName })} />
          {!guest && view.canRespond && <ResponseForm reviewId={theirs.id} bookingId={booking.id} guestName={otherName} />}
        </div>
      )}
      {mine && (
        <StayReview review={mine} hostName={booking.host.name}
          heading={guest ? t('reviews.yours') : t('reviews.ofGuest', { name: otherName })} />
      )}
    </>
  );
}
