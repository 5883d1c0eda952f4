import { Suspense } from 'react';
import { lazyPart } from '../../ui/lazyPart';
import { useSession } from '../session';

const MemberLayer = lazyPart('features/wishlists/MemberLayer.tsx', () => import('./MemberLayer'));

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
