import { Link, useParams } from 'react-router';
import { ChevronLeft } from 'lucide-react';
import { ApiError } from '../api/client';
import { useI18n } from '../i18n';
import { ErrorState, Skeleton, Stack } from '../ui';
import { BookingPage, useBookingDetail } from '../features/booking';
import { ReservationDetail } from '../features/hosting';
import { RequireAuth } from '../features/session';
import s from '../features/booking/Booking.module.css';

/** /host/reservations/:id */
export default function HostReservationPage() {
  return (
    <RequireAuth>
      <Reservation />
    </RequireAuth>
  );
}

function Reservation() {
  const { id = '' } = useParams();
  const { t } = useI18n();
  const q = useBookingDetail(id);
  const notFound = q.error instanceof ApiError && (q.error.status === 404 || q.error.status === 403);
  const title = q.data ? q.data.guest.name : t('host.reservation.title');
  return (
    <BookingPage
      title={title}
      docTitle={`${t('host.reservation.title')} · ${title}`}
      back={<Link to="/host/reservations" className={s.back}><ChevronLeft size={16} strokeWidth={1.75} aria-hidden="true" />{t('host.reservation.back')}</Link>}
    >
      {q.data ? (
        <ReservationDetail booking={q.data} />
      ) : q.isError ? (
        <ErrorState error={q.error} title={notFound ? t('host.reservation.notFound') : undefined} onRetry={notFound ? undefined : () => q.refetch()} />
      ) : (
        <Stack gap={4} aria-busy="true">
          <Skeleton height={24} width={120} radius={999} />
          <Skeleton height={200} radius={12} />
        </Stack>
      )}
    </BookingPage>
  );
}
