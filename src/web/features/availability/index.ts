export { AvailabilitySection } from './AvailabilitySection';
export { BookingBox } from './BookingBox';
export { MobileBookingBar } from './MobileBookingBar';
