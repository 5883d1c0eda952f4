import { EditorSkeleton, NewListing } from '../features/listing-editor';
import { RequireAuth } from '../features/session';

/** /host/listings/new: a visitor signs in or up first and comes back here. */
export default function NewListingPage() {
  return <RequireAuth fallback={<EditorSkeleton />}>{(user) => <NewListing user={user} />}</RequireAuth>;
}
