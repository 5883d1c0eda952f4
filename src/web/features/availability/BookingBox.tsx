import { useId } from 'react';
import { useNavigate } from 'react-router';
import { AlertCircle } from 'lucide-react';
import { Button } from '../../ui/Button';
import { useI18n } from '../../i18n';
import { GuestsField } from './GuestsField';
import { PriceBreakdown } from './PriceBreakdown';
import { StayPicker } from './StayPicker';
import { useBooking, type BookingListing } from './useBooking';
import s from './BookingBox.module.css';

import { BOOKING_BOX_ID } from './bookingBoxId';

/**
 * The booking box: nightly price, dates, guests, the server's price breakdown, and Reserve or
 * Request to book, which leads to /book/:listingId with the stay in the query.
 */
export function BookingBox({ listing, months }: { listing: BookingListing; months: 1 | 2 }) {
  const { t, money } = useI18n();
  const navigate = useNavigate();
  const { stay, setStay, rules, chosen, quote, quoteError, bookHref, canBook, availability } = useBooking(listing);
  const errorId = useId();
  const headingId = useId();

  const reserve = () => {
    if (bookHref && canBook) {
      navigate(bookHref);
      return;
    }
    // Without dates, the button leads to where dates are chosen.
    document.querySelector<HTMLElement>(`#${BOOKING_BOX_ID} [role="group"] [role="spinbutton"]`)?.focus();
  };

  return (
    <section className={s.box} id={BOOKING_BOX_ID} aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">{t('listing.booking.title')}</h2>
      <p className={s.price}>
        <span className={s.amount}>{money(listing.nightlyPrice, listing.currency)}</span>{' '}
        <span className={s.per}>{t('listing.booking.night')}</span>
      </p>

      <div className={s.inputs}>
        <StayPicker
          rules={rules}
          value={stay}
          onChange={(r) => setStay(r)}
          today={listing.today}
          months={months}
          isInvalid={Boolean(quoteError)}
          errorId={quoteError ? errorId : undefined}
        />
        <GuestsField value={stay.guests} max={listing.maxGuests} onChange={(guests) => setStay({ guests })} />
      </div>

      {quoteError && (
        <p id={errorId} className={s.error} role="alert">
          <AlertCircle size={16} strokeWidth={1.75} aria-hidden="true" />
          {quoteError}
        </p>
      )}
      {availability.isError && !quoteError && (
        <p className={s.error} role="alert">
          <AlertCircle size={16} strokeWidth={1.75} aria-hidden="true" />
          {t('listing.availability.loadError', { message: (availability.error as Error).message })}
        </p>
      )}

      <Button variant="primary" size="large" block onPress={reserve} isDisabled={Boolean(chosen && (quoteError || quote.isPending))}>
        {listing.instantBook ? t('listing.booking.reserve') : t('listing.booking.request')}
      </Button>
      <p className={s.note}>{t('listing.booking.noCharge')}</p>

      {chosen && quote.isPending && <p className={s.loading} aria-live="polite">{t('listing.booking.quoteLoading')}</p>}
      {chosen && quote.data && !quote.isError && <PriceBreakdown quote={quote.data} stale={quote.isPlaceholderData} />}
    </section>
  );
}
