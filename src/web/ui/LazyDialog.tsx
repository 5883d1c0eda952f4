import { lazy, Suspense, useState } from 'react';
import type { DialogProps } from './Dialog';

const Dialog = lazy(() => import('./Dialog').then((m) => ({ default: m.Dialog })));

/**
 * ui/Dialog, fetched when first opened: a page that only may show a dialog (all the amenities, say)
 * does not carry React Aria's overlay code, which is larger than many pages. Once opened it stays
 * mounted, so closing animates and gives focus back to the opener like any Dialog.
 */
export function LazyDialog(props: DialogProps) {
  const [used, setUsed] = useState(props.isOpen);
  if (props.isOpen && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
