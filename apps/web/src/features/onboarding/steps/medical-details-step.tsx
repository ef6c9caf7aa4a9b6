import { ONBOARDING_CONTENT } from '@payee/content/onboarding';
import { useOnboardingAccess } from '../onboarding-access';
import { OnboardingTextareaField } from '../onboarding-controls';
import type { OnboardingStepProps } from './step-props';

const copy = ONBOARDING_CONTENT.medicalDetails;

/** Step 3, "Enter your Medical Details" (optional): diagnosis, medications, guardianship. */
export function MedicalDetailsStep(_props: OnboardingStepProps) {
  const { layout } = useOnboardingAccess();
  return (
    <>
      <p>{copy.intro}</p>
      {layout === 'admin' && <p className="step-shell__notice">{ONBOARDING_CONTENT.assisted.medicalNote}</p>}
      <OnboardingTextareaField name="health_info.diagnosis" label={copy.labels.diagnosis} hint={copy.hints.diagnosis} />
      <OnboardingTextareaField name="health_info.medications" label={copy.labels.medications} hint={copy.hints.medications} />
      <OnboardingTextareaField name="health_info.guardianship" label={copy.labels.guardianship} hint={copy.hints.guardianship} />
    </>
  );
}
