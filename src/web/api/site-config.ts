import { useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '../../contract/listing';
import { api } from './client';
import { useI18n } from '../i18n';

export const SITE_CONFIG_KEY = ['site-config'] as const;

/** This Roost's name, currency and map style, fetched once. */
export function useSiteConfig() {
  return useQuery({ queryKey: SITE_CONFIG_KEY, queryFn: () => api<SiteConfig>('/config'), staleTime: Infinity });
}

/**
 * The site's name as the operator set it (console settings), for the header, page titles and
 * sentences that name the site; the catalogue's name until the config has come.
 */
export function useSiteName(): string {
  const { t } = useI18n();
  return useSiteConfig().data?.siteName ?? t('app.name');
}
