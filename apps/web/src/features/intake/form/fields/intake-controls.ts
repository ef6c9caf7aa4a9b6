import { boundControls } from '@/components/form/bound-controls';
import type { IntakeFormValues } from '../values';

export type { ReferenceList } from '@/components/form/bound-controls';

/*
 * The form kit's bound controls (components/form/bound-controls.tsx) typed for the one intake form
 * (useFormContext<IntakeFormValues>): a field name that is not the form's, or holds another type, fails to compile.
 */
const controls = boundControls<IntakeFormValues>();

export const IntakeTextField = controls.TextField;
export const IntakeEmailField = controls.EmailField;
export const IntakeNumberField = controls.NumberField;
export const IntakeTextareaField = controls.TextareaField;
export const IntakePhoneField = controls.PhoneField;
export const IntakeDateField = controls.DateField;
export const IntakeSelectField = controls.SelectField;
export const IntakeMultiSelectField = controls.MultiSelectField;
export const IntakeFlagCheckbox = controls.FlagCheckbox;
