import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { MarkReadBody, NotificationListResponse, UnreadCountResponse } from '../../../contract/notifications';
import { api } from '../../api/client';

// Keyed by member: a different account signed in on this tab never sees the last one's bell.
export const notificationKeys = {
  all: ['notifications'] as const,
  count: (userId: string) => ['notifications', userId, 'count'] as const,
  list: (userId: string, limit: number) => ['notifications', userId, 'list', limit] as const,
};

/** The bell's number: every minute, on window focus, and (see the bell) after each navigation. */
export function useUnreadCount(userId: string) {
  return useQuery({
    queryKey: notificationKeys.count(userId),
    queryFn: ({ signal }) => api<UnreadCountResponse>('/notifications/unread-count', { signal }),
    select: (d) => d.unreadCount,
    staleTime: 10_000,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}

/** Newest first, a page at a time (`nextCursor`); each page also carries the current unread count. */
export function useNotificationList(userId: string, limit: number) {
  const client = useQueryClient();
  return useInfiniteQuery({
    queryKey: notificationKeys.list(userId, limit),
    queryFn: async ({ pageParam, signal }) => {
      const page = await api<NotificationListResponse>('/notifications', { query: { limit, cursor: pageParam }, signal });
      client.setQueryData<UnreadCountResponse>(notificationKeys.count(userId), { unreadCount: page.unreadCount });
      return page;
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Opening the panel always shows what is new now.
    staleTime: 0,
  });
}

type ListData = InfiniteData<NotificationListResponse, string | undefined>;

/** Marks the given ids (or all) read in every cached list at once, so the bell and rows agree before the answer. */
function markInCache(client: QueryClient, userId: string, ids: string[] | undefined) {
  const at = new Date().toISOString();
  const hit = (id: string) => !ids || ids.includes(id);
  client.setQueriesData<ListData>({ queryKey: [...notificationKeys.all, userId, 'list'] }, (data) => data && {
    ...data,
    pages: data.pages.map((page) => ({ ...page, items: page.items.map((n) => (n.readAt || !hit(n.id) ? n : { ...n, readAt: at })) })),
  });
  client.setQueryData<UnreadCountResponse>(notificationKeys.count(userId), (old) =>
    old && { unreadCount: ids ? Math.max(0, old.unreadCount - ids.length) : 0 },
  );
}

/** POST /notifications/read: `ids` of unread ones only (the optimistic count relies on it), or none for all. */
export function useMarkRead(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkReadBody) => api<UnreadCountResponse>('/notifications/read', { method: 'POST', body }),
    onMutate: async (body) => {
      await client.cancelQueries({ queryKey: notificationKeys.count(userId) });
      markInCache(client, userId, body.ids);
    },
    onSuccess: (res) => client.setQueryData<UnreadCountResponse>(notificationKeys.count(userId), res),
    // On failure the server is the truth again.
    onError: () => void client.invalidateQueries({ queryKey: [...notificationKeys.all, userId] }),
  });
}
