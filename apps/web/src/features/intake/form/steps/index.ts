import type { ComponentType } from 'react';
import type { IntakeStepSlug } from '@payee/contract';
import type { IntakeAnswersProps, IntakeStepProps } from '../step-props';
import { AboutYouAnswers, AboutYouStep } from './about-you-step';
import { AddressDetailsAnswers, AddressDetailsStep } from './address-details-step';
import { BenefitDetailsAnswers, BenefitDetailsStep } from './benefit-details-step';
import { ContactDetailsAnswers, ContactDetailsStep } from './contact-details-step';
import { EmergencyContactAnswers, EmergencyContactStep } from './emergency-contact-step';
import { EmploymentDetailsAnswers, EmploymentDetailsStep } from './employment-details-step';
import { HousingDetailsAnswers, HousingDetailsStep } from './housing-details-step';
import { LoginDetailsAnswers, LoginDetailsStep } from './login-details-step';
import { ReferralDetailsAnswers, ReferralDetailsStep } from './referral-details-step';
import { RepresentativeAnswers, RepresentativeStep } from './representative-step';
import { SsaDocumentsAnswers, SsaDocumentsStep } from './ssa-documents-step';

/** A step's fields, and its answers on "Check your answers". */
export interface IntakeStepComponents {
  Step: ComponentType<IntakeStepProps>;
  Answers: ComponentType<IntakeAnswersProps>;
}

/**
 * Every step by slug. Imported statically: the whole form is one lazy route chunk
 * already, the steps are small, and the check page needs every Answers at once, so loading each step on its
 * own would only add a loading flash between steps.
 */
export const INTAKE_STEP_COMPONENTS: Record<IntakeStepSlug, IntakeStepComponents> = {
  representative: { Step: RepresentativeStep, Answers: RepresentativeAnswers },
  'contact-details': { Step: ContactDetailsStep, Answers: ContactDetailsAnswers },
  'about-you': { Step: AboutYouStep, Answers: AboutYouAnswers },
  'login-details': { Step: LoginDetailsStep, Answers: LoginDetailsAnswers },
  'address-details': { Step: AddressDetailsStep, Answers: AddressDetailsAnswers },
  'emergency-contact': { Step: EmergencyContactStep, Answers: EmergencyContactAnswers },
  'benefit-details': { Step: BenefitDetailsStep, Answers: BenefitDetailsAnswers },
  'employment-details': { Step: EmploymentDetailsStep, Answers: EmploymentDetailsAnswers },
  'housing-details': { Step: HousingDetailsStep, Answers: HousingDetailsAnswers },
  'ssa-documents': { Step: SsaDocumentsStep, Answers: SsaDocumentsAnswers },
  'referral-details': { Step: ReferralDetailsStep, Answers: ReferralDetailsAnswers },
};
