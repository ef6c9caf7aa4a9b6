import { INTAKE_STEP_SCHEMAS } from '@payee/contract';
import { boundControls } from '@/components/form/bound-controls';
import type { IntakeFormValues } from '../values';

export type { ReferenceList } from '@/components/form/bound-controls';

/*
 * The form kit's bound controls (components/form/bound-controls.tsx) typed for the one intake form
 * (useFormContext<IntakeFormValues>): a field name that is not the form's, or holds another type, fails to compile.
 * Each field reads its maximum length and whether it is optional from the step schemas the form is checked with.
 */
const controls = boundControls<IntakeFormValues>(Object.values(INTAKE_STEP_SCHEMAS));

export const IntakeTextField = controls.TextField;
export const IntakeEmailField = controls.EmailField;
export const IntakeNumberField = controls.NumberField;
export const IntakeTextareaField = controls.TextareaField;
export const IntakePhoneField = controls.PhoneField;
export const IntakeDateField = controls.DateField;
export const IntakeSelectField = controls.SelectField;
export const IntakeMultiSelectField = controls.MultiSelectField;
export const IntakeFlagCheckbox = controls.FlagCheckbox;
