import type { z } from 'zod';
import {
  emptyFormValues,
  INTAKE_STEP_SCHEMAS,
  SSA_DOCUMENTS,
  ZAddressSchema,
  type FormChoice,
  type FormFlag,
  type FormValues,
  type IntakeStepSchemas,
  type IntakeStepSlug,
} from '@payee/contract';

/*
 * What the intake form holds while the applicant types: one react-hook-form over every step, its fields
 * and their types read from the contract's step schemas (packages/contract/src/schemas/intake.ts), the
 * same the server runs. Field names are exactly the names the server reads, so a
 * server error keyed `physical_address.county` is set with `setError('physical_address.county')` and shown
 * beside that field, and the payload builder only has to drop empty values and write nested objects as
 * brackets (`physical_address[county]`).
 *
 * Conventions (declared by the contract's field builders, packages/contract/src/schemas/fields.ts): text,
 * phone (digits only), SSN (as typed, 3-2-4; cleaned when sent), amount and date (yyyy-MM-dd) values are
 * strings, '' when empty; single selects are the option id or null; multi-selects are id lists; yes/no
 * flags are 0 or 1. The SSA documents are files sent as multipart parts, outside the step schemas: the
 * File chosen now, or null (what is already saved is read from the loaded application, not from the form).
 */

export type Flag = FormFlag;
export type Choice = FormChoice;

/** The union's members as one type: the steps' inputs together (steps 7 and 8 both fill `benefit`). */
type AllOf<U> = (U extends unknown ? (member: U) => void : never) extends (all: infer I) => void ? I : never;

/** One step's input (`z.input` of its schema), its shape's fields only (the SSA step's schema has none). */
type StepInput<S extends IntakeStepSlug> = Pick<z.input<IntakeStepSchemas[S]>, keyof IntakeStepSchemas[S]['shape']>;
/** Every step's input, as one object. */
type StepInputs = AllOf<{ [S in IntakeStepSlug]: StepInput<S> }[IntakeStepSlug]>;

/** The multipart field of each SSA document (`ssa_6233`…). */
export type SsaDocumentField = (typeof SSA_DOCUMENTS)[number]['field'];

export type IntakeFormValues = FormValues<StepInputs> & Record<SsaDocumentField, File | null>;

export type AddressValues = IntakeFormValues['physical_address'];
export type MailingAddressValues = IntakeFormValues['mailing_address'];
export type PhonesAndEmails = IntakeFormValues['personal_contact'];
export type RepresentativeValues = IntakeFormValues['representative'];
export type EmergencyContactValues = IntakeFormValues['emergency_contact'];
/** Steps 7 and 8 are both sent under `benefit[...]`. */
export type BenefitValues = IntakeFormValues['benefit'];
export type HousingValues = IntakeFormValues['housing'];

export const emptyAddress = (): AddressValues => emptyFormValues(ZAddressSchema);

const isSection = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A new application's starting values: every step's empty values (sections two steps share merged), no files. */
export function emptyIntakeValues(): IntakeFormValues {
  const values: Record<string, unknown> = {};
  for (const schema of Object.values(INTAKE_STEP_SCHEMAS)) {
    for (const [key, empty] of Object.entries(emptyFormValues(schema))) {
      const held = values[key];
      values[key] = isSection(held) && isSection(empty) ? { ...held, ...empty } : empty;
    }
  }
  for (const document of SSA_DOCUMENTS) values[document.field] = null;
  return values as IntakeFormValues;
}
