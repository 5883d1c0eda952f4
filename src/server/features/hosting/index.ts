/** The hosting feature's public face: what other features may use. */
export { listingForManager } from './access.js';
export type { ListingRow } from './repo.js';
export { applyListingEvent } from './service.js';
export { restoreListingsAfterBan, suspendListingsForBan, type MovedListing } from './moderation.js';
