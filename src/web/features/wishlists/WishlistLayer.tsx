import { lazy, Suspense } from 'react';
import { useSession } from '../session';

const MemberLayer = lazy(() => import('./MemberLayer'));

/** Mounted by the app shell: nothing for visitors; for members, the layer that saves, toasts and chooses. */
export function WishlistLayer() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <MemberLayer userId={user.id} />
    </Suspense>
  );
}
