import { Link } from 'react-router';
import { ImageOff } from 'lucide-react';
import type { BookingListItem } from '../../../contract/booking';
import { useI18n } from '../../i18n';
import { StatusBadge } from './StatusBadge';
import s from './Booking.module.css';

/** One booking in a list: photo, title, dates, who, status; `note` is a line that needs attention. */
export function BookingCard({ booking, href, who, note }: { booking: BookingListItem; href: string; who?: string; note?: string }) {
  const { t, date, money } = useI18n();
  const year = { day: 'numeric', month: 'short', year: 'numeric' } as const;
  return (
    <li className={s.card}>
      <Link to={href} className={s.cardLink}>
        {booking.listing.photoUrl ? (
          <img className={s.cardPhoto} src={booking.listing.photoUrl} alt="" loading="lazy" />
        ) : (
          <span className={s.cardPhoto} aria-hidden="true"><ImageOff size={20} strokeWidth={1.75} /></span>
        )}
        <span className={s.cardBody}>
          <StatusBadge status={booking.status} />
          <span className={s.cardTitle}>{booking.listing.title}</span>
          <span className={s.cardMeta}>{t('booking.dates', { start: date(booking.checkIn), end: date(booking.checkOut, year) })}</span>
          <span className={s.cardMeta}>
            {who ?? `${booking.listing.city}, ${booking.listing.country}`}
            {' · '}
            {money(booking.total, booking.currency, { exact: true })}
          </span>
          {note && <span className={s.cardNote}>{note}</span>}
        </span>
      </Link>
    </li>
  );
}
