import { useMemo } from 'react';
import type { ListingDetail } from '../../../contract/listing';
import { useI18n } from '../../i18n';
import { useAvailability, useQuote } from './api';
import { quoteErrorMessage } from './quoteErrors';
import { buildStayRules } from './stayRules';
import { useStay } from './useStay';

export type BookingListing = Pick<
  ListingDetail,
  'id' | 'today' | 'maxGuests' | 'minNights' | 'maxNights' | 'instantBook' | 'nightlyPrice' | 'currency' | 'title' | 'city'
>;

/**
 * Everything the booking box, the phone's bottom bar and the calendar share: the stay from the
 * URL, the availability rules, the server's quote and where "Reserve" leads.
 */
export function useBooking(listing: BookingListing) {
  const { t } = useI18n();
  const [stay, setStay] = useStay(listing.maxGuests);
  const availability = useAvailability(listing.id, listing.today);
  const rules = useMemo(
    () => (availability.data ? buildStayRules(availability.data, listing.today) : null),
    [availability.data, listing.today],
  );
  const chosen = stay.checkIn && stay.checkOut ? { checkIn: stay.checkIn, checkOut: stay.checkOut, guests: stay.guests } : null;
  const quote = useQuote(listing.id, chosen);
  const quoteError = chosen && quote.isError ? quoteErrorMessage(quote.error, listing, t) : null;
  const bookHref = chosen
    ? `/book/${encodeURIComponent(listing.id)}?${new URLSearchParams({ checkin: chosen.checkIn, checkout: chosen.checkOut, guests: String(chosen.guests) })}`
    : null;
  const canBook = Boolean(chosen && quote.data && !quote.isPlaceholderData && !quote.isError);
  return { stay, setStay, availability, rules, chosen, quote, quoteError, bookHref, canBook };
}
