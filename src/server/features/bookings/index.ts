/** The bookings feature's public face: what other features may use. */
export { applyDueLocked, applyDueTransitions, bookingJob } from './due.js';
export { findBooking, lockBooking, type BookingFullRow, type BookingRow } from './repo.js';
export { bookingPayload, recipientOf, reviewRequestKey } from './notify.js';
export { roleOf, type ViewerRole } from './view.js';
export { endBookingsOfBannedMember } from './ban.js';
export { reasonCodeOf } from './reasons.js';
