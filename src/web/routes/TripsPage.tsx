import { useSearchParams } from 'react-router';
import { useI18n } from '../i18n';
import { ButtonLink } from '../ui/Button';
import { BookingList, BookingPage, GroupTabs, readGroup } from '../features/booking';
import { RequireAuth } from '../features/session';

/** /trips: the guest's bookings in three tabs (`?tab=past|cancelled`). */
export default function TripsPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const group = readGroup(params.get('tab'));
  return (
    <RequireAuth>
      <BookingPage title={t('trips.title')} docTitle={t('trips.title')}>
        <GroupTabs current={group} basePath="/trips" />
        <BookingList
          key={group}
          as="guest"
          group={group}
          hrefOf={(b) => `/trips/${encodeURIComponent(b.id)}`}
          empty={{ title: t(`trips.empty.${group}`), body: t('trips.empty.body'), actions: <ButtonLink to="/s" variant="primary">{t('trips.empty.action')}</ButtonLink> }}
        />
      </BookingPage>
    </RequireAuth>
  );
}
