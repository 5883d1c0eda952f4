import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminBookingDetail, AdminBookingsResponse, AdminFeed, AdminFeedsResponse, AdminListingsResponse } from '../../../contract/admin-lists';
import { api } from '../../api/client';

/** GET /admin/listings with the URL's filters, sort and page; the last page stays shown while the next loads. */
export function useAdminListings(q: Record<string, string>) {
  return useQuery({
    queryKey: ['admin-listings', q],
    queryFn: ({ signal }) => api<AdminListingsResponse>('/admin/listings', { signal, query: q }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useAdminBookings(q: Record<string, string>) {
  return useQuery({
    queryKey: ['admin-bookings', q],
    queryFn: ({ signal }) => api<AdminBookingsResponse>('/admin/bookings', { signal, query: q }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useAdminBooking(id: string) {
  return useQuery({
    queryKey: ['admin-booking', id],
    queryFn: ({ signal }) => api<AdminBookingDetail>(`/admin/bookings/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });
}

export type ListingAction = 'suspend' | 'restore';

/** POST /admin/listings/:id/suspend|restore (the listing state machine; audited), then the lists are read again. */
export function useListingAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: ListingAction; reason: string }) =>
      api<unknown>(`/admin/listings/${encodeURIComponent(id)}/${action}`, { method: 'POST', body: { reason } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['admin-listings'] });
      void qc.invalidateQueries({ queryKey: ['admin-member'] });
    },
  });
}

/** GET /admin/feeds: the calendar feeds whose last sync failed, a page at a time. */
export function useAdminFeeds(q: Record<string, string>) {
  return useQuery({
    queryKey: ['admin-feeds', q],
    queryFn: ({ signal }) => api<AdminFeedsResponse>('/admin/feeds', { signal, query: q }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** POST /admin/feeds/:id/sync (audited): the feed as it is afterwards; the list and the overview's count are read again. */
export function useSyncFeedNow() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<AdminFeed>(`/admin/feeds/${encodeURIComponent(id)}/sync`, { method: 'POST', body: {} }),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: ['admin-feeds'] });
      void qc.invalidateQueries({ queryKey: ['admin-overview'] });
    },
  });
}
