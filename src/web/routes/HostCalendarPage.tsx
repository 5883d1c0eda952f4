import { useParams } from 'react-router';
import { useI18n } from '../i18n';
import { HostCalendarPage as Page } from '../features/host-calendar';
import { RequireAuth } from '../features/session';

/** /host/listings/:id/calendar */
export default function HostCalendarPage() {
  const { id = '' } = useParams();
  const { t } = useI18n();
  return (
    // While the session loads, hold a screen's height: the calendar is taller than that, so the
    // footer never jumps up into view and back down (layout shift).
    <RequireAuth
      fallback={
        <main id="main" aria-busy="true" style={{ minBlockSize: '100dvh' }}>
          <span className="visually-hidden">{t('common.loading')}</span>
        </main>
      }
    >
      <Page listingId={id} />
    </RequireAuth>
  );
}
