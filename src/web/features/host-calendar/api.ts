import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CalendarExportSchema, FeedListSchema, FeedView, HostCalendar } from '../../../contract/calendar';
import type { z } from 'zod';
import { api, ApiError, upload } from '../../api/client';
import { useHostListing } from '../host-listings/api';
import { visibleWindow } from './months';
import { toNightRange, type NightSelection } from './selection';

const path = (listingId: string, rest = '') => `/listings/${encodeURIComponent(listingId)}${rest}`;

export const hostCalendarKeys = {
  all: (listingId: string) => ['host-calendar', listingId] as const,
  nights: (listingId: string) => ['host-calendar', listingId, 'nights'] as const,
  window: (listingId: string, from: string, to: string) => ['host-calendar', listingId, 'nights', from, to] as const,
  feeds: (listingId: string) => ['host-calendar', listingId, 'feeds'] as const,
  export: (listingId: string) => ['host-calendar', listingId, 'export'] as const,
};

/** The nights of [from, to) as an API request and its query key (the page's hook and the server's preload). */
export const windowRequest = (listingId: string, from: string, to: string) =>
  ({ queryKey: hostCalendarKeys.window(listingId, from, to), path: path(listingId, '/calendar'), query: { from, to } });

/** The nights of the visible months. The previous months stay on screen while the next load. */
export function useHostCalendar(listingId: string, from: string, to: string) {
  const r = windowRequest(listingId, from, to);
  return useQuery({
    queryKey: r.queryKey,
    queryFn: ({ signal }) => api<HostCalendar>(r.path, { query: r.query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/**
 * After a change the host's calendar is fetched again before the action reports success (so
 * the grid and the message change together); guests' views of the listing — its availability,
 * quotes and search results, in this tab's cache — are marked stale.
 */
async function refreshAfterChange(client: QueryClient, listingId: string, withFeeds = false) {
  void client.invalidateQueries({ queryKey: ['listing', listingId] });
  void client.invalidateQueries({ queryKey: ['listings'] });
  await Promise.all([
    client.invalidateQueries({ queryKey: hostCalendarKeys.nights(listingId) }),
    withFeeds ? client.invalidateQueries({ queryKey: hostCalendarKeys.feeds(listingId) }) : undefined,
  ]);
}

export type CalendarAction =
  | { kind: 'block' | 'unblock'; selection: NightSelection }
  | { kind: 'price'; selection: NightSelection; nightlyPrice: number | null };

/** Block, unblock or price the selected nights. */
export function useCalendarAction(listingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (a: CalendarAction) => {
      const range = toNightRange(a.selection);
      const body = a.kind === 'price' ? { ...range, nightlyPrice: a.nightlyPrice } : range;
      return api<HostCalendar>(path(listingId, `/calendar/${a.kind}`), { method: 'POST', body });
    },
    onSuccess: () => refreshAfterChange(client, listingId),
  });
}

// iCal ---------------------------------------------------------------------------------------

export function useFeeds(listingId: string) {
  return useQuery({
    queryKey: feedsRequest(listingId).queryKey,
    queryFn: ({ signal }) => api<z.infer<typeof FeedListSchema>>(feedsRequest(listingId).path, { signal }),
  });
}

export type NewFeed = { name: string; url: string } | { name?: string; file: File };

/** Adds a feed by address or by an uploaded .ics file; the server reads it at once. */
export function useAddFeed(listingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (f: NewFeed) => {
      if ('url' in f) return api<FeedView>(path(listingId, '/feeds'), { method: 'POST', body: { name: f.name, url: f.url } });
      const form = new FormData();
      if (f.name) form.set('name', f.name);
      form.set('file', f.file, f.file.name);
      return upload<FeedView>(path(listingId, '/feeds/import'), form);
    },
    onSuccess: () => refreshAfterChange(client, listingId, true),
  });
}

export function useSyncFeed(listingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (feedId: string) => api<FeedView>(path(listingId, `/feeds/${encodeURIComponent(feedId)}/sync`), { method: 'POST', body: {} }),
    onSuccess: () => refreshAfterChange(client, listingId, true),
    // A failed sync is part of the feed (lastError): show it in the list too.
    onError: () => void client.invalidateQueries({ queryKey: hostCalendarKeys.feeds(listingId) }),
  });
}

export function useRemoveFeed(listingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (feedId: string) => api<{ ok: true }>(path(listingId, `/feeds/${encodeURIComponent(feedId)}`), { method: 'DELETE' }),
    onSuccess: () => refreshAfterChange(client, listingId, true),
  });
}

type ExportAddress = z.infer<typeof CalendarExportSchema>;

export function useExportAddress(listingId: string) {
  return useQuery({
    queryKey: exportRequest(listingId).queryKey,
    queryFn: ({ signal }) => api<ExportAddress>(exportRequest(listingId).path, { signal }),
    staleTime: Infinity,
  });
}

export function useResetExport(listingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<ExportAddress>(path(listingId, '/calendar/export/reset'), { method: 'POST', body: {} }),
    onSuccess: (data) => client.setQueryData(hostCalendarKeys.export(listingId), data),
  });
}

/** A 404 means the listing is not the caller's (or does not exist): the page says so instead of "try again". */
export const isNotFound = (e: unknown) => e instanceof ApiError && e.status === 404;

/** The listing's title for the page's heading: the host's own view of the listing, as the editor reads it. */
export function useHostListingTitle(listingId: string): string | undefined {
  return useHostListing(listingId).data?.title || undefined;
}

/**
 * The nights a calendar opening on `today` asks for first: its month alone (phones, a narrow
 * column) and with the next (two side by side), as API requests and their query keys.
 */
export function firstWindows(listingId: string, today: string) {
  return ([1, 2] as const).map((months) => {
    const { from, to } = visibleWindow(today, months);
    return windowRequest(listingId, from, to);
  });
}
/** The iCal section's requests: the feeds imported, and Roost's own address for other sites. */
export const feedsRequest = (listingId: string) => ({ queryKey: hostCalendarKeys.feeds(listingId), path: path(listingId, '/feeds') });
export const exportRequest = (listingId: string) => ({ queryKey: hostCalendarKeys.export(listingId), path: path(listingId, '/calendar/export') });
