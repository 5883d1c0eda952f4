import { useI18n } from '../i18n';
import { BookingPage } from '../features/booking';
import { HostDashboard } from '../features/hosting';
import { RequireAuth } from '../features/session';

/** /host: the host's day at a glance. */
export default function HostPage() {
  const { t } = useI18n();
  return (
    <RequireAuth fallback={<main id="main" aria-busy="true" style={{ minBlockSize: '100dvh' }} />}>
      <BookingPage title={t('host.title')} docTitle={t('host.title')}>
        <HostDashboard />
      </BookingPage>
    </RequireAuth>
  );
}
