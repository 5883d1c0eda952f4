/** The reviews feature's public face: what other features may use. */
export { publishDueReviews } from './publish.js';
export { receivedReviews, receivedSummary, settleMemberReviews } from './received.js';
export { reviewJob } from './job.js';
export { hideReview } from './hide.js';
