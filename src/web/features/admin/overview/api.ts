import { useQuery } from '@tanstack/react-query';
import type { OverviewResponse } from '../../../../contract/overview';
import { api } from '../../../api/client';

/** GET /admin/overview: what needs attention and the weekly figures. */
export function useOverview(weeks: number) {
  return useQuery({
    queryKey: ['admin-overview', weeks],
    queryFn: ({ signal }) => api<OverviewResponse>('/admin/overview', { signal, query: { weeks } }),
    retry: false,
  });
}
