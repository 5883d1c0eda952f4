import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { Layout } from './Layout';
import { RouteError } from './RouteError';
import NotFoundPage from '../routes/NotFoundPage';
import { addCatalog } from '../i18n/en';

/** What a route asks of the shell. */
export type RouteHandle = {
  fullWidth?: boolean;
  hideFooter?: boolean;
  hideSearch?: boolean;
  /** The page's module under src/web (set by `page`). */
  page?: string;
  /**
   * false: the server sends the page without its first paint (still with its answers). For pages
   * whose first act is typing where a browser may fill the painted form itself (sign-in, sign-up,
   * passwords, booking): what it filled in before the app takes the form over would be lost
   * (docs/decisions/0026). Pages whose forms no browser fills on its own paint (the listing editor,
   * a conversation, the profile): their reader reads first, and nothing can be typed into the
   * painted form while it is inert (docs/decisions/0053).
   */
  paint?: false;
};

type PageModule = Record<string, ComponentType>;
// Every page is its own chunk, found by file name: the server reads the same names in the build's
// manifest to send each page's modules and styles with its HTML (src/server/web/app-page.ts).
const pageModules = import.meta.glob<PageModule>(['../routes/*Page.tsx', '!../routes/NotFoundPage.tsx']);

/**
 * A lazy route for `routes/<file>.tsx` (its `name` export). Pages only hosts see fetch the words
 * only hosting pages use (i18n/en.ts addCatalog) together with their chunk.
 */
function page(file: string, name = 'default', words?: 'hosting'): Pick<RouteObject, 'lazy'> & { handle: RouteHandle } {
  const load = pageModules[`../routes/${file}.tsx`];
  if (!load) throw new Error(`No page routes/${file}.tsx`);
  return {
    handle: { page: `routes/${file}.tsx` },
    lazy: () => Promise.all([
      load(),
      words === 'hosting' ? import('../i18n/en/hosting').then((m) => addCatalog(m.hosting)) : undefined,
    ]).then(([m]) => ({ Component: m[name] })),
  };
}

/** A page whose shell differs: `page(...)` with more in its handle. */
const withHandle = (route: ReturnType<typeof page>, handle: RouteHandle) => ({ ...route, handle: { ...route.handle, ...handle } });

// Every page is its own chunk: `/` must not pay for the search page or the map.
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    // Shown for the instant the first page's chunk is on its way.
    HydrateFallback: () => <div aria-busy="true" style={{ minBlockSize: '100dvh' }} />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, ...withHandle(page('LandingPage'), { hideSearch: true }) },
          { path: 's', ...withHandle(page('SearchPage'), { fullWidth: true, hideFooter: true }) },
          { path: 'listings/:id/:slug?', ...page('ListingPage') },
          { path: 'users/:id', ...page('UserPage') },
          { path: 'signup', ...withHandle(page('SignupPage'), { hideSearch: true, paint: false }) },
          { path: 'login', ...withHandle(page('LoginPage'), { hideSearch: true, paint: false }) },
          { path: 'verify-email', ...withHandle(page('VerifyEmailPage'), { hideSearch: true, paint: false }) },
          { path: 'forgot-password', ...withHandle(page('ForgotPasswordPage'), { hideSearch: true, paint: false }) },
          { path: 'reset-password', ...withHandle(page('ResetPasswordPage'), { hideSearch: true, paint: false }) },
          { path: 'account', ...page('AccountPage') },
          { path: 'account/security', ...withHandle(page('SecurityPage'), { paint: false }) },
          { path: 'book/:listingId', ...withHandle(page('BookPage'), { paint: false }) },
          { path: 'trips', ...page('TripsPage') },
          { path: 'trips/:bookingId', ...page('TripPage') },
          { path: 'host', ...page('HostPage', 'default', 'hosting') },
          { path: 'host/listings/new', ...page('NewListingPage', 'default', 'hosting') },
          { path: 'host/listings/:id/edit', ...page('EditListingPage', 'default', 'hosting') },
          { path: 'host/listings/:id/calendar', ...page('HostCalendarPage') },
          { path: 'host/webhooks', ...page('WebhooksPage', 'HostWebhooksPage') },
          { path: 'host/reservations', ...page('HostReservationsPage') },
          { path: 'host/reservations/:id', ...page('HostReservationPage') },
          { path: 'wishlists', ...page('WishlistsPage') },
          { path: 'wishlists/:id', ...withHandle(page('WishlistPage'), { fullWidth: true, hideFooter: true }) },
          { path: 'inbox', ...withHandle(page('InboxPage'), { hideFooter: true }) },
          { path: 'inbox/:conversationId', ...withHandle(page('InboxPage'), { hideFooter: true }) },
          { path: 'notifications', ...page('NotificationsPage') },
          { path: 'about', ...page('SitePage', 'AboutPage') },
          { path: 'help', ...page('SitePage', 'HelpPage') },
          { path: 'terms', ...page('SitePage', 'TermsPage') },
          { path: 'privacy', ...page('SitePage', 'PrivacyPage') },
          { path: 'admin', ...page('AdminPage', 'OverviewPage') },
          { path: 'admin/review', ...page('AdminPage', 'ReviewQueuePage') },
          { path: 'admin/audit', ...page('AdminPage', 'AuditPage') },
          { path: 'admin/reports', ...page('AdminPage', 'ReportsPage') },
          { path: 'admin/reports/:id', ...page('AdminPage', 'ReportPage') },
          { path: 'admin/members', ...page('AdminPage', 'MembersPage') },
          { path: 'admin/members/:id', ...page('AdminPage', 'MemberPage') },
          { path: 'admin/settings', ...page('AdminPage', 'SettingsPage') },
          { path: 'admin/conversations/:id', ...page('AdminPage', 'ConversationPage') },
          { path: 'admin/listings', ...page('AdminPage', 'ListingsPage') },
          { path: 'admin/bookings', ...page('AdminPage', 'BookingsPage') },
          { path: 'admin/bookings/:id', ...page('AdminPage', 'BookingPage') },
          { path: 'admin/feeds', ...page('AdminPage', 'FeedsPage') },
          { path: 'admin/webhooks', ...page('WebhooksPage', 'AdminWebhooksPage') },
          { path: 'admin/pages/:slug?', ...withHandle(page('AdminPagesPage'), { paint: false }) },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

/**
 * Creating the router starts loading the first page's chunk. main.tsx calls this in its own task,
 * not while the app's modules are being evaluated: that task is the longest of the start, and
 * the requests the router makes from inside it make it longer still.
 */
export const createAppRouter = () => createBrowserRouter(routes);
export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Starts loading the chunks of the page at `pathname`. Asking for a page's chunk adds a preload
 * link for each module and stylesheet it needs, which is slow enough to be worth a task of its
 * own before createAppRouter (which then finds them on their way).
 */
export function loadPage(pathname: string) {
  for (const m of matchRoutes(routes, pathname) ?? []) {
    if (typeof m.route.lazy === 'function') void m.route.lazy().catch(() => undefined);
  }
}
