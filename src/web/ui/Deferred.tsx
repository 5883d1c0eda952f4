import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from './whenIdle';

/**
 * Renders its children in a quiet moment after the page's first render instead of with it, each
 * Deferred in its own turn: the part of a page below the fold stops lengthening the task that
 * makes the page usable. Not on scroll: people who move by headings must find it. `minBlockSize`
 * holds the children's place until then, and while lazily loaded children are on their way.
 */
export function Deferred({ children, minBlockSize }: { children: ReactNode; minBlockSize: number }) {
  const [shown, setShown] = useState(false);
  // As a transition, React renders the part in slices it can pause for a tap, not in one long task.
  useEffect(() => (shown ? undefined : whenIdle(() => startTransition(() => setShown(true)))), [shown]);
  const placeholder = <Placeholder minBlockSize={minBlockSize} />;
  return shown ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}

/** The room a part not drawn yet will take, so nothing below it moves when it comes. */
export function Placeholder({ minBlockSize }: { minBlockSize: number }) {
  return <div style={{ minBlockSize }} aria-busy="true" />;
}
