import type { TOnboardingDetail } from '@payee/contract';

/**
 * What every step component receives. A step renders its own fields (useFormContext<OnboardingFormValues>())
 * and nothing else: the heading, Back / Skip / Save and Proceed, the error summary and saving are the wizard's.
 */
export interface OnboardingStepProps {
  /** The onboarding as loaded (what is saved: the photo, the bills' files, the read-only identity). */
  detail: TOnboardingDetail;
}
