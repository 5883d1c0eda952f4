import { Link } from 'react-router';
import { EyeOff } from 'lucide-react';
import { CATEGORY_KEYS } from '../../../contract/values';
import type { BookingReview } from '../../../contract/reviews';
import { useI18n } from '../../i18n';
import { nameOf } from '../../i18n/former';
import { Avatar } from '../../ui/Avatar';
import { Stars } from '../../ui/Stars';
import s from './Reviews.module.css';

type Props = {
  review: BookingReview;
  /** "Your review", "Ana’s review of you"… */
  heading: string;
  /** The listing's host, who may have answered a guest's review. */
  hostName: string;
};

/** One review of a stay as its page shows it: stars, categories, text, and the host's answer. */
export function StayReview({ review, heading, hostName }: Props) {
  const { t, number, locale } = useI18n();
  const published = review.publishedAt !== null;
  const author = { ...review.author, name: nameOf(t, review.author, review.direction === 'guest_to_listing' ? 'guest' : 'host') };
  return (
    <article className={s.stayReview} aria-label={heading}>
      <div className={s.stayReviewHead}>
        <h3 className={s.stayReviewTitle}>{heading}</h3>
        {published ? (
          <span className={s.hint}>{t('reviews.published', { date: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(review.publishedAt!)) })}</span>
        ) : (
          <span className={s.pending}><EyeOff size={14} strokeWidth={1.75} aria-hidden="true" />{t('reviews.notPublished')}</span>
        )}
      </div>
      <div className={s.author}>
        <Avatar name={author.name} url={author.avatarUrl} size={40} />
        {author.id ? <Link to={`/users/${encodeURIComponent(author.id)}`} className={s.authorName}>{author.name}</Link> : <span className={s.authorName}>{author.name}</span>}
        <Stars rating={review.rating} label={t('listing.reviews.stars', { rating: review.rating })} size={14} />
      </div>
      {review.categories && (
        <ul className={s.categoryScores} role="list">
          {CATEGORY_KEYS.map((k) => (
            <li key={k} aria-label={t('reviews.categoryScore', { category: t(`listing.reviews.category.${k}`), rating: review.categories![k] })}>
              <span aria-hidden="true">{t(`listing.reviews.category.${k}`)}</span>
              <span aria-hidden="true" className={s.categoryScore}>{number(review.categories![k])}</span>
            </li>
          ))}
        </ul>
      )}
      <p className={s.body}>{review.body}</p>
      {review.hostResponse && (
        <div className={s.response}>
          <p className={s.responseTitle}>{t('reviews.response.by', { name: hostName })}</p>
          <p className={s.body}>{review.hostResponse}</p>
        </div>
      )}
    </article>
  );
}
