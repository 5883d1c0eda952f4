/** The listings feature's public face: what other features may use. */
export { hostListingCards } from './service.js';
