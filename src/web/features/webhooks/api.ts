import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateWebhookBody, UpdateWebhookBody, WebhookDeliveries, WebhookDelivery, WebhookEndpoint, WebhookList, WebhookWithSecret,
} from '../../../contract/webhooks';
import { api } from '../../api/client';

/** `/host/webhooks` (a host's own) or `/admin/webhooks` (the operators'): the same calls. */
export type WebhookBase = '/host/webhooks' | '/admin/webhooks';

const keys = { list: (base: WebhookBase) => ['webhooks', base] as const, deliveries: (base: WebhookBase, id: string) => ['webhooks', base, id, 'deliveries'] as const };

export function useWebhooks(base: WebhookBase) {
  return useQuery({
    queryKey: keys.list(base), queryFn: ({ signal }) => api<WebhookList>(base, { signal }), retry: false,
    // A last delivery still pending will change soon: look again while one is.
    refetchInterval: (q) => (q.state.data?.endpoints.some((e) => e.lastDelivery?.status === 'pending') ? 2000 : false),
  });
}

export function useDeliveries(base: WebhookBase, id: string) {
  return useInfiniteQuery({
    queryKey: keys.deliveries(base, id),
    queryFn: ({ signal, pageParam }) => api<WebhookDeliveries>(`${base}/${id}/deliveries`, { signal, query: { cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // A delivery still pending will change soon: look again while one is.
    refetchInterval: (q) => (q.state.data?.pages.some((p) => p.items.some((d) => d.status === 'pending')) ? 2000 : false),
  });
}

/** Every change refreshes the list and the delivery logs. */
export function useWebhookActions(base: WebhookBase) {
  const qc = useQueryClient();
  const refresh = () => void qc.invalidateQueries({ queryKey: ['webhooks', base] });
  const useAction = <A, R>(fn: (a: A) => Promise<R>) => useMutation({ mutationFn: fn, onSuccess: refresh });
  return {
    create: useAction((body: CreateWebhookBody) => api<WebhookWithSecret>(base, { method: 'POST', body })),
    update: useAction(({ id, body }: { id: string; body: UpdateWebhookBody }) => api<WebhookEndpoint>(`${base}/${id}`, { method: 'PATCH', body })),
    // A deleted endpoint's log is dropped, not fetched again (it would answer 404).
    remove: useMutation({
      mutationFn: (id: string) => api<{ ok: true }>(`${base}/${id}`, { method: 'DELETE' }),
      onSuccess: (_r, id) => {
        qc.removeQueries({ queryKey: keys.deliveries(base, id) });
        void qc.invalidateQueries({ queryKey: keys.list(base), exact: true });
      },
    }),
    rotate: useAction((id: string) => api<WebhookWithSecret>(`${base}/${id}/rotate-secret`, { method: 'POST' })),
    ping: useAction((id: string) => api<WebhookDelivery>(`${base}/${id}/ping`, { method: 'POST' })),
    redeliver: useAction(({ id, deliveryId }: { id: string; deliveryId: string }) =>
      api<WebhookDelivery>(`${base}/${id}/deliveries/${deliveryId}/redeliver`, { method: 'POST' })),
  };
}
