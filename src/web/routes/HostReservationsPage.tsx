import { Link, useSearchParams } from 'react-router';
import { ChevronLeft } from 'lucide-react';
import { useI18n } from '../i18n';
import { nameOf } from '../i18n/former';
import { BookingList, BookingPage, GroupTabs, readGroup } from '../features/booking';
import { RequireAuth } from '../features/session';
import s from '../features/booking/Booking.module.css';

/** /host/reservations: requests and stays at the host's places, in three tabs. */
export default function HostReservationsPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const group = readGroup(params.get('tab'));
  return (
    <RequireAuth>
      <BookingPage
        title={t('host.reservations.title')}
        docTitle={t('host.reservations.title')}
        back={<Link to="/host" className={s.back}><ChevronLeft size={16} strokeWidth={1.75} aria-hidden="true" />{t('host.title')}</Link>}
      >
        <GroupTabs current={group} basePath="/host/reservations" />
        <BookingList
          key={group}
          as="host"
          group={group}
          hrefOf={(b) => `/host/reservations/${encodeURIComponent(b.id)}`}
          whoOf={(b) => `${nameOf(t, b.guest, 'guest')} · ${t('booking.guests.summary', { count: b.guests.adults + b.guests.children })}`}
          empty={{ title: t(`host.reservations.empty.${group}`), body: t('host.reservations.empty.body') }}
        />
      </BookingPage>
    </RequireAuth>
  );
}
