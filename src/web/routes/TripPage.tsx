import { Link, useParams } from 'react-router';
import { ChevronLeft } from 'lucide-react';
import { ApiError } from '../api/client';
import { useI18n } from '../i18n';
import { ErrorState, Skeleton, Stack } from '../ui';
import { BookingPage, useBookingDetail } from '../features/booking';
import { TripDetail } from '../features/trips';
import { RequireAuth } from '../features/session';
import s from '../features/booking/Booking.module.css';

/** /trips/:bookingId (`?new=1` right after booking shows the confirmation). */
export default function TripPage() {
  return (
    <RequireAuth>
      <Trip />
    </RequireAuth>
  );
}

function Trip() {
  const { bookingId = '' } = useParams();
  const { t } = useI18n();
  const q = useBookingDetail(bookingId);
  const notFound = q.error instanceof ApiError && (q.error.status === 404 || q.error.status === 403);
  return (
    <BookingPage
      title={q.data?.listing.title ?? t('trips.detail.title')}
      docTitle={q.data?.listing.title ?? t('trips.detail.title')}
      back={<Link to="/trips" className={s.back}><ChevronLeft size={16} strokeWidth={1.75} aria-hidden="true" />{t('trips.back')}</Link>}
    >
      {q.data ? (
        <TripDetail booking={q.data} />
      ) : q.isError ? (
        <ErrorState error={q.error} title={notFound ? t('trips.detail.notFound') : undefined} onRetry={notFound ? undefined : () => q.refetch()} />
      ) : (
        <Stack gap={4} aria-busy="true">
          <Skeleton height={24} width={120} radius={999} />
          <Skeleton height={160} radius={12} />
          <Skeleton height={200} radius={12} />
        </Stack>
      )}
    </BookingPage>
  );
}
