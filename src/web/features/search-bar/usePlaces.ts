import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { PlacesResponse } from '../../../contract/places';
import { api } from '../../api/client';

export function useDebouncedValue<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setV(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return v;
}

export const fetchPlaces = (q: string, signal?: AbortSignal, limit = 8) =>
  api<PlacesResponse>('/places', { query: { q, limit }, signal });

/** Place suggestions for `Where`, asked for once typing pauses (200 ms), cached per prefix. */
export function usePlaces(text: string) {
  const q = useDebouncedValue(text.trim(), 200);
  const query = useQuery({
    queryKey: ['places', q.toLowerCase()],
    queryFn: ({ signal }) => fetchPlaces(q, signal),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
  return { ...query, q, places: q.length > 0 ? (query.data?.places ?? []) : [] };
}
