import { Link } from 'react-router';
import type { Review } from '../../../contract/listing';
import type { ReceivedReview } from '../../../contract/reviews';
import { useI18n } from '../../i18n';
import { nameOf } from '../../i18n/former';
import { Avatar } from '../../ui/Avatar';
import { Stars } from '../../ui/Stars';
import { ReportButton } from '../reports';
import s from './ReviewItem.module.css';

type Props = {
  review: Review | ReceivedReview;
  /** Who answers guests' reviews: the listing's host ("Response from Marta"). */
  hostName?: string;
  /** On a profile, the stay's listing is named after the month. */
  showListing?: boolean;
  headingLevel?: 3 | 4;
};

/** A published review in a list: who wrote it (linked to their profile), when, stars, text, answer. */
export function ReviewItem({ review, hostName, showListing, headingLevel = 3 }: Props) {
  const { t, date } = useI18n();
  const H = `h${headingLevel}` as const;
  // A listing's reviews are all by guests; a profile's received ones say which side wrote them.
  const by = 'direction' in review && review.direction !== 'guest_to_listing' ? 'host' : 'guest';
  const author = { ...review.author, name: nameOf(t, review.author, by) };
  const month = date(review.stayedAt, { month: 'long', year: 'numeric' });
  const listing = showListing && 'listing' in review ? review.listing : null;
  return (
    <li className={s.review}>
      <div className={s.head}>
        {author.id ? (
          <Link to={`/users/${encodeURIComponent(author.id)}`} className={s.avatarLink} tabIndex={-1} aria-hidden="true">
            <Avatar name={author.name} url={author.avatarUrl} size={40} />
          </Link>
        ) : (
          <Avatar name={author.name} url={author.avatarUrl} size={40} />
        )}
        <div className={s.who}>
          <H className={s.name}>
            {author.id ? <Link to={`/users/${encodeURIComponent(author.id)}`} className={s.nameLink}>{author.name}</Link> : author.name}
          </H>
          <p className={s.when}>
            {listing ? (
              <>
                {month} · <Link to={`/listings/${encodeURIComponent(listing.id)}`} className={s.listingLink}>{listing.title}</Link>
              </>
            ) : (
              t('listing.reviews.stayed', { month })
            )}
          </p>
        </div>
        <ReportButton targetType="review" targetId={review.id} ownerId={author.id} look="icon" />
      </div>
      <Stars rating={review.rating} label={t('listing.reviews.stars', { rating: review.rating })} />
      <p className={s.body}>{review.body}</p>
      {review.hostResponse && (
        <div className={s.response}>
          <p className={s.responseTitle}>{hostName ? t('listing.reviews.hostResponse', { name: hostName }) : t('reviews.response.title')}</p>
          <p className={s.body}>{review.hostResponse}</p>
        </div>
      )}
    </li>
  );
}
