import { lazy, Suspense, type ComponentProps } from 'react';
import type { NameDialog as NameDialogType } from './NameDialog';

// The name dialog checks the name with the contract's schema: it (and zod) is fetched when the
// dialog opens, not with the wishlist pages, which only read.
const NameDialog = lazy(() => import('./NameDialog').then((m) => ({ default: m.NameDialog })));

export function LazyNameDialog(props: ComponentProps<typeof NameDialogType>) {
  return <Suspense fallback={null}><NameDialog {...props} /></Suspense>;
}
