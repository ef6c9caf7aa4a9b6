import { API_PATHS, ZOnboardingActionResponseSchema } from '@payee/contract';
import { sendTo } from '@/lib/back-office/staff-form';

/** `POST /admin/onboarding/{client}/activate`: the client becomes active (the form's `send`). */
export const postOnboardingActivate = (client: string) =>
  sendTo('post', API_PATHS.adminOnboardingActivate(client), ZOnboardingActionResponseSchema);
