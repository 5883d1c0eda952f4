import type { BookingView } from '../../../contract/booking';
import { useI18n } from '../../i18n';
import { PriceBreakdown } from '../availability/PriceBreakdown';
import s from './Booking.module.css';

/** The right-hand card of a booking: photo, place, and the price it was booked at. */
export function BookingAside({ booking }: { booking: BookingView }) {
  const { t } = useI18n();
  const quote = { ...booking.price, listingId: booking.listing.id, checkIn: booking.checkIn, checkOut: booking.checkOut, guests: booking.guests.adults + booking.guests.children, currency: booking.currency };
  return (
    <aside className={s.summary}>
      {booking.listing.photoUrl && <img className={s.hero} src={booking.listing.photoUrl} alt="" />}
      <div>
        <p className={s.summaryTitle}>{booking.listing.title}</p>
        <p className={s.hint}>{`${booking.listing.city}, ${booking.listing.country}`}</p>
      </div>
      <h2 className={s.sectionTitle}>{t('trips.detail.price')}</h2>
      <PriceBreakdown quote={quote} />
    </aside>
  );
}
