import { Link } from 'react-router';
import { ImageOff } from 'lucide-react';
import type { ConversationView } from '../../../contract/messages';
import { useI18n } from '../../i18n';
import { StatusBadge } from '../booking';
import { placeLine } from '../listing/facts';
import s from './Messages.module.css';

type View = Pick<ConversationView, 'listing' | 'bookings' | 'viewerRole'>;

/**
 * The stay a conversation is about: the listing and the bookings of its guest there, each
 * linking to the trip (for the guest) or the reservation (for the host).
 */
export function StayDetails({ view, headingLevel }: { view: View; headingLevel: 2 | 3 }) {
  const { t, date, locale } = useI18n();
  const H = `h${headingLevel}` as const;
  const H2 = `h${headingLevel + 1}` as 'h3' | 'h4';
  const l = view.listing;
  const photo = l.photo?.sources[0]?.url;
  const year = { day: 'numeric', month: 'short', year: 'numeric' } as const;
  const bookingHref = (id: string) =>
    view.viewerRole === 'guest' ? `/trips/${id}` : view.viewerRole === 'host' ? `/host/reservations/${id}` : null;
  return (
    <div className={s.stay}>
      <H className="visually-hidden">{t('messages.stay.title')}</H>
      <div className={s.stayListing}>
        {photo ? (
          <img className={s.stayPhoto} src={photo} alt="" width={72} height={54} loading="lazy" decoding="async" />
        ) : (
          <span className={s.stayPhoto} aria-hidden="true"><ImageOff size={18} strokeWidth={1.75} /></span>
        )}
        <div className={s.stayText}>
          <p className={s.stayTitle}>{l.title}</p>
          <p className={s.hint}>{placeLine({ city: l.city, region: '', country: l.country }, locale)}</p>
          {l.listed ? (
            <Link className={s.link} to={`/listings/${encodeURIComponent(l.id)}`}>{t('messages.stay.viewListing')}</Link>
          ) : (
            <p className={s.hint}>{t('messages.stay.unlisted')}</p>
          )}
        </div>
      </div>
      <H2 className={s.stayHeading}>{t('messages.stay.bookings')}</H2>
      {view.bookings.length === 0 ? (
        <p className={s.hint}>{t('messages.stay.noBookings')}</p>
      ) : (
        <ul className={s.bookings} role="list">
          {view.bookings.map((b) => {
            const href = bookingHref(b.id);
            return (
              <li key={b.id} className={s.booking}>
                <StatusBadge status={b.status} />
                <span className={s.bookingDates}>{t('booking.dates', { start: date(b.checkIn), end: date(b.checkOut, year) })}</span>
                <span className={s.hint}>{t('common.guest', { count: b.guests })}</span>
                {href && (
                  <Link className={s.link} to={href}>
                    {view.viewerRole === 'guest' ? t('messages.stay.viewTrip') : t('messages.stay.viewReservation')}
                    <span className="visually-hidden">{` · ${t('booking.dates', { start: date(b.checkIn), end: date(b.checkOut, year) })}`}</span>
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
