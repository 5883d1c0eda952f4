/** The reviews feature's public face: what other features may use. */
export { publishDueReviews } from './publish.js';
export { receivedReviews, receivedSummary, settleMemberReviews } from './received.js';
export { startReviewJob } from './job.js';
export { hideReview } from './hide.js';
