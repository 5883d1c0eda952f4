/** The listings feature's public face: what other features may use. */
export { cardsFor, type CardWithStay } from './service.js';
export { findPublishedListing } from './repo.js';
