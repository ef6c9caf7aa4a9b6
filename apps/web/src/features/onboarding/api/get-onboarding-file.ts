import { useMutation, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API_PREFIX } from '@payee/contract';
import { useOnboardingAccess } from '../onboarding-access';
import { ONBOARDING_QUERY_DEFAULTS } from './get-onboarding-detail';

/**
 * A saved file of the wizard (the detail's `image_url`, a bill's `files[0].file_path`: API paths under
 * `/api/v1` that stream the file to its owner, or to staff in the staff read), fetched through the wizard's
 * HTTP client so the bearer token goes with it; a plain link or `<img src>` would not carry it.
 */
export async function getOnboardingFile(http: AxiosInstance, apiPath: string, signal?: AbortSignal): Promise<Blob> {
  const path = apiPath.startsWith(API_PREFIX) ? apiPath.slice(API_PREFIX.length) : apiPath;
  const response = await http.get<Blob>(path, { responseType: 'blob', headers: { Accept: '*/*' }, signal });
  return response.data;
}

/** The saved profile photo for its preview; nothing is fetched without one. */
export function useSavedPhoto(apiPath: string | null) {
  const { http } = useOnboardingAccess();
  return useQuery({
    queryKey: ['onboarding', 'file', apiPath],
    queryFn: ({ signal }) => getOnboardingFile(http, apiPath ?? '', signal),
    enabled: apiPath !== null,
    ...ONBOARDING_QUERY_DEFAULTS,
  });
}

/** Downloads a saved bill's file (lib/save-file then saves it under its name). */
export function useDownloadOnboardingFile() {
  const { http } = useOnboardingAccess();
  return useMutation({ mutationFn: (apiPath: string) => getOnboardingFile(http, apiPath) });
}
