import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BookingReview, BookingReviewsView, GuestReviewBody, HostReviewBody, UserReviewsResponse } from '../../../contract/reviews';
import { api, ApiError } from '../../api/client';

export const reviewKeys = {
  all: ['reviews'] as const,
  stay: (bookingId: string) => ['reviews', 'stay', bookingId] as const,
  received: (userId: string, as?: 'host' | 'guest') => ['reviews', 'received', userId, as ?? 'all'] as const,
};

// A 4xx answer (not yours, not found) will not change on retry.
const retryServerTrouble = (count: number, err: unknown) => !(err instanceof ApiError && err.status > 0 && err.status < 500) && count < 2;

/** GET /bookings/:id/review: what the reader may see and do about this stay's reviews. */
export function useStayReviews(bookingId: string, enabled: boolean) {
  return useQuery({
    queryKey: reviewKeys.stay(bookingId),
    enabled,
    queryFn: ({ signal }) => api<BookingReviewsView>(`/bookings/${encodeURIComponent(bookingId)}/review`, { signal }),
    retry: retryServerTrouble,
  });
}

/**
 * After a review is written or answered, whatever shows reviews may have changed: the stay's own
 * view, the listing's average and list, profiles.
 */
function refreshReviews(client: QueryClient, bookingId: string) {
  void client.invalidateQueries({ queryKey: reviewKeys.stay(bookingId) });
  void client.invalidateQueries({ queryKey: reviewKeys.all });
  void client.invalidateQueries({ queryKey: ['listing'] });
  void client.invalidateQueries({ queryKey: ['profile'] });
}

export function useSubmitReview(bookingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GuestReviewBody | HostReviewBody) =>
      api<BookingReview>(`/bookings/${encodeURIComponent(bookingId)}/review`, { method: 'POST', body }),
    onSuccess: () => refreshReviews(client, bookingId),
  });
}

export function useRespondToReview(reviewId: string, bookingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api<BookingReview>(`/reviews/${encodeURIComponent(reviewId)}/response`, { method: 'POST', body: { body } }),
    onSuccess: () => refreshReviews(client, bookingId),
  });
}

export const RECEIVED_PAGE_SIZE = 5;

/** GET /users/:id/reviews: published reviews a member received (as a host, as a guest), newest first, paged. */
export function useReceivedReviews(userId: string, as: 'host' | 'guest', enabled = true) {
  return useInfiniteQuery({
    queryKey: reviewKeys.received(userId, as),
    enabled,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api<UserReviewsResponse>(`/users/${encodeURIComponent(userId)}/reviews`, { query: { as, page: pageParam, pageSize: RECEIVED_PAGE_SIZE }, signal }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.reviews.length, 0);
      return loaded >= last.total || last.reviews.length === 0 ? undefined : last.page + 1;
    },
    retry: retryServerTrouble,
    staleTime: 60_000,
  });
}
