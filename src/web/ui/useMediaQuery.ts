import { useSyncExternalStore } from 'react';

/** Below 744 px the app switches to its phone layouts (DESIGN.md breakpoints). */
export const PHONE_QUERY = '(max-width: 743.98px)';
export const DESKTOP_QUERY = '(min-width: 950px)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mql = window.matchMedia(query);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
