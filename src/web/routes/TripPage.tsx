import { useParams } from 'react-router';
import { useI18n } from '../i18n';
import { BookingDetailPage } from '../features/booking';
import { TripDetail } from '../features/trips';
import { RequireAuth } from '../features/session';

/** /trips/:bookingId (`?new=1` right after booking shows the confirmation). */
export default function TripPage() {
  const { bookingId = '' } = useParams();
  const { t } = useI18n();
  return (
    <RequireAuth>
      <BookingDetailPage
        bookingId={bookingId}
        title={(b) => b?.listing.title ?? t('trips.detail.title')}
        back={{ to: '/trips', label: t('trips.back') }}
        notFound={t('trips.detail.notFound')}
      >
        {(booking) => <TripDetail booking={booking} />}
      </BookingDetailPage>
    </RequireAuth>
  );
}
