import { ClientAreaFrame } from '@/components/client-access/client-area-frame';
import { NotFoundPage } from '@/components/not-found-page';

/**
 * `/client/onboarding[/:applicationCode]` (spec 001 sections 2.1 and 2.7), where sign-in leads an onboarding
 * applicant whose application is pending. The wizard is still to come; until then these addresses show the
 * 404 screen in the client-area frame (its help footer says whom to call), as they did before unknown paths
 * began to redirect, rather than sending the applicant to the home page.
 */
export function OnboardingPlaceholder() {
  return (
    <ClientAreaFrame>
      <NotFoundPage />
    </ClientAreaFrame>
  );
}
