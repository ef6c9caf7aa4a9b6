import { DEFAULT_COUNTRY_ID, fieldErrorsFromIssues, type FieldErrors, type OtherIds, type TAddress } from '@payee/contract';
import type { z } from 'zod';
import type { ReferenceCheck } from '../db/reference-lists';
import { API_COMMON_MESSAGES } from '@payee/content/api-common';

/*
 * What the services of the multi-step forms (the intake, the onboarding wizard) share to check a step: its
 * contract schema built once with this database's "Other" ids, the parse that keys errors as the form names
 * the fields, the merge of several checks' errors, and the address checks (its state and country from their
 * lists; at home in the United States or abroad as it says).
 */

/** `mother_name` → `motherName`: a field of a form as the column property of the same name. */
export type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S;

export const camelCase = <S extends string>(field: S): CamelCase<S> =>
  field.replace(/_([a-z0-9])/g, (_match, next: string) => next.toUpperCase()) as CamelCase<S>;

export type StepResult<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/**
 * Validates one step's fields of a save's body with its schema; the errors are keyed as the form names the
 * fields. `T` is the schema's output as the caller names it (`TIntakeStep<S>`, for a step chosen at run time).
 */
export function parseStep<T = unknown>(schema: z.ZodType, body: unknown): StepResult<T> {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, data: result.data as T };
  return { ok: false, errors: fieldErrorsFromIssues(result.error.issues) };
}

/** Adds `more` to `errors`, keeping the first messages of a field first and each message once. */
export function mergeErrors(errors: FieldErrors, more: FieldErrors): FieldErrors {
  for (const [field, messages] of Object.entries(more)) {
    const list = (errors[field] ??= []);
    for (const message of messages) if (!list.includes(message)) list.push(message);
  }
  return errors;
}

/**
 * A form's step schemas, built once from the "Other" ids the reference lists hold in memory (so choosing
 * "Other" requires its text), never from a query per save. `readOtherIds` answers the same object until
 * the reference data is loaded again, when the schemas are built again.
 */
export function createStepSchemaSource<Schemas>(
  readOtherIds: () => Promise<OtherIds>,
  build: (options: { otherIds: OtherIds }) => Schemas,
) {
  let built: { otherIds: OtherIds; schemas: Schemas } | undefined;
  return async (): Promise<Schemas> => {
    const otherIds = await readOtherIds();
    if (built?.otherIds !== otherIds) built = { otherIds, schemas: build({ otherIds }) };
    return built.schemas;
  };
}

/** An address's state and country must be entries of their lists. */
export function addressChecks(prefix: string, address: Partial<TAddress> | undefined): ReferenceCheck<'states' | 'countries'>[] {
  if (!address) return [];
  return [
    { field: `${prefix}.state_id`, list: 'states', id: address.state_id, message: API_COMMON_MESSAGES.stateFromList },
    { field: `${prefix}.country_id`, list: 'countries', id: address.country_id, message: API_COMMON_MESSAGES.countryFromList },
  ];
}

export const INTERNATIONAL_US_ADDRESS_MESSAGE = API_COMMON_MESSAGES.internationalUsAddress;
export const DOMESTIC_FOREIGN_ADDRESS_MESSAGE = API_COMMON_MESSAGES.domesticForeignAddress;

/** An address marked abroad cannot be in the United States, nor one at home in another country. */
export function addressCountryErrors(prefix: string, address: Partial<TAddress> | undefined): FieldErrors {
  if (!address || address.country_id === undefined) return {};
  if (address.is_international === 1 && address.country_id === DEFAULT_COUNTRY_ID)
    return { [`${prefix}.country_id`]: [INTERNATIONAL_US_ADDRESS_MESSAGE] };
  if (address.is_international === 0 && address.country_id !== DEFAULT_COUNTRY_ID)
    return { [`${prefix}.country_id`]: [DOMESTIC_FOREIGN_ADDRESS_MESSAGE] };
  return {};
}
