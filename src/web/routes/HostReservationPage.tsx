import { useParams } from 'react-router';
import type { BookingView } from '../../contract/booking';
import { useI18n } from '../i18n';
import { nameOf } from '../i18n/former';
import { BookingDetailPage } from '../features/booking';
import { ReservationDetail } from '../features/hosting';
import { RequireAuth } from '../features/session';

/** /host/reservations/:id */
export default function HostReservationPage() {
  const { id = '' } = useParams();
  const { t } = useI18n();
  const title = (b?: BookingView) => (b ? nameOf(t, b.guest, 'guest') : t('host.reservation.title'));
  return (
    <RequireAuth>
      <BookingDetailPage
        bookingId={id}
        title={title}
        docTitle={(b) => `${t('host.reservation.title')} · ${title(b)}`}
        back={{ to: '/host/reservations', label: t('host.reservation.back') }}
        notFound={t('host.reservation.notFound')}
      >
        {(booking) => <ReservationDetail booking={booking} />}
      </BookingDetailPage>
    </RequireAuth>
  );
}
