import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronLeft } from 'lucide-react';
import type { BookingView } from '../../../contract/booking';
import { ApiError } from '../../api/client';
import { ErrorState } from '../../ui/States';
import { Skeleton, Stack } from '../../ui/Surface';
import { useBookingDetail } from './api';
import { BookingPage } from './Page';
import s from './Booking.module.css';

type Props = {
  bookingId: string;
  /** The page heading, from the booking once it is loaded (a generic title before). */
  title: (booking: BookingView | undefined) => string;
  /** The document title, when it differs from the heading. */
  docTitle?: (booking: BookingView | undefined) => string;
  back: { to: string; label: string };
  /** What a booking the reader may not see (404, or 403) is called: "that trip", "that reservation". */
  notFound: string;
  children: (booking: BookingView) => ReactNode;
};

/**
 * One booking's page, for its guest (/trips/:id) or its host (/host/reservations/:id): loads it,
 * says so when it is not the reader's, and shows a skeleton meanwhile.
 */
export function BookingDetailPage({ bookingId, title, docTitle = title, back, notFound, children }: Props) {
  const q = useBookingDetail(bookingId);
  const missing = q.error instanceof ApiError && (q.error.status === 404 || q.error.status === 403);
  return (
    <BookingPage
      title={title(q.data)}
      docTitle={docTitle(q.data)}
      back={<Link to={back.to} className={s.back}><ChevronLeft size={16} strokeWidth={1.75} aria-hidden="true" />{back.label}</Link>}
    >
      {q.data ? (
        children(q.data)
      ) : q.isError ? (
        <ErrorState error={q.error} title={missing ? notFound : undefined} onRetry={missing ? undefined : () => q.refetch()} />
      ) : (
        <Stack gap={4} aria-busy="true">
          <Skeleton height={24} width={120} radius={999} />
          <Skeleton height={200} radius={12} />
        </Stack>
      )}
    </BookingPage>
  );
}
