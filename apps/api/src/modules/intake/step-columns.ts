import { INTAKE_STEP_SCHEMAS, type IntakeStepSlug, type TIntakeStep } from '@payee/contract';
import { getTableColumns } from 'drizzle-orm';
import { clientUsers, intakeApplications } from '../../db/schema/index';
import { camelCase } from '../../lib/form-steps';

/*
 * Where each intake answer is stored, worked out from the contract's step schemas and the tables, so adding
 * a field to a step means adding it to the schema and a column of the same name, never to a list here:
 * `mother_name` is stored in intake_applications.motherName (mother_name in SQL); the name and birth date
 * in the applicant's client_users row, which has columns of their names.
 */

export { camelCase, type CamelCase } from '../../lib/form-steps';

/** A step's field names, in the order of its contract schema (the top level: sections are one field). */
export const stepFields = <S extends IntakeStepSlug>(step: S): (keyof TIntakeStep<S> & string)[] =>
  Object.keys(INTAKE_STEP_SCHEMAS[step].shape) as (keyof TIntakeStep<S> & string)[];

/**
 * About You fields stored otherwise: the SSN encrypted with its look-up hash, the birth date encrypted
 * (`date_of_birth_encrypted`), the races in their own table.
 */
export const ABOUT_YOU_FIELDS_WITHOUT_COLUMN = ['ssn', 'date_of_birth', 'race_id'] as const;

/** The steps whose every field (but those above) is stored in the column of its name. */
export const STEPS_STORED_BY_NAME = [
  'contact-details',
  'about-you',
  'address-details',
  'emergency-contact',
  'benefit-details',
  'employment-details',
  'housing-details',
  'referral-details',
] as const satisfies readonly IntakeStepSlug[];
export type StepStoredByName = (typeof STEPS_STORED_BY_NAME)[number];
export const isStoredByName = (step: IntakeStepSlug): step is StepStoredByName =>
  (STEPS_STORED_BY_NAME as readonly string[]).includes(step);

/** The fields of a step that have a column of their name. */
export type FieldWithColumn<S extends StepStoredByName> = Exclude<
  keyof TIntakeStep<S> & string,
  (typeof ABOUT_YOU_FIELDS_WITHOUT_COLUMN)[number]
>;

const APPLICANT_COLUMNS: ReadonlySet<string> = new Set(Object.keys(getTableColumns(clientUsers)));
const APPLICATION_COLUMNS: ReadonlySet<string> = new Set(Object.keys(getTableColumns(intakeApplications)));

/** Which table holds a field: the applicant's (name, birth date), the application's, or neither (a mistake). */
export function columnOf(field: string): { table: 'applicant' | 'application'; column: string } | undefined {
  const column = camelCase(field);
  if (APPLICANT_COLUMNS.has(column)) return { table: 'applicant', column };
  if (APPLICATION_COLUMNS.has(column)) return { table: 'application', column };
  return undefined;
}

/**
 * A step's checked answers as column values, split by table; a field left out sets its column to null.
 * The fields without a column are left to the caller.
 */
export function answerColumns<S extends StepStoredByName>(step: S, answers: TIntakeStep<S>) {
  const values = answers as Record<string, unknown>;
  const application: Record<string, unknown> = {};
  const applicant: Record<string, unknown> = {};
  for (const field of stepFields(step)) {
    const place = columnOf(field);
    if (place) (place.table === 'applicant' ? applicant : application)[place.column] = values[field] ?? null;
  }
  return { application, applicant };
}

/** A step's stored answers, as the form names them (the fields without a column are the caller's). */
export function storedAnswers(step: StepStoredByName, stored: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(stepFields(step).map((field) => [field, stored[camelCase(field)]]));
}
