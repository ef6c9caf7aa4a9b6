import { API_PATHS, ZOnboardingActionResponseSchema } from '@payee/contract';
import { sendTo } from '@/lib/back-office/staff-form';

/** `POST /admin/onboarding/{client}/send-back`: the onboarding back to the client with the reasons (the form's `send`). */
export const postOnboardingSendBack = (client: string) =>
  sendTo('post', API_PATHS.adminOnboardingSendBack(client), ZOnboardingActionResponseSchema);
