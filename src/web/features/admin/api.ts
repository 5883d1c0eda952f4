import { useQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuditResponse, ReviewQueueResponse } from '../../../contract/admin';
import { api } from '../../api/client';

export const adminKeys = { review: (cursor?: string) => ['admin-review', cursor ?? ''] as const, audit: (q: Record<string, string>) => ['admin-audit', q] as const };

/** GET /admin/listings/review: the pending listings, oldest submission first. */
export function useReviewQueue(cursor?: string) {
  return useQuery({
    queryKey: adminKeys.review(cursor),
    queryFn: ({ signal }) => api<ReviewQueueResponse>('/admin/listings/review', { signal, query: { cursor, limit: 20 } }),
    retry: false,
  });
}

/** POST /admin/listings/:id/approve|reject, then the queue is read again. */
export function useReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, event, reason }: { id: string; event: 'approve' | 'reject'; reason?: string }) =>
      api<unknown>(`/admin/listings/${id}/${event}`, { method: 'POST', body: reason === undefined ? {} : { reason } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['admin-review'] }),
  });
}

/** GET /admin/audit with the URL's filters. */
export function useAudit(q: Record<string, string>) {
  return useQuery({
    queryKey: adminKeys.audit(q),
    queryFn: ({ signal }) => api<AuditResponse>('/admin/audit', { signal, query: { ...q, limit: 50 } }),
    retry: false,
  });
}
