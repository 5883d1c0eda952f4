/** The listings feature's public face: what other features may use. */
export { hostListingCards } from './service.js';
export { BOOKING_HORIZON_DAYS } from './service.js';
export { cardsFor, type CardWithStay } from './service.js';
export { findPublishedListing } from './repo.js';
