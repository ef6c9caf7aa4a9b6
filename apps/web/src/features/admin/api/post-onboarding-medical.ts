import { API_PATHS, ZOnboardingMedicalRevealResponseSchema } from '@payee/contract';
import { sendTo } from '@/lib/back-office/staff-form';

/** `POST /admin/onboarding/{client}/medical` with `{purpose, reason}`: the medical details, the reason recorded first (the dialog's `send`). */
export const postOnboardingMedical = (client: string) =>
  sendTo('post', API_PATHS.adminOnboardingMedical(client), ZOnboardingMedicalRevealResponseSchema);
