import { API_PATHS, ZAdminOnboardingDetailResponseSchema, ZOnboardingDetailSchema, type TOnboardingDetail } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';

/**
 * `GET /admin/onboarding/{client}`: the staff read of an onboarding in the shape the wizard reads. The two differ
 * only in the medical details: the staff read leaves them out (has_health_info), since staff see them only through
 * the reveal that records why, so step 3 opens empty here rather than the read giving them without a reason.
 */
export async function getOnboardingForWizard(client: string, signal?: AbortSignal): Promise<TOnboardingDetail> {
  const response = await staffHttp.get<unknown>(API_PATHS.adminOnboardingDetail(client), { signal });
  return ZOnboardingDetailSchema.parse({ ...ZAdminOnboardingDetailResponseSchema.parse(response.data).data, health_info: null });
}
