import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, LogIn, LogOut } from 'lucide-react';
import type { BookingListItem } from '../../../contract/booking';
import { useI18n } from '../../i18n';
import { nameOf } from '../../i18n/former';
import { ErrorState } from '../../ui/States';
import { Skeleton } from '../../ui/Surface';
import { todayIn } from '../../../domain/dates';
import { BookingCard, timeLeft, useBookings } from '../booking';
import { HostListings } from './HostListings';
import d from './HostListings.module.css';
import s from '../booking/Booking.module.css';
import { useNow } from '../../ui/useNow';

const href = (b: BookingListItem) => `/host/reservations/${encodeURIComponent(b.id)}`;

/** /host: requests waiting for an answer first, then who arrives and leaves today, then the host's listings. */
export function HostDashboard() {
  const { t } = useI18n();
  const q = useBookings('host', 'upcoming');
  const now = useNow();
  const ids = { pending: useId(), today: useId() };
  if (q.isError) return <ErrorState error={q.error} onRetry={() => q.refetch()} />;
  if (!q.data) return <div className={d.dashboard}><Skeleton height={240} radius={12} /></div>;

  const all = q.data.bookings;
  const pending = all
    .filter((b) => b.status === 'requested')
    .sort((a, b) => (a.expiresAt ?? '').localeCompare(b.expiresAt ?? ''));
  const confirmed = all.filter((b) => b.status === 'confirmed');
  const checkIns = confirmed.filter((b) => b.checkIn === todayIn(b.listing.timeZone, new Date(now)));
  const checkOuts = confirmed.filter((b) => b.checkOut === todayIn(b.listing.timeZone, new Date(now)));
  const guestLine = (b: BookingListItem) => `${nameOf(t, b.guest, 'guest')} · ${t('booking.guests.summary', { count: b.guests.adults + b.guests.children })}`;

  return (
    <div className={d.dashboard}>
      <section className={s.section} aria-labelledby={ids.pending}>
        <h2 id={ids.pending} className={s.sectionTitle}>{t('host.pending')} ({pending.length})</h2>
        {pending.length === 0 ? (
          <p className={s.hint}>{t('host.pending.empty')}</p>
        ) : (
          <ul className={s.list}>
            {pending.map((b) => {
              const left = b.expiresAt ? timeLeft(b.expiresAt, now) : null;
              const leftText = !left ? '' : left.over ? t('host.pending.over') : t('host.pending.left', { hours: left.hours, minutes: left.minutes });
              return <BookingCard key={b.id} booking={b} href={href(b)} who={guestLine(b)} note={leftText} />;
            })}
          </ul>
        )}
      </section>

      <section className={s.section} aria-labelledby={ids.today}>
        <h2 id={ids.today} className={s.sectionTitle}>{t('host.today')}</h2>
        <TodayList icon={<LogIn size={20} strokeWidth={1.75} aria-hidden="true" />} title={t('host.today.checkIns')} items={checkIns} who={guestLine} />
        <TodayList icon={<LogOut size={20} strokeWidth={1.75} aria-hidden="true" />} title={t('host.today.checkOuts')} items={checkOuts} who={guestLine} />
      </section>

      <Link to="/host/reservations" className={`${s.link} ${s.more}`}>
        {t('host.reservations.link')}
        <ArrowRight size={16} strokeWidth={1.75} aria-hidden="true" />
      </Link>

      <HostListings />

      <Link to="/host/webhooks" className={`${s.link} ${s.more}`}>
        {t('host.webhooks.link')}
        <ArrowRight size={16} strokeWidth={1.75} aria-hidden="true" />
      </Link>
    </div>
  );
}

function TodayList({ icon, title, items, who }: { icon: ReactNode; title: string; items: BookingListItem[]; who: (b: BookingListItem) => string }) {
  const { t } = useI18n();
  return (
    <div>
      <h3 className={s.label} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>{icon}{title}</h3>
      {items.length === 0 ? (
        <p className={s.hint}>{t('host.today.none')}</p>
      ) : (
        <ul className={s.list}>{items.map((b) => <BookingCard key={b.id} booking={b} href={href(b)} who={who(b)} />)}</ul>
      )}
    </div>
  );
}

