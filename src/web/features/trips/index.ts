/** The guest's side of bookings: /trips and /trips/:bookingId. */
export { TripDetail } from './TripDetail';
