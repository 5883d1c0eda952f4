import { useEffect } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../api/client';
import { useI18n } from '../i18n';
import { useListing } from '../features/listing/api';
import { ListingView } from '../features/listing/ListingView';
import { ListingSkeleton } from '../features/listing/ListingSkeleton';
import { ListingError, ListingNotFound } from '../features/listing/ListingStates';
import { PreviewBanner } from '../features/listing/PreviewBanner';

/** `/listings/:id/:slug?`: skeleton, then the listing, a friendly 404, or an error with retry. */
export default function ListingPage() {
  const { id = '' } = useParams();
  const { t } = useI18n();
  const q = useListing(id);
  const notFound = q.error instanceof ApiError && q.error.status === 404;

  useEffect(() => {
    const title = q.data?.title ?? (notFound ? t('listing.notFound.title') : null);
    if (title) document.title = title;
  }, [q.data?.title, notFound, t]);

  return (
    <main id="main" tabIndex={-1}>
      {q.data ? (
        <>
          {q.data.status && q.data.status !== 'published' && <PreviewBanner id={q.data.id} />}
          <ListingView listing={q.data} />
        </>
      ) : notFound ? (
        <ListingNotFound />
      ) : q.isError ? (
        <ListingError error={q.error} onRetry={() => q.refetch()} />
      ) : (
        <ListingSkeleton />
      )}
    </main>
  );
}
