import { useEffect } from 'react';

/**
 * While a full-screen sheet is open, pins the page behind it so nothing can scroll the
 * document: not the on-screen keyboard, not a scroll-into-view. React Aria closes a combobox's
 * suggestions whenever an ancestor of its field scrolls, and the document is everyone's
 * ancestor. The app root becomes the (clipped) scroller, keeping its scroll position, and the
 * window goes back to where it was when the sheet closes.
 */
export function usePinnedPage(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const root = document.getElementById('root');
    if (!root) return;
    const y = window.scrollY;
    document.documentElement.classList.add('page-pinned');
    root.scrollTop = y;
    return () => {
      document.documentElement.classList.remove('page-pinned');
      window.scrollTo(0, y);
    };
  }, [active]);
}
