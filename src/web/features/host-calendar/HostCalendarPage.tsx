import { Container } from '../../ui/Surface';
import { HostCalendarHeader } from './HostCalendarHeader';
import { HostCalendarView } from './HostCalendarView';
import s from './HostCalendar.module.css';

/** The whole page at /host/listings/:id/calendar (the route adds the sign-in guard). */
export function HostCalendarPage({ listingId }: { listingId: string }) {
  return (
    <main id="main" tabIndex={-1}>
      <Container className={s.page}>
        <HostCalendarHeader listingId={listingId} />
        <HostCalendarView listingId={listingId} />
      </Container>
    </main>
  );
}
