import { createContext, useContext, useSyncExternalStore } from 'react';

/** Below 744 px the app switches to its phone layouts (DESIGN.md breakpoints). */
export const PHONE_QUERY = '(max-width: 743.98px)';
export const DESKTOP_QUERY = '(min-width: 950px)';

/**
 * What the server guesses of the screen when it renders a page's first paint (ssr.tsx): a phone
 * or not, from the request's user agent. The browser always asks the real screen.
 */
export const ServerScreenContext = createContext<{ phone: boolean }>({ phone: false });

/**
 * A media query of one condition, as the server's guess of the screen would answer it: a phone 390
 * px wide with a finger, anything else a laptop 1280 px wide with a mouse.
 */
export function guess(query: string, phone: boolean): boolean {
  const width = phone ? 390 : 1280;
  const min = /^\(min-width:\s*([\d.]+)px\)$/.exec(query);
  if (min) return width >= Number(min[1]);
  const max = /^\(max-width:\s*([\d.]+)px\)$/.exec(query);
  if (max) return width <= Number(max[1]);
  if (query === '(pointer: coarse)') return phone;
  if (query === '(pointer: fine)' || query === '(hover: hover)') return !phone;
  return false;
}

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
