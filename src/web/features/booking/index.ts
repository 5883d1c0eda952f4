/** Booking a stay and following it: shared by the guest's trips and the host's reservations. */
export { BookForm } from './BookForm';
export { BookingPage } from './Page';
export { BookingCard } from './BookingCard';
export { StatusBadge } from './StatusBadge';
export { History } from './History';
export { GroupTabs, readGroup, GROUPS } from './Tabs';
export { useBookings, useBookingDetail, useBookingAction, bookingKeys, type BookingGroup, type BookingSide } from './api';
export { timeLeft } from './format';
export { BookingFacts, MessageToHost } from './BookingFacts';
export { BookingAside } from './BookingAside';
export { BookingList } from './BookingList';
export { ConfirmDialog } from './ConfirmDialog';
export { BookingDetailPage } from './BookingDetailPage';
