import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ListingDetail, ReviewsResponse } from '../../../contract/listing';
import { api, ApiError } from '../../api/client';

export const listingKeys = {
  detail: (id: string) => ['listing', id] as const,
  reviews: (id: string) => ['listing', id, 'reviews'] as const,
};

/** `GET /listings/:id`'s path under /api/v1 (the server also asks it with the page, app/preloads.ts). */
export const listingPath = (id: string) => `/listings/${encodeURIComponent(id)}`;

export function useListing(id: string) {
  return useQuery({
    queryKey: listingKeys.detail(id),
    queryFn: ({ signal }) => api<ListingDetail>(listingPath(id), { signal }),
    // A missing listing stays missing: retrying a 404 only delays the friendly page.
    retry: (count, err) => !(err instanceof ApiError && err.status > 0 && err.status < 500) && count < 2,
    staleTime: 60_000,
  });
}

export const REVIEWS_PAGE_SIZE = 6;
export const reviewsPath = (id: string) => `/listings/${encodeURIComponent(id)}/reviews`;

/** Reviews page by page; the page shows the first and loads more on request. */
export function useReviews(id: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: listingKeys.reviews(id),
    enabled,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => api<ReviewsResponse>(reviewsPath(id), { query: { page: pageParam, pageSize: REVIEWS_PAGE_SIZE }, signal }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.reviews.length, 0);
      return loaded >= last.total || last.reviews.length === 0 ? undefined : last.page + 1;
    },
    staleTime: 60_000,
  });
}
