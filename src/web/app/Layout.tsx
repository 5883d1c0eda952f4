import { Outlet, ScrollRestoration, useHref, useMatches, useNavigate, type NavigateOptions } from 'react-router';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useI18n } from '../i18n';
// The slot alone, not the card feature's index: that would bring the card and its carousel into
// every page's first JavaScript.
import { CardHeartContext } from '../features/listing-card/cardHeart';
import { SaveHeart, WishlistLayer } from '../features/wishlists';
import { Header } from './Header';
import { Footer } from './Footer';
import type { RouteHandle } from './router';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** Header, page, footer. Routes say through `handle` whether they are full width or footless. */
export function Layout() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const matches = useMatches();
  const handle = Object.assign({}, ...matches.map((m) => (m.handle ?? {}) as RouteHandle)) as RouteHandle;
  return (
    <AriaRouterProvider navigate={navigate} useHref={useHref}>
      <a href="#main" className="skip-link">{t('shell.skipToContent')}</a>
      <Header fullWidth={handle.fullWidth} showSearch={!handle.hideSearch} />
      {/* Every listing card's heart is the wishlists feature's (cards do not depend on it). */}
      <CardHeartContext.Provider value={SaveHeart}>
        <Outlet />
      </CardHeartContext.Provider>
      {!handle.hideFooter && <Footer />}
      <WishlistLayer />
      <ScrollRestoration />
    </AriaRouterProvider>
  );
}
