import { RequireAuth } from '../features/session';
import { WishlistsView } from '../features/wishlists/WishlistsView';

/** /wishlists: the member's lists. */
export default function WishlistsPage() {
  return <RequireAuth>{(user) => <WishlistsView userId={user.id} />}</RequireAuth>;
}
