import type { ReactNode } from 'react';
import { useWakeUp } from './useWakeUp';

/**
 * Renders its children in a quiet moment after the page's first render instead of with it, each
 * Deferred in its own turn: the part of a page below the fold stops lengthening the task that
 * makes the page usable. `minBlockSize` holds the children's place until then.
 */
export function Deferred({ children, minBlockSize }: { children: ReactNode; minBlockSize: number }) {
  const { awake } = useWakeUp({ idle: true });
  return awake ? <>{children}</> : <div style={{ minBlockSize }} aria-busy="true" />;
}
