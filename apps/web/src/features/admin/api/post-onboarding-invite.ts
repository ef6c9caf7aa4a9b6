import { API_PATHS, ZOnboardingActionResponseSchema, type TOnboardingActionResponse } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';

/** `POST /admin/onboarding/{client}/invite`: e-mails the approved client their invitation to onboarding. */
export async function postOnboardingInvite(client: string): Promise<TOnboardingActionResponse> {
  return ZOnboardingActionResponseSchema.parse((await staffHttp.post(API_PATHS.adminOnboardingInvite(client), {})).data);
}
