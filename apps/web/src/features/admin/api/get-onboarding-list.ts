import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  API_PATHS,
  ZAdminOnboardingListResponseSchema,
  type TAdminOnboardingListQuery,
  type TAdminOnboardingListResponse,
} from '@payee/contract';
import { listParamsOf } from '@/lib/back-office/list-query';
import { staffHttp } from '@/lib/back-office/staff-session-store';

/** `GET /admin/onboarding?…`: a page of the onboarding queue, of one status when given. */
export async function getOnboardingList(query: TAdminOnboardingListQuery): Promise<TAdminOnboardingListResponse> {
  return ZAdminOnboardingListResponseSchema.parse((await staffHttp.get(API_PATHS.adminOnboarding, { params: listParamsOf(query) })).data);
}

export const onboardingListQuery = (query: TAdminOnboardingListQuery) =>
  queryOptions({
    queryKey: ['admin', 'onboarding', 'list', query],
    queryFn: () => getOnboardingList(query),
    placeholderData: keepPreviousData,
  });

export const useOnboardingList = (query: TAdminOnboardingListQuery) => useQuery(onboardingListQuery(query));
