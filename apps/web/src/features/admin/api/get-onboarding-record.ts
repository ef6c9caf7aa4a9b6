import { useQuery } from '@tanstack/react-query';
import { API_PATHS, ZAdminOnboardingDetailResponseSchema, type TAdminOnboardingDetailResponse } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';
import { ONBOARDING_QUERY_KEY } from '../lib/onboarding-record';

/** `GET /admin/onboarding/{client}`: one onboarding as staff read it, without the medical details. */
export async function getOnboardingRecord(client: string): Promise<TAdminOnboardingDetailResponse['data']> {
  return ZAdminOnboardingDetailResponseSchema.parse((await staffHttp.get(API_PATHS.adminOnboardingDetail(client))).data).data;
}

export const useOnboardingRecord = (client: string) =>
  useQuery({ queryKey: [...ONBOARDING_QUERY_KEY, 'record', client], queryFn: () => getOnboardingRecord(client) });
