/** The host's side of bookings: /host and /host/reservations. */
export { HostDashboard } from './HostDashboard';
export { ReservationDetail } from './ReservationDetail';
