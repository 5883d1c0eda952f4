import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSettings, SettingsPatch } from '../../../contract/settings';
import { api } from '../../api/client';
import { SITE_CONFIG_KEY } from '../../api/site-config';

const KEY = ['admin-settings'] as const;

/** GET /admin/settings: what is in effect, what the environment gives, what was saved. */
export function useAdminSettings() {
  return useQuery({ queryKey: KEY, queryFn: ({ signal }) => api<AdminSettings>('/admin/settings', { signal }), retry: false });
}

/** PATCH /admin/settings; the site's name and sign-up state shown everywhere follow. */
export function useSaveSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (patch: SettingsPatch) => api<AdminSettings>('/admin/settings', { method: 'PATCH', body: patch }),
    onSuccess: (saved) => {
      qc.setQueryData(KEY, saved);
      void qc.invalidateQueries({ queryKey: SITE_CONFIG_KEY });
    },
  });
}
