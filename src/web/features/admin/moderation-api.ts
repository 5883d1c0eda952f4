import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminConversation, AdminConversationMessage, AdminMember, AdminMemberDetail, AdminMembersResponse, AdminReportDetail, AdminReportsResponse, BanResult, ReportAction,
} from '../../../contract/moderation';
import { api } from '../../api/client';

/** GET /admin/reports with the URL's filters. */
export function useReports(q: Record<string, string>) {
  return useQuery({
    queryKey: ['admin-reports', q],
    queryFn: ({ signal }) => api<AdminReportsResponse>('/admin/reports', { signal, query: { ...q, limit: 20 } }),
    retry: false,
  });
}

export function useReport(id: string) {
  return useQuery({
    queryKey: ['admin-report', id],
    queryFn: ({ signal }) => api<AdminReportDetail>(`/admin/reports/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });
}

/** POST /admin/reports/:id/resolve; the queue and the report are read again. */
export function useResolveReport(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { action: ReportAction; note: string }) =>
      api<AdminReportDetail>(`/admin/reports/${encodeURIComponent(id)}/resolve`, { method: 'POST', body }),
    onSuccess: (d) => {
      qc.setQueryData(['admin-report', id], d);
      void qc.invalidateQueries({ queryKey: ['admin-reports'] });
      void qc.invalidateQueries({ queryKey: ['admin-member'] });
    },
  });
}

export function useMembers(q: Record<string, string>) {
  return useQuery({
    queryKey: ['admin-members', q],
    queryFn: ({ signal }) => api<AdminMembersResponse>('/admin/members', { signal, query: { ...q, limit: 20 } }),
    retry: false,
  });
}

export function useMember(id: string) {
  return useQuery({
    queryKey: ['admin-member', id],
    queryFn: ({ signal }) => api<AdminMemberDetail>(`/admin/members/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });
}

export type MemberAction = 'ban' | 'unban' | 'promote' | 'demote';

/** POST /admin/members/:id/ban|unban|promote|demote with the reason. */
export function useMemberAction(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ action, reason }: { action: MemberAction; reason: string }) =>
      api<BanResult | { member: AdminMember }>(`/admin/members/${encodeURIComponent(id)}/${action}`, { method: 'POST', body: { reason } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['admin-member', id] });
      void qc.invalidateQueries({ queryKey: ['admin-members'] });
    },
  });
}

/** GET /admin/conversations/:id, newest page first; older pages through `fetchNextPage`. */
export function useOperatorConversation(id: string) {
  return useInfiniteQuery({
    queryKey: ['admin-conversation', id],
    queryFn: ({ signal, pageParam }) => api<AdminConversation>(`/admin/conversations/${encodeURIComponent(id)}`, {
      signal, query: pageParam === undefined ? {} : { before: pageParam },
    }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    retry: false,
  });
}

/** POST /admin/messages/:id/hide with the reason; the conversation is read again. */
export function useHideMessage(conversationId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api<{ message: AdminConversationMessage }>(`/admin/messages/${encodeURIComponent(id)}/hide`, { method: 'POST', body: { reason } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['admin-conversation', conversationId] }),
  });
}
