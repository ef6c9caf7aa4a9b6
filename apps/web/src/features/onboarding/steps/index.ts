import type { ComponentType } from 'react';
import type { OnboardingStepSlug } from '@payee/contract';
import { ActiveBenefitsStep } from './active-benefits-step';
import { BillsStep } from './bills-step';
import { ClientContactsStep } from './client-contacts-step';
import { DocumentProofsStep } from './document-proofs-step';
import { IdentifiersStep } from './identifiers-step';
import { MedicalDetailsStep } from './medical-details-step';
import type { OnboardingStepProps } from './step-props';

/** The fields of each step, by slug (the wizard owns the heading, the buttons and saving). */
export const ONBOARDING_STEP_COMPONENTS: Record<OnboardingStepSlug, ComponentType<OnboardingStepProps>> = {
  'document-proofs': DocumentProofsStep,
  identifiers: IdentifiersStep,
  'medical-details': MedicalDetailsStep,
  'active-benefits': ActiveBenefitsStep,
  'client-contacts': ClientContactsStep,
  bills: BillsStep,
};
