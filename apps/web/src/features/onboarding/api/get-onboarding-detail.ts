import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, ZOnboardingDetailResponseSchema, type TOnboardingDetail } from '@payee/contract';
import { http } from '@/lib/http';

/** The wizard's queries (spec 001 section 9): fresh 60 seconds, no refetch on window focus, no retry. */
export const ONBOARDING_QUERY_DEFAULTS = { staleTime: 60_000, refetchOnWindowFocus: false, retry: false } as const;

/**
 * `GET /website/onboarding/{application_code}` (bearer): the signed-in onboarding client's own details in
 * the shape of spec 001 section 3.5, with where the onboarding stands (current_process, saved_steps,
 * rejection_reason). Anyone else's code answers 404.
 */
export async function getOnboardingDetail(applicationCode: string, signal?: AbortSignal): Promise<TOnboardingDetail> {
  const response = await http.get<unknown>(API_PATHS.onboardingDetail(applicationCode), { signal });
  return ZOnboardingDetailResponseSchema.parse(response.data).data;
}

export const onboardingDetailQueryOptions = (applicationCode: string) =>
  queryOptions({
    queryKey: ['onboarding', 'detail', applicationCode],
    queryFn: ({ signal }) => getOnboardingDetail(applicationCode, signal),
    ...ONBOARDING_QUERY_DEFAULTS,
  });

export const useOnboardingDetail = (applicationCode: string) => useQuery(onboardingDetailQueryOptions(applicationCode));
