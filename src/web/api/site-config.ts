import { useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '../../contract/listing';
import { api } from './client';

export const SITE_CONFIG_KEY = ['site-config'] as const;

/** This Roost's name, currency and map style, fetched once. */
export function useSiteConfig() {
  return useQuery({ queryKey: SITE_CONFIG_KEY, queryFn: () => api<SiteConfig>('/config'), staleTime: Infinity });
}
