import { Suspense, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPath, useSession } from '../session';
import { lazyPart } from '../../ui/lazyPart';
import { HeartButton, type HeartLook } from './HeartButton';
import { withSaveIntent } from './saveIntent';

// Members only: what the heart does for them (the saved list, saving, toasts) is fetched when a
// member's page first shows a heart, so a visitor's first page does not pay for it.
const MemberHeart = lazyPart('features/wishlists/MemberHeart.tsx', () => import('./MemberHeart'));

type Props = { listingId: string; className?: string; look?: HeartLook };

/**
 * The heart on every card and on the listing page. A visitor is taken to log in and comes back to
 * this page with `?save=<id>`, which WishlistLayer completes once they are signed in.
 */
export function SaveHeart({ listingId, className, look }: Props) {
  const { user, isPending } = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // A tap before we know who is here, or before a member's code has arrived, is kept and done then.
  const early = useRef(false);
  const logInToSave = () => navigate(loginPath(withSaveIntent(`${pathname}${search}`, listingId)));

  useEffect(() => {
    if (isPending || user || !early.current) return;
    early.current = false;
    logInToSave();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isPending, user]);

  const waiting = <HeartButton pressed={false} onPress={() => (early.current = true)} look={look} className={className} />;
  if (isPending) return waiting;
  if (user) {
    return (
      <Suspense fallback={waiting}>
        <MemberHeart userId={user.id} listingId={listingId} look={look} className={className} earlyPress={early} />
      </Suspense>
    );
  }
  return <HeartButton pressed={false} look={look} className={className} onPress={logInToSave} />;
}
