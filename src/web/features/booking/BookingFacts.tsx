import type { BookingView } from '../../../contract/booking';
import { useI18n } from '../../i18n';
import { nameOf } from '../../i18n/former';
import { formatTime } from '../listing/formatTime';
import s from './Booking.module.css';

/** Dates with check-in/out times, guests, the other party, the address when given, the price. */
export function BookingFacts({ booking }: { booking: BookingView }) {
  const { t, date, money, locale } = useI18n();
  const day = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } as const;
  const g = booking.guests;
  const guests = [
    t('booking.guests.summary', { count: g.adults + g.children }),
    g.infants ? t('booking.guests.infantCount', { count: g.infants }) : null,
    g.pets ? t('booking.guests.petCount', { count: g.pets }) : null,
  ].filter(Boolean).join(', ');
  const a = booking.listing.address;
  const asHost = booking.viewerRole !== 'guest';
  const m = (minor: number) => money(minor, booking.currency, { exact: true });
  return (
    <dl className={s.facts}>
      <div>
        <dt>{t('trips.detail.checkIn')}</dt>
        <dd>{t('trips.detail.checkInTime', { date: date(booking.checkIn, day), time: formatTime(booking.listing.checkInFrom, locale) })}</dd>
      </div>
      <div>
        <dt>{t('trips.detail.checkOut')}</dt>
        <dd>{t('trips.detail.checkOutTime', { date: date(booking.checkOut, day), time: formatTime(booking.listing.checkOutBy, locale) })}</dd>
      </div>
      <div>
        <dt>{t('trips.detail.guests')}</dt>
        <dd>{guests}</dd>
      </div>
      <div>
        <dt>{asHost ? t('trips.detail.guest') : t('trips.detail.host')}</dt>
        <dd>{asHost ? nameOf(t, booking.guest, 'guest') : nameOf(t, booking.host, 'host')}</dd>
      </div>
      <div>
        <dt>{t('trips.detail.address')}</dt>
        <dd>
          {a ? (
            <address style={{ fontStyle: 'normal' }}>{[a.street, `${a.postalCode} ${a.city}`.trim(), a.region, a.country].filter(Boolean).join(', ')}</address>
          ) : (
            <span className={s.hint}>{t('trips.detail.addressHidden')}</span>
          )}
        </dd>
      </div>
      <div>
        <dt>{t('trips.detail.total')}</dt>
        <dd style={{ fontVariantNumeric: 'tabular-nums' }}>
          {m(booking.total)}
          {booking.refundAmount !== null && <span className={s.hint}>{' · '}{t('trips.detail.refunded', { amount: m(booking.refundAmount) })}</span>}
        </dd>
      </div>
    </dl>
  );
}

/** The guest's message to the host, kept with the booking. */
export function MessageToHost({ booking }: { booking: BookingView }) {
  const { t } = useI18n();
  if (!booking.messageToHost) return null;
  return (
    <section className={s.section}>
      <h2 className={s.sectionTitle}>{t('trips.detail.message')}</h2>
      <p className={s.message}>{booking.messageToHost}</p>
    </section>
  );
}
