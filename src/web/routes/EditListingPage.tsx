import { useParams } from 'react-router';
import { EditorSkeleton, ListingEditor } from '../features/listing-editor';
import { RequireAuth } from '../features/session';

/** /host/listings/:id/edit (`?step=` opens a step; without it, the step the host left from). */
export default function EditListingPage() {
  const { id = '' } = useParams();
  return (
    <RequireAuth fallback={<EditorSkeleton />}>
      <ListingEditor key={id} id={id} />
    </RequireAuth>
  );
}
