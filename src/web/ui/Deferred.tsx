import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from './whenIdle';

/**
 * Renders its children in a quiet moment after the page's first render instead of with it, each
 * Deferred in its own turn: the part of a page below the fold stops lengthening the task that
 * makes the page usable. Not on scroll: people who move by headings must find it. `minBlockSize`
 * holds the children's place until then, and while lazily loaded children are on their way.
 */
export function Deferred({ children, minBlockSize, skipOffscreen }: {
  children: ReactNode;
  minBlockSize: number;
  /**
   * Once drawn, laid out and painted only when near the screen (`content-visibility: auto`), its
   * place held at `minBlockSize` until then: drawing a part far below would otherwise lay the whole
   * page out again while it is still coming alive (decision 0042). Not for parts whose shadows or
   * focus rings reach outside their box, which it would clip.
   */
  skipOffscreen?: boolean;
}) {
  const [shown, setShown] = useState(false);
  // As a transition, React renders the part in slices it can pause for a tap, not in one long task.
  useEffect(() => (shown ? undefined : whenIdle(() => startTransition(() => setShown(true)))), [shown]);
  const placeholder = <Placeholder minBlockSize={minBlockSize} />;
  if (!shown) return placeholder;
  const part = <Suspense fallback={placeholder}>{children}</Suspense>;
  return skipOffscreen ? <div style={{ contentVisibility: 'auto', containIntrinsicBlockSize: `auto ${minBlockSize}px` }}>{part}</div> : part;
}

/** The room a part not drawn yet will take, so nothing below it moves when it comes. */
export function Placeholder({ minBlockSize }: { minBlockSize: number }) {
  return <div style={{ minBlockSize }} aria-busy="true" />;
}
