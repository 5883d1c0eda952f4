import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPagesResponse, AdminSitePage, PageLang, PageSlug, SitePage, UpdatePageBody } from '../../../contract/pages';
import { api } from '../../api/client';
import { useI18n } from '../../i18n';

export const pageKeys = { page: (slug: PageSlug, lang: PageLang) => ['page', slug, lang] as const, admin: ['admin-pages'] as const };

/** The language a page is asked for in: the reader's, when the site has pages in it (pseudo-locales read English). */
export function usePageLang(): PageLang {
  const { locale } = useI18n();
  return /^es(-|$)/i.test(locale) ? 'es' : 'en';
}

/** GET /pages/:slug?lang=: the operator's text, or the default that ships with Roost, for this reader's language. */
export function usePage(slug: PageSlug) {
  const lang = usePageLang();
  return useQuery({
    queryKey: pageKeys.page(slug, lang),
    queryFn: ({ signal }) => api<SitePage>(`/pages/${slug}`, { signal, query: { lang } }),
    staleTime: 5 * 60_000,
  });
}

/** GET /admin/pages: every page in every language, with who saved it (admins). */
export function useAdminPages() {
  return useQuery({ queryKey: pageKeys.admin, queryFn: ({ signal }) => api<AdminPagesResponse>('/admin/pages', { signal }), retry: false });
}

/** PUT /admin/pages/:slug: saves one language's text, then refreshes the list and the public pages. */
export function useSavePage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, body }: { slug: PageSlug; body: UpdatePageBody }) => api<AdminSitePage>(`/admin/pages/${slug}`, { method: 'PUT', body }),
    onSuccess: (page) => {
      void qc.invalidateQueries({ queryKey: pageKeys.admin });
      // Readers of another language may be shown this text too (when theirs is not written).
      void qc.invalidateQueries({ queryKey: ['page', page.slug] });
    },
  });
}
