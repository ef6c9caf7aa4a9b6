import { ONBOARDING_STEPS, type OnboardingStepSlug } from '@payee/contract';

/** One step of the wizard as the frame shows it. */
export interface OnboardingStep {
  slug: OnboardingStepSlug;
  /** The step's title, as the wizard shows it. */
  title: string;
  /** Skip is offered (steps 3, 4 and 5). */
  isSkippable: boolean;
  /** Marked "(optional)": steps 3 to 6; step 6 may be sent with no bills. */
  isOptional: boolean;
}

const OPTIONAL_STEPS: readonly OnboardingStepSlug[] = ['medical-details', 'active-benefits', 'client-contacts', 'bills'];

/** The six steps in order. */
export const WIZARD_STEPS: readonly OnboardingStep[] = ONBOARDING_STEPS.map((step) => ({
  slug: step.slug,
  title: step.title,
  isSkippable: step.isSkippable,
  isOptional: OPTIONAL_STEPS.includes(step.slug),
}));

/** The step named in the URL (`?step=identifiers`), or null for none or an unknown one. */
export function stepOfSlug(slug: string | null): OnboardingStep | null {
  return WIZARD_STEPS.find((step) => step.slug === slug) ?? null;
}

/**
 * Where a wizard opens without a step in the URL (or with an unknown one): the first step not saved yet, or
 * step 1 when every step is saved (a wizard sent back: the client reads it through from the start).
 */
export function firstUnsavedStep(savedSteps: readonly OnboardingStepSlug[]): OnboardingStep {
  return WIZARD_STEPS.find((step) => !savedSteps.includes(step.slug)) ?? WIZARD_STEPS[0]!;
}

/** The step's place: index from 0. */
export const stepIndex = (slug: OnboardingStepSlug) => WIZARD_STEPS.findIndex((step) => step.slug === slug);

/** The step of a form field (`client_contacts.0.name` → client-contacts), or null. */
export function stepOfField(field: string): OnboardingStepSlug | null {
  const head = field.split('.')[0];
  switch (head) {
    case 'image':
      return 'document-proofs';
    case 'identifiers':
    case 'other_identifiers':
      return 'identifiers';
    case 'health_info':
      return 'medical-details';
    case 'benefits':
      return 'active-benefits';
    case 'client_contacts':
      return 'client-contacts';
    case 'client_bills':
      return 'bills';
    default:
      return null;
  }
}
