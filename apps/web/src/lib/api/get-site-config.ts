import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@payee/contract';
import { http } from '../http';

/** Which captcha the server checks, and the public key the browser needs. */
export interface SiteConfig {
  captcha: { provider: 'recaptcha' | 'development'; site_key?: string | null };
}

export async function getSiteConfig(signal?: AbortSignal): Promise<SiteConfig> {
  const response = await http.get<SiteConfig>(API_PATHS.siteConfig, { signal });
  return response.data;
}

/** `GET /site-config`: fixed for the page's life. */
export const siteConfigQueryOptions = () =>
  queryOptions({ queryKey: ['site-config'], queryFn: ({ signal }) => getSiteConfig(signal), staleTime: Infinity });

export const useSiteConfig = () => useQuery(siteConfigQueryOptions());
