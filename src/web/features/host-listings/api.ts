import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { HostListing, HostListingsResponse, ListingPatch } from '../../../contract/hosting';
import type { PhotoView } from '../../../contract/photos';
import { api, ApiError, upload } from '../../api/client';

/**
 * The host's listings through the API (SPEC §7): the list on /host, one listing as the editor
 * reads it, its edits, its state changes and its photos. Every answer that carries a listing
 * replaces the cached one, so the editor, its progress marks and /host agree without refetching.
 */

export const hostListingKeys = {
  all: ['host-listings'] as const,
  list: () => ['host-listings', 'list'] as const,
  detail: (id: string) => ['host-listings', 'detail', id] as const,
};

const path = (id: string) => `/listings/${encodeURIComponent(id)}`;
// A 4xx answer (not found, not yours) will not change on retry.
const retryServerTrouble = (count: number, err: unknown) => !(err instanceof ApiError && err.status > 0 && err.status < 500) && count < 2;

export function useHostListings() {
  return useQuery({
    queryKey: hostListingKeys.list(),
    queryFn: ({ signal }) => api<HostListingsResponse>('/host/listings', { signal }),
    retry: retryServerTrouble,
  });
}

export function useHostListing(id: string) {
  return useQuery({
    queryKey: hostListingKeys.detail(id),
    queryFn: ({ signal }) => api<HostListing>(`/host/listings/${encodeURIComponent(id)}`, { signal }),
    retry: retryServerTrouble,
  });
}

/** Stores a listing the server answered with; /host's list and the public page are read again. */
function remember(client: QueryClient, listing: HostListing) {
  client.setQueryData(hostListingKeys.detail(listing.id), listing);
  void client.invalidateQueries({ queryKey: hostListingKeys.list() });
  void client.invalidateQueries({ queryKey: ['listing', listing.id] });
}

/** POST /listings: a new draft from the first step's fields. */
export function useCreateListing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ListingPatch) => api<HostListing>('/listings', { method: 'POST', body }),
    onSuccess: (listing) => remember(client, listing),
  });
}

/** PATCH /listings/:id with a step's fields (and where the host is going next). */
export function useSaveListing(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ListingPatch) => api<HostListing>(path(id), { method: 'PATCH', body }),
    onSuccess: (listing) => remember(client, listing),
  });
}

export type HostListingAction = 'submit' | 'unlist' | 'relist' | 'delete';

/** submit | unlist | relist (POST, answering the listing) or delete (a draft only). */
export function useListingAction(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (action: HostListingAction): Promise<HostListing | null> => {
      if (action === 'delete') {
        await api<{ ok: true }>(path(id), { method: 'DELETE' });
        return null;
      }
      return api<HostListing>(`${path(id)}/${action}`, { method: 'POST', body: {} });
    },
    onSuccess: (listing) => {
      if (listing) return remember(client, listing);
      client.removeQueries({ queryKey: hostListingKeys.detail(id) });
      void client.invalidateQueries({ queryKey: hostListingKeys.list() });
    },
  });
}

/** Writes a new photo list into the cached listing (the server's `missing` follows on the next read). */
function setPhotos(client: QueryClient, id: string, photos: PhotoView[]) {
  client.setQueryData<HostListing>(hostListingKeys.detail(id), (l) => (l ? { ...l, photos } : l));
}

/** After a photo change, the listing is read again for its `missing` (5 photos needed) and /host. */
function refresh(client: QueryClient, id: string) {
  void client.invalidateQueries({ queryKey: hostListingKeys.detail(id) });
  void client.invalidateQueries({ queryKey: hostListingKeys.list() });
}

/** POST /listings/:id/photos, one file per request, reporting progress. */
export function uploadPhoto(id: string, file: File, onProgress?: (loaded: number, total: number) => void, signal?: AbortSignal) {
  const form = new FormData();
  form.append('file', file, file.name);
  return upload<PhotoView>(`${path(id)}/photos`, form, { onProgress, signal });
}

/** A finished upload joins the end of the cached list at once. */
export function usePhotoAdded(id: string) {
  const client = useQueryClient();
  return (photo: PhotoView) => {
    client.setQueryData<HostListing>(hostListingKeys.detail(id), (l) => (l ? { ...l, photos: [...l.photos.filter((p) => p.id !== photo.id), photo] } : l));
    refresh(client, id);
  };
}

/** Reorder (cover first), caption and alt text, delete. Reordering shows the new order at once. */
export function usePhotoActions(id: string) {
  const client = useQueryClient();
  const key = hostListingKeys.detail(id);
  const order = useMutation({
    mutationFn: (photoIds: string[]) => api<{ photos: PhotoView[] }>(`${path(id)}/photos/order`, { method: 'POST', body: { photoIds } }),
    onMutate: async (photoIds) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<HostListing>(key);
      if (before) {
        const byId = new Map(before.photos.map((p) => [p.id, p]));
        setPhotos(client, id, photoIds.map((p) => byId.get(p)).filter((p): p is PhotoView => Boolean(p)));
      }
      return { before };
    },
    onError: (_err, _ids, ctx) => ctx?.before && client.setQueryData(key, ctx.before),
    onSuccess: ({ photos }) => setPhotos(client, id, photos),
    onSettled: () => refresh(client, id),
  });
  const edit = useMutation({
    mutationFn: ({ photoId, caption, alt }: { photoId: string; caption: string; alt: string }) =>
      api<PhotoView>(`${path(id)}/photos/${encodeURIComponent(photoId)}`, { method: 'PATCH', body: { caption, alt } }),
    onSuccess: (photo) => client.setQueryData<HostListing>(key, (l) => (l ? { ...l, photos: l.photos.map((p) => (p.id === photo.id ? photo : p)) } : l)),
  });
  const remove = useMutation({
    mutationFn: (photoId: string) => api<{ photos: PhotoView[] }>(`${path(id)}/photos/${encodeURIComponent(photoId)}`, { method: 'DELETE' }),
    onSuccess: ({ photos }) => {
      setPhotos(client, id, photos);
      refresh(client, id);
    },
  });
  return { order, edit, remove };
}
