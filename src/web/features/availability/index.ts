// The widgets come lazily (parts.tsx): a page that shows none of them does not carry their code.
export { AvailabilitySection, BookingBox, GuestsField, StayPicker } from './parts';
export { MobileBookingBar } from './MobileBookingBar';
// The stay inputs on their own, for pages that pick dates without one listing's calendar (a wishlist).
export { useStay } from './useStay';
export { openStayRules } from './stayRules';
