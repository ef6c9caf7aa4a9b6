import { ONBOARDING_STEP_SCHEMAS } from '@payee/contract';
import { boundControls } from '@/components/form/bound-controls';
import type { OnboardingFormValues } from './values';

/*
 * The form kit's bound controls (components/form/bound-controls.tsx) typed for the wizard's values: a field
 * name that is not the wizard's, or holds another type, fails to compile. Ids are the dotted names
 * (`client_contacts.1.personal_contact.primary_email`), the keys of the server's errors. Each field reads its maximum
 * length and whether it is optional from the step schemas the wizard checks its answers with.
 */
const controls = boundControls<OnboardingFormValues>(Object.values(ONBOARDING_STEP_SCHEMAS));

export const OnboardingTextField = controls.TextField;
export const OnboardingEmailField = controls.EmailField;
export const OnboardingNumberField = controls.NumberField;
export const OnboardingTextareaField = controls.TextareaField;
export const OnboardingPhoneField = controls.PhoneField;
export const OnboardingDateField = controls.DateField;
export const OnboardingSelectField = controls.SelectField;
export const OnboardingFlagCheckbox = controls.FlagCheckbox;
