import { createContext, useContext, useSyncExternalStore } from 'react';

/** Below 744 px the app switches to its phone layouts (DESIGN.md breakpoints). */
export const PHONE_QUERY = '(max-width: 743.98px)';
export const DESKTOP_QUERY = '(min-width: 950px)';

/**
 * What the server guesses of the screen when it renders a page's first paint (ssr.tsx): a phone
 * or not, from the request's user agent. The browser always asks the real screen.
 */
export const ServerScreenContext = createContext<{ phone: boolean }>({ phone: false });

const guess = (query: string, phone: boolean) => (query === PHONE_QUERY ? phone : query === DESKTOP_QUERY ? !phone : false);

export function useMediaQuery(query: string): boolean {
  const server = useContext(ServerScreenContext);
  return useSyncExternalStore(
    (onChange) => {
      const mql = window.matchMedia(query);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => guess(query, server.phone),
  );
}
