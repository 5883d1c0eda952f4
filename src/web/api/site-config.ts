import { useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '../../contract/listing';
import { api } from './client';

/** This Roost's name, currency and map style, fetched once. */
export function useSiteConfig() {
  return useQuery({ queryKey: ['site-config'], queryFn: () => api<SiteConfig>('/config'), staleTime: Infinity });
}
