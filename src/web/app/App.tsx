import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { useEffect, type ReactNode } from 'react';
import { I18nProvider, useI18n } from '../i18n';
import { AppErrorBoundary } from './AppErrorBoundary';
import { useDocumentLocale } from './useDocumentLocale';
import type { AppRouter } from './router';

function WithLocale({ children }: { children: ReactNode }) {
  const { locale } = useI18n();
  useDocumentLocale();
  return <AriaI18nProvider locale={locale}>{children}</AriaI18nProvider>;
}

/** Words, errors, queries and locale around the router: the same in the browser and on the server (ssr.tsx). */
export function AppProviders({ client, locale, timeZone, children }: { client: QueryClient; locale?: string; timeZone?: string; children: ReactNode }) {
  return (
    <I18nProvider locale={locale} timeZone={timeZone}>
      <AppErrorBoundary>
        <QueryClientProvider client={client}>
          <WithLocale>{children}</WithLocale>
        </QueryClientProvider>
      </AppErrorBoundary>
    </I18nProvider>
  );
}

/** Calls `onShown` once the first page is on screen (renders nothing; the server renders it too, so both trees have the same shape). */
export function Shown({ onShown }: { onShown?: () => void }) {
  useEffect(() => onShown?.(), [onShown]);
  return null;
}

export function App({ router, client, onShown }: { router: AppRouter; client: QueryClient; onShown?: () => void }) {
  return (
    <AppProviders client={client}>
      <RouterProvider router={router} />
      <Shown onShown={onShown} />
    </AppProviders>
  );
}
