/** Reviews of stays: the double-blind review of a completed stay, and lists of published reviews. */
import { addCatalog } from '../../i18n/en';
import { reviews } from '../../i18n/en/reviews';

addCatalog(reviews);

export { StayReviews } from './StayReviews';
export { ReviewItem } from './ReviewItem';
export { useReceivedReviews, reviewKeys } from './api';
