import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CreateWishlistBody, SavedListingsResponse, WishlistDetail, WishlistListResponse, WishlistSummary,
} from '../../../contract/wishlists';
import { api, ApiError } from '../../api/client';

/** Keyed by member: another account signed in on this tab never sees the last one's lists. */
export const wishlistKeys = {
  all: ['wishlists'] as const,
  member: (userId: string) => ['wishlists', userId] as const,
  lists: (userId: string) => ['wishlists', userId, 'lists'] as const,
  saved: (userId: string) => ['wishlists', userId, 'saved'] as const,
  details: (userId: string, id: string) => ['wishlists', userId, 'detail', id] as const,
  detail: (userId: string, id: string, stay: WishlistStay | null) => ['wishlists', userId, 'detail', id, stay] as const,
};

export type WishlistStay = { checkin: string; checkout: string; guests: number };

const enc = encodeURIComponent;
const retryServerTrouble = (count: number, err: unknown) => !(err instanceof ApiError && err.status > 0 && err.status < 500) && count < 2;

export const listsQuery = (userId: string) => ({
  queryKey: wishlistKeys.lists(userId),
  queryFn: ({ signal }: { signal?: AbortSignal }) => api<WishlistListResponse>('/wishlists', { signal }).then((r) => r.wishlists),
  staleTime: 60_000,
});

/** Which stays the member saved (one request for every heart on the page). */
export function useSaved(userId: string) {
  return useQuery({
    queryKey: wishlistKeys.saved(userId),
    queryFn: ({ signal }) => api<SavedListingsResponse>('/wishlists/saved', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useWishlists(userId: string) {
  return useQuery({ ...listsQuery(userId), retry: retryServerTrouble });
}

/** One list's stays; with dates, each stay's availability and total for them. */
export function useWishlist(userId: string, id: string, stay: WishlistStay | null) {
  return useQuery({
    queryKey: wishlistKeys.detail(userId, id, stay),
    queryFn: ({ signal }) => api<WishlistDetail>(`/wishlists/${enc(id)}`, { query: stay ?? undefined, signal }),
    // New dates keep the cards on screen (dimmed) until the new answer arrives.
    placeholderData: keepPreviousData,
    retry: retryServerTrouble,
  });
}

export function putItem(wishlistId: string, listingId: string) {
  return api<{ wishlistId: string; listingId: string; saved: boolean }>(`/wishlists/${enc(wishlistId)}/items/${enc(listingId)}`, { method: 'PUT' });
}

export function deleteItem(wishlistId: string, listingId: string) {
  return api<{ wishlistId: string; listingId: string; saved: boolean }>(`/wishlists/${enc(wishlistId)}/items/${enc(listingId)}`, { method: 'DELETE' });
}

/** Lists, counts, covers and hearts are asked for again (after any change). */
export function refreshWishlists(client: QueryClient, userId: string) {
  return client.invalidateQueries({ queryKey: wishlistKeys.member(userId) });
}

/** POST /wishlists {name, listingId?}: the new list, with the stay already in it when given. */
export function useCreateWishlist(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWishlistBody) => api<WishlistSummary>('/wishlists', { method: 'POST', body }),
    onSuccess: (list) => {
      client.setQueryData<WishlistSummary[]>(wishlistKeys.lists(userId), (old) => old && [list, ...old]);
      void refreshWishlists(client, userId);
    },
  });
}

export function useRenameWishlist(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => api<WishlistSummary>(`/wishlists/${enc(id)}`, { method: 'PATCH', body: { name } }),
    onSuccess: (list) => {
      client.setQueryData<WishlistSummary[]>(wishlistKeys.lists(userId), (old) => old?.map((l) => (l.id === list.id ? list : l)));
      client.setQueriesData<WishlistDetail>({ queryKey: wishlistKeys.details(userId, list.id) }, (d) => d && { ...d, name: list.name });
      void refreshWishlists(client, userId);
    },
  });
}

export function useDeleteWishlist(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ ok: true }>(`/wishlists/${enc(id)}`, { method: 'DELETE' }),
    onSuccess: (_, id) => {
      client.setQueryData<WishlistSummary[]>(wishlistKeys.lists(userId), (old) => old?.filter((l) => l.id !== id));
      client.removeQueries({ queryKey: wishlistKeys.details(userId, id) });
      void refreshWishlists(client, userId);
    },
  });
}
