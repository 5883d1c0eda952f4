import { useNavigate } from 'react-router';
import { Button } from '../../ui/Button';
import { useI18n } from '../../i18n';
import { BOOKING_BOX_ID } from './bookingBoxId';
import { useBooking, type BookingListing } from './useBooking';
import s from './MobileBookingBar.module.css';

/** Phones: a bar fixed to the bottom with the price and the booking button. */
export function MobileBookingBar({ listing }: { listing: BookingListing }) {
  const { t, money, date } = useI18n();
  const navigate = useNavigate();
  const { chosen, quote, canBook, bookHref, quoteError } = useBooking(listing);
  const total = chosen && quote.data && !quote.isError ? quote.data.total : null;

  const press = () => {
    if (bookHref && canBook) {
      navigate(bookHref);
      return;
    }
    // No (valid) dates yet: bring the booking box into view, where dates are chosen.
    const box = document.getElementById(BOOKING_BOX_ID);
    box?.scrollIntoView({ block: 'center', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
    box?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus({ preventScroll: true });
  };

  return (
    <div className={s.bar}>
      <div className={s.summary}>
        {total !== null ? (
          <>
            <p className={s.price}>{t('listing.booking.bar.total', { total: money(total, listing.currency, { exact: true }) })}</p>
            <p className={s.dates}>{t('listing.booking.bar.dates', { start: date(chosen!.checkIn), end: date(chosen!.checkOut) })}</p>
          </>
        ) : (
          <>
            <p className={s.price}>{t('listing.booking.perNight', { price: money(listing.nightlyPrice, listing.currency) })}</p>
            <p className={s.dates}>{quoteError ?? t('listing.booking.bar.addDates')}</p>
          </>
        )}
      </div>
      <Button variant="primary" onPress={press} className={s.button}>
        {listing.instantBook ? t('listing.booking.reserve') : t('listing.booking.request')}
      </Button>
    </div>
  );
}
