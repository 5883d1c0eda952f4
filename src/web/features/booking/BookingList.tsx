import type { ReactNode } from 'react';
import { CalendarX } from 'lucide-react';
import type { BookingListItem } from '../../../contract/booking';
import { EmptyState, ErrorState } from '../../ui/States';
import { Skeleton } from '../../ui/Surface';
import { useBookings, type BookingGroup, type BookingSide } from './api';
import { BookingCard } from './BookingCard';
import s from './Booking.module.css';

type Props = {
  as: BookingSide;
  group: BookingGroup;
  hrefOf: (b: BookingListItem) => string;
  whoOf?: (b: BookingListItem) => string;
  empty: { title: string; body: string; actions?: ReactNode };
};

/** One tab of bookings: skeleton cards, the cards, an empty state or an error with retry. */
export function BookingList({ as, group, hrefOf, whoOf, empty }: Props) {
  const q = useBookings(as, group);
  if (q.isError) return <ErrorState error={q.error} onRetry={() => q.refetch()} />;
  if (!q.data) {
    return (
      <ul className={s.list} aria-busy="true">
        {[0, 1, 2].map((i) => <li key={i} className={s.card}><Skeleton height={96} radius={12} /></li>)}
      </ul>
    );
  }
  if (q.data.bookings.length === 0) return <EmptyState icon={<CalendarX size={26} strokeWidth={1.75} />} title={empty.title} body={empty.body} actions={empty.actions} />;
  return (
    <ul className={s.list}>
      {q.data.bookings.map((b) => <BookingCard key={b.id} booking={b} href={hrefOf(b)} who={whoOf?.(b)} />)}
    </ul>
  );
}
