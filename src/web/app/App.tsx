import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { ApiError } from '../api/client';
import { I18nProvider, useI18n } from '../i18n';
import { AppErrorBoundary } from './AppErrorBoundary';
import { useDocumentLocale } from './useDocumentLocale';
import type { AppRouter } from './router';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      // A 4xx will not get better by asking again; network blips and 5xx might.
      retry: (count, err) => count < 2 && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
    },
  },
});

function WithLocale({ router }: { router: AppRouter }) {
  const { locale } = useI18n();
  useDocumentLocale();
  return (
    <AriaI18nProvider locale={locale}>
      <RouterProvider router={router} />
    </AriaI18nProvider>
  );
}

export function App({ router }: { router: AppRouter }) {
  return (
    <I18nProvider>
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <WithLocale router={router} />
        </QueryClientProvider>
      </AppErrorBoundary>
    </I18nProvider>
  );
}
