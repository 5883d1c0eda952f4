import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AvailabilityResponse, Quote } from '../../../contract/listing';
import { api, ApiError } from '../../api/client';
import { addDays } from './isoDates';

/** Nights fetched at once: the booking horizon plus room for the longest stays (API max 400). */
export const AVAILABILITY_DAYS = 400;

/** The availability query's key, path (under /api/v1) and query: the server also asks it with the page. */
export function availabilityRequest(listingId: string, today: string) {
  const to = addDays(today, AVAILABILITY_DAYS);
  return { queryKey: ['listing', listingId, 'availability', today, to], path: `/listings/${encodeURIComponent(listingId)}/availability`, query: { from: today, to } };
}

export function useAvailability(listingId: string, today: string) {
  const r = availabilityRequest(listingId, today);
  return useQuery({
    queryKey: r.queryKey,
    queryFn: ({ signal }) => api<AvailabilityResponse>(r.path, { query: r.query, signal }),
    staleTime: 60_000,
  });
}

export type StaySelection = { checkIn: string; checkOut: string; guests: number };

/** The server's price for a stay; the browser never computes prices. */
export function useQuote(listingId: string, stay: StaySelection | null) {
  return useQuery({
    queryKey: ['listing', listingId, 'quote', stay?.checkIn, stay?.checkOut, stay?.guests],
    enabled: stay !== null,
    queryFn: ({ signal }) =>
      api<Quote>(`/listings/${encodeURIComponent(listingId)}/quote`, {
        query: { checkin: stay!.checkIn, checkout: stay!.checkOut, guests: stay!.guests },
        signal,
      }),
    // Business answers (dates taken, stay too short) are final; only network trouble is retried.
    retry: (count, err) => err instanceof ApiError && (err.status === 0 || err.status >= 500) && count < 2,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
