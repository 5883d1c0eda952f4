export { AvailabilitySection } from './AvailabilitySection';
export { BookingBox } from './BookingBox';
export { MobileBookingBar } from './MobileBookingBar';
// The stay inputs on their own, for pages that pick dates without one listing's calendar (a wishlist).
export { StayPicker } from './StayPicker';
export { GuestsField } from './GuestsField';
export { useStay } from './useStay';
export { openStayRules } from './stayRules';
