import { useParams } from 'react-router';
import { ApiError } from '../api/client';
import { useI18n } from '../i18n';
import { ErrorState } from '../ui/States';
import { Skeleton, Stack } from '../ui/Surface';
import { BookForm, BookingPage } from '../features/booking';
import { useListing } from '../features/listing/api';
import { ListingNotFound } from '../features/listing/ListingStates';
import { RequireAuth } from '../features/session';

/** /book/:listingId?checkin&checkout&guests — members only; visitors log in and come back with the same query. */
export default function BookPage() {
  const { listingId = '' } = useParams();
  const { t } = useI18n();
  return (
    <RequireAuth>
      {(user) => <BookContent listingId={listingId} title={t('booking.book.title')} user={user} />}
    </RequireAuth>
  );
}

function BookContent({ listingId, title, user }: { listingId: string; title: string; user: Parameters<typeof BookForm>[0]['user'] }) {
  const q = useListing(listingId);
  const { t } = useI18n();
  if (q.error instanceof ApiError && q.error.status === 404) return <main id="main"><ListingNotFound /></main>;
  const heading = q.data && !q.data.instantBook ? t('booking.book.titleRequest') : title;
  return (
    <BookingPage title={heading} docTitle={heading}>
      {q.data ? (
        <BookForm listing={q.data} user={user} />
      ) : q.isError ? (
        <ErrorState error={q.error} onRetry={() => q.refetch()} />
      ) : (
        <Stack gap={4} aria-busy="true">
          <Skeleton height={28} width="40%" />
          <Skeleton height={200} radius={12} />
          <Skeleton height={120} radius={12} />
        </Stack>
      )}
    </BookingPage>
  );
}
