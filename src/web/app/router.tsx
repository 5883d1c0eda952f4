import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { Layout } from './Layout';
import { RouteError } from './RouteError';
import NotFoundPage from '../routes/NotFoundPage';
import { addCatalog } from '../i18n/en';

/** What a route asks of the shell. */
export type RouteHandle = { fullWidth?: boolean; hideFooter?: boolean; hideSearch?: boolean };

/** A hosting page's chunk together with the words only hosting pages use (i18n/en.ts addCatalog). */
const withHostingWords = <M,>(page: Promise<M>) =>
  Promise.all([page, import('../i18n/en/hosting').then((m) => addCatalog(m.hosting))]).then(([m]) => m);

// Every page is its own chunk: `/` must not pay for the search page or the map.
const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    // Shown for the instant the first page's chunk is on its way.
    HydrateFallback: () => <div aria-busy="true" style={{ minBlockSize: '100dvh' }} />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, handle: { hideSearch: true } satisfies RouteHandle, lazy: () => import('../routes/LandingPage').then((m) => ({ Component: m.default })) },
          { path: 's', handle: { fullWidth: true, hideFooter: true } satisfies RouteHandle, lazy: () => import('../routes/SearchPage').then((m) => ({ Component: m.default })) },
          { path: 'listings/:id/:slug?', lazy: () => import('../routes/ListingPage').then((m) => ({ Component: m.default })) },
          { path: 'users/:id', lazy: () => import('../routes/UserPage').then((m) => ({ Component: m.default })) },
          { path: 'signup', handle: { hideSearch: true } satisfies RouteHandle, lazy: () => import('../routes/SignupPage').then((m) => ({ Component: m.default })) },
          { path: 'login', handle: { hideSearch: true } satisfies RouteHandle, lazy: () => import('../routes/LoginPage').then((m) => ({ Component: m.default })) },
          { path: 'verify-email', handle: { hideSearch: true } satisfies RouteHandle, lazy: () => import('../routes/VerifyEmailPage').then((m) => ({ Component: m.default })) },
          { path: 'forgot-password', handle: { hideSearch: true } satisfies RouteHandle, lazy: () => import('../routes/ForgotPasswordPage').then((m) => ({ Component: m.default })) },
          { path: 'reset-password', handle: { hideSearch: true } satisfies RouteHandle, lazy: () => import('../routes/ResetPasswordPage').then((m) => ({ Component: m.default })) },
          { path: 'account', lazy: () => import('../routes/AccountPage').then((m) => ({ Component: m.default })) },
          { path: 'account/security', lazy: () => import('../routes/SecurityPage').then((m) => ({ Component: m.default })) },
          { path: 'book/:listingId', lazy: () => import('../routes/BookPage').then((m) => ({ Component: m.default })) },
          { path: 'trips', lazy: () => import('../routes/TripsPage').then((m) => ({ Component: m.default })) },
          { path: 'trips/:bookingId', lazy: () => import('../routes/TripPage').then((m) => ({ Component: m.default })) },
          { path: 'host', lazy: () => withHostingWords(import('../routes/HostPage')).then((m) => ({ Component: m.default })) },
          { path: 'host/listings/new', lazy: () => withHostingWords(import('../routes/NewListingPage')).then((m) => ({ Component: m.default })) },
          { path: 'host/listings/:id/edit', lazy: () => withHostingWords(import('../routes/EditListingPage')).then((m) => ({ Component: m.default })) },
          { path: 'host/listings/:id/calendar', lazy: () => import('../routes/HostCalendarPage').then((m) => ({ Component: m.default })) },
          { path: 'host/webhooks', lazy: () => import('../routes/WebhooksPage').then((m) => ({ Component: m.HostWebhooksPage })) },
          { path: 'host/reservations', lazy: () => import('../routes/HostReservationsPage').then((m) => ({ Component: m.default })) },
          { path: 'host/reservations/:id', lazy: () => import('../routes/HostReservationPage').then((m) => ({ Component: m.default })) },
          { path: 'wishlists', lazy: () => import('../routes/WishlistsPage').then((m) => ({ Component: m.default })) },
          { path: 'wishlists/:id', handle: { fullWidth: true, hideFooter: true } satisfies RouteHandle, lazy: () => import('../routes/WishlistPage').then((m) => ({ Component: m.default })) },
          { path: 'inbox', handle: { hideFooter: true } satisfies RouteHandle, lazy: () => import('../routes/InboxPage').then((m) => ({ Component: m.default })) },
          { path: 'inbox/:conversationId', handle: { hideFooter: true } satisfies RouteHandle, lazy: () => import('../routes/InboxPage').then((m) => ({ Component: m.default })) },
          { path: 'notifications', lazy: () => import('../routes/NotificationsPage').then((m) => ({ Component: m.default })) },
          { path: 'about', lazy: () => import('../routes/SitePage').then((m) => ({ Component: m.AboutPage })) },
          { path: 'help', lazy: () => import('../routes/SitePage').then((m) => ({ Component: m.HelpPage })) },
          { path: 'terms', lazy: () => import('../routes/SitePage').then((m) => ({ Component: m.TermsPage })) },
          { path: 'privacy', lazy: () => import('../routes/SitePage').then((m) => ({ Component: m.PrivacyPage })) },
          { path: 'admin', lazy: () => import('../routes/AdminPage').then((m) => ({ Component: m.ReviewQueuePage })) },
          { path: 'admin/review', lazy: () => import('../routes/AdminPage').then((m) => ({ Component: m.ReviewQueuePage })) },
          { path: 'admin/audit', lazy: () => import('../routes/AdminPage').then((m) => ({ Component: m.AuditPage })) },
          { path: 'admin/webhooks', lazy: () => import('../routes/WebhooksPage').then((m) => ({ Component: m.AdminWebhooksPage })) },
          { path: 'admin/pages/:slug?', lazy: () => import('../routes/AdminPagesPage').then((m) => ({ Component: m.default })) },
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
