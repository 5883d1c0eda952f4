import { useParams } from 'react-router';
import { RequireAuth } from '../features/session';
import { WishlistView } from '../features/wishlists/WishlistView';

/** /wishlists/:id: one list's stays beside a map, with dates in the query. */
export default function WishlistPage() {
  const { id = '' } = useParams();
  return <RequireAuth>{(user) => <WishlistView key={id} userId={user.id} id={id} />}</RequireAuth>;
}
