import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, ZOnboardingDetailResponseSchema, type TOnboardingDetail } from '@payee/contract';
import { http } from '@/lib/http';
import { useOnboardingAccess, type OnboardingAccess } from '../onboarding-access';

/** The wizard's queries: fresh 60 seconds, no refetch on window focus, no retry. */
export const ONBOARDING_QUERY_DEFAULTS = { staleTime: 60_000, refetchOnWindowFocus: false, retry: false } as const;

/**
 * `GET /website/onboarding/{application_code}` (bearer): the signed-in onboarding client's own details in
 * the shape of ZOnboardingDetailSchema, with where the onboarding stands (current_process, saved_steps,
 * rejection_reason). Anyone else's code answers 404.
 */
export async function getOnboardingDetail(applicationCode: string, signal?: AbortSignal): Promise<TOnboardingDetail> {
  const response = await http.get<unknown>(API_PATHS.onboardingDetail(applicationCode), { signal });
  return ZOnboardingDetailResponseSchema.parse(response.data).data;
}

/** The detail's query through the wizard's access: the layout keeps the client's and a caseworker's reads apart. */
export const onboardingDetailQueryOptions = (access: Pick<OnboardingAccess, 'layout' | 'readDetail'>, applicationCode: string) =>
  queryOptions({
    queryKey: ['onboarding', access.layout, 'detail', applicationCode],
    queryFn: ({ signal }) => access.readDetail(applicationCode, signal),
    ...ONBOARDING_QUERY_DEFAULTS,
  });

/** The detail through the access of the wizard's context (onboarding-access.tsx): the client's own by default. */
export const useOnboardingDetail = (applicationCode: string) =>
  useQuery(onboardingDetailQueryOptions(useOnboardingAccess(), applicationCode));
