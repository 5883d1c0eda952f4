import { useI18n } from '../../i18n';
import { daysBetween } from './isoDates';
import { StayCalendar } from './StayCalendar';
import { useBooking, type BookingListing } from './useBooking';
import s from './AvailabilitySection.module.css';

/** The page's calendar: the same stay as the booking box, through the URL. */
export function AvailabilitySection({ listing, months, className }: { listing: BookingListing; months: 1 | 2; className?: string }) {
  const { t, date } = useI18n();
  const { stay, setStay, rules, chosen, availability } = useBooking(listing);
  const fmt = (iso: string) => date(iso, { day: 'numeric', month: 'short', year: 'numeric' });
  return (
    <section id="availability" className={className} aria-labelledby="availability-h">
      <h2 id="availability-h" className={s.heading}>
        {chosen
          ? t('listing.availability.nightsIn', { nights: t('common.night', { count: daysBetween(chosen.checkIn, chosen.checkOut) }), city: listing.city })
          : t('listing.availability.pickCheckIn')}
      </h2>
      <p className={s.sub}>
        {chosen
          ? t('listing.availability.range', { start: fmt(chosen.checkIn), end: fmt(chosen.checkOut) })
          : t('listing.availability.minNights', { count: listing.minNights })}
      </p>
      {availability.isError ? (
        <p role="alert" className={s.error}>
          {t('listing.availability.loadError', { message: (availability.error as Error).message })}{' '}
          <button type="button" className={s.clear} onClick={() => availability.refetch()}>{t('common.retry')}</button>
        </p>
      ) : (
        <div className={s.calendar}>
          <StayCalendar
            rules={rules}
            value={stay}
            onChange={(r) => setStay(r)}
            months={months}
            today={listing.today}
            label={t('listing.availability.calendar')}
          />
        </div>
      )}
      <div className={s.footer}>
        <p className={s.legend}>{t('listing.availability.legend')}</p>
        {(stay.checkIn || stay.checkOut) && (
          <button type="button" className={s.clear} onClick={() => setStay({ checkIn: null, checkOut: null })}>
            {t('listing.availability.clear')}
          </button>
        )}
      </div>
    </section>
  );
}
