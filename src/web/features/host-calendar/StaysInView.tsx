import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { rangeText } from './describe';
import type { CalendarBooking } from './nights';
import s from './HostCalendar.module.css';

/** The stays on screen as links to their reservations (the grid's cells select nights; they do not navigate). */
export function StaysInView({ bookings }: { bookings: CalendarBooking[] }) {
  const i18n = useI18n();
  const { t } = i18n;
  const sorted = [...bookings].sort((a, b) => a.checkIn.localeCompare(b.checkIn));
  return (
    <div className={s.stays}>
      <h3 className={s.subheading}>{t('hostCalendar.stays.title')}</h3>
      {sorted.length === 0 ? (
        <p className={s.muted}>{t('hostCalendar.stays.empty')}</p>
      ) : (
        <ul role="list" className={s.stayList}>
          {sorted.map((b) => (
            <li key={b.id} className={s.stay}>
              <Link to={`/host/reservations/${encodeURIComponent(b.id)}`} className={s.link}>{b.guestName}</Link>
              <span className={s.muted}>{rangeText(i18n, b.checkIn, b.checkOut)} · {t(`booking.status.${b.status}`)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
