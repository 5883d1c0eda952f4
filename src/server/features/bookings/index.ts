/** The bookings feature's public face: what other features may use. */
export { applyDueTransitions } from './due.js';
