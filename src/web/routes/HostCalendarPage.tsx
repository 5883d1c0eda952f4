import { useParams } from 'react-router';
import { HostCalendarPage as Page } from '../features/host-calendar';
import { RequireAuth } from '../features/session';

/** /host/listings/:id/calendar */
export default function HostCalendarPage() {
  const { id = '' } = useParams();
  return (
    <RequireAuth>
      <Page listingId={id} />
    </RequireAuth>
  );
}
