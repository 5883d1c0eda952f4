import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '../api/client';

/** One of a page's first answers, fetched by the server with the page (see app/preload.ts). */
export type SeededQuery = [queryKey: QueryKey, data: unknown];

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx will not get better by asking again; network blips and 5xx might.
        retry: (count, err) => count < 2 && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
      },
    },
  });
}

/** Puts answers the server fetched with the page into the cache, as if just fetched here. */
export function seedQueries(client: QueryClient, seeded: SeededQuery[]): void {
  for (const [key, data] of seeded) client.setQueryData(key, data);
}
