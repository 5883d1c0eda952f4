import { useQuery } from '@tanstack/react-query';
import type { PublicProfile } from '../../../contract/profiles';
import { api, ApiError } from '../../api/client';

export const profileKeys = { detail: (id: string) => ['profile', id] as const };

/** GET /users/:id: a member's public face (a 404 for unknown, deleted or banned members). */
export function useProfile(id: string) {
  return useQuery({
    queryKey: profileKeys.detail(id),
    queryFn: ({ signal }) => api<PublicProfile>(`/users/${encodeURIComponent(id)}`, { signal }),
    // A missing member stays missing: retrying a 404 only delays the page that says so.
    retry: (count, err) => !(err instanceof ApiError && err.status > 0 && err.status < 500) && count < 2,
    staleTime: 60_000,
  });
}
