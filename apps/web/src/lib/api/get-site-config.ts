import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type TSiteConfig } from '@payee/contract';
import { http } from '../http';

/** Which captcha the server checks, and the public key the browser needs. */
export type SiteConfig = TSiteConfig;

export async function getSiteConfig(signal?: AbortSignal): Promise<SiteConfig> {
  const response = await http.get<SiteConfig>(API_PATHS.siteConfig, { signal });
  return response.data;
}

/** `GET /site-config`: fixed for the page's life. */
export const siteConfigQueryOptions = () =>
  queryOptions({ queryKey: ['site-config'], queryFn: ({ signal }) => getSiteConfig(signal), staleTime: Infinity });

export const useSiteConfig = () => useQuery(siteConfigQueryOptions());
