import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPagesResponse, AdminSitePage, PageSlug, SitePage, UpdatePageBody } from '../../../contract/pages';
import { api } from '../../api/client';

export const pageKeys = { page: (slug: PageSlug) => ['page', slug] as const, admin: ['admin-pages'] as const };

/** GET /pages/:slug: the operator's text, or the default that ships with Roost. */
export function usePage(slug: PageSlug) {
  return useQuery({
    queryKey: pageKeys.page(slug),
    queryFn: ({ signal }) => api<SitePage>(`/pages/${slug}`, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** GET /admin/pages: every page with who saved it (admins). */
export function useAdminPages() {
  return useQuery({ queryKey: pageKeys.admin, queryFn: ({ signal }) => api<AdminPagesResponse>('/admin/pages', { signal }), retry: false });
}

/** PUT /admin/pages/:slug: saves, then refreshes the list and the public page. */
export function useSavePage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, body }: { slug: PageSlug; body: UpdatePageBody }) => api<AdminSitePage>(`/admin/pages/${slug}`, { method: 'PUT', body }),
    onSuccess: (page) => {
      void qc.invalidateQueries({ queryKey: pageKeys.admin });
      qc.setQueryData(pageKeys.page(page.slug), { slug: page.slug, title: page.title, body: page.body, updatedAt: page.updatedAt, isDefault: page.isDefault });
    },
  });
}
