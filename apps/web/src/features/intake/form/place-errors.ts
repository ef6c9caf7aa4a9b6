import type { IntakeStepSlug, RepresentativeType } from '@payee/contract';
import { formFieldOf, stepOfField, type IntakeStep } from './step-flow';

/** Field errors sorted by where they can be shown. */
export interface PlacedErrors {
  /** `[form field, first message]`, in the order received; list items are given to their list. */
  fields: [field: string, message: string][];
  /** Messages about no field of a shown step (`program_id`, `step`…): shown in the error summary only. */
  unplaced: string[];
  /** The first shown step (in step order) with a field error, or null. */
  firstStep: IntakeStepSlug | null;
  /** The first errored field of that step. */
  firstField: string | null;
}

/**
 * Places field errors (the browser's checks, or a save's or submit's `errors`, first message per key) on the
 * form: each on its form field when a shown step holds it, the rest as general messages; and finds the step
 * to open so the applicant sees the first of them.
 */
export function placeErrors(
  errors: Record<string, string>,
  steps: readonly IntakeStep[],
  representativeType: RepresentativeType | null | undefined,
): PlacedErrors {
  const fields: [string, string][] = [];
  const unplaced: string[] = [];
  const stepOf = new Map<string, IntakeStepSlug>();
  for (const [key, message] of Object.entries(errors)) {
    const field = formFieldOf(key);
    const step = stepOfField(field, steps, representativeType);
    if (!step) {
      if (!unplaced.includes(message)) unplaced.push(message);
    } else if (!stepOf.has(field)) {
      stepOf.set(field, step);
      fields.push([field, message]);
    }
  }
  const firstStep = steps.find((step) => [...stepOf.values()].includes(step.slug))?.slug ?? null;
  const firstField = fields.find(([field]) => stepOf.get(field) === firstStep)?.[0] ?? null;
  return { fields, unplaced, firstStep, firstField };
}
