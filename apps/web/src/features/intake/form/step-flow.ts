import {
  INTAKE_STEP_SCHEMAS,
  INTAKE_STEPS,
  SSA_DOCUMENTS,
  ZBenefitDetailsSchema,
  ZEmploymentDetailsSchema,
  ssaDocumentErrors,
  type IntakeStepSchemas,
  type IntakeStepSlug,
  type RepresentativeType,
  type TIntakeApplication,
} from '@payee/contract';
import type { IntakeMode } from './step-props';
import type { IntakeFormValues } from './values';

/*
 * Which steps the intake form shows, in what order, and where a step in the URL may lead.
 * Pure functions of the mode, the values and the saved application, so they are tested without rendering.
 */

/** The page after the last step: "Check your answers" (`?step=check`). */
export const CHECK_PAGE = 'check';
/** A place in the form: one of the 11 steps, or the check page. */
export type IntakePlace = IntakeStepSlug | typeof CHECK_PAGE;

/** One step as the form shows it. */
export type IntakeStep = (typeof INTAKE_STEPS)[number];

/** The step where a new application is first saved (`POST /website/intake`), as the brief fixes it. */
export const FIRST_SAVE_STEP: IntakeStepSlug = 'login-details';

/**
 * The steps shown, in order: all 11, except Contact Details when the client fills in the form (their own
 * phones and e-mails are asked on step 1 then) and Login Details when resuming (the account exists).
 */
export function visibleSteps(mode: IntakeMode, representativeType: RepresentativeType | null | undefined): IntakeStep[] {
  return INTAKE_STEPS.filter((step) => {
    if (step.slug === 'contact-details') return representativeType !== 'myself';
    if (step.slug === 'login-details') return mode === 'new';
    return true;
  });
}

export const isIntakeStepSlug = (value: unknown): value is IntakeStepSlug => INTAKE_STEPS.some((step) => step.slug === value);

/** "Step X of N": X counts the shown steps only. */
export function stepPosition(steps: readonly IntakeStep[], slug: IntakeStepSlug): { number: number; count: number } {
  return { number: steps.findIndex((step) => step.slug === slug) + 1, count: steps.length };
}

/** The label of the form's main button. */
export type SubmitLabel = 'next' | 'saveAndProceed' | 'submit';

/**
 * "Submit" on the check page; "Next" on a new application's steps before Login Details (nothing is saved
 * until then); "Save and proceed" everywhere else, including the last step, which saves and opens the
 * check page.
 */
export function submitLabel(mode: IntakeMode, place: IntakePlace): SubmitLabel {
  if (place === CHECK_PAGE) return 'submit';
  if (mode === 'new' && stepIndex(place) < stepIndex(FIRST_SAVE_STEP)) return 'next';
  return 'saveAndProceed';
}

/** Whether pressing the main button on this step saves it (rather than only checking it and moving on). */
export const savesOnSubmit = (mode: IntakeMode, place: IntakePlace) => submitLabel(mode, place) === 'saveAndProceed';

const stepIndex = (slug: IntakeStepSlug) => INTAKE_STEPS.findIndex((step) => step.slug === slug);

/** The shown step after `slug`, or the check page after the last one. */
export function nextPlace(steps: readonly IntakeStep[], slug: IntakeStepSlug): IntakePlace {
  const index = steps.findIndex((step) => step.slug === slug);
  return steps[index + 1]?.slug ?? CHECK_PAGE;
}

/** The shown step before `place` (the last step before the check page), or null on the first step. */
export function previousPlace(steps: readonly IntakeStep[], place: IntakePlace): IntakeStepSlug | null {
  if (place === CHECK_PAGE) return steps.at(-1)?.slug ?? null;
  const index = steps.findIndex((step) => step.slug === place);
  return index > 0 ? (steps[index - 1]?.slug ?? null) : null;
}

/** A section's fields as dotted paths (`benefit.food_stamp`…). */
const sectionFields = (section: string, schema: { shape: object }) => Object.keys(schema.shape).map((field) => `${section}.${field}`);

/**
 * The form values each step owns, as dotted paths: what its save sends, and where a field error belongs.
 * Read from the step schemas' fields. Steps 7 and 8 share `benefit[...]`, so each owns its own fields of
 * it; the SSA documents are files, outside the schemas. Step 1 owns `personal_contact` too: the
 * contract's representative step carries it, and it is asked there when the client fills in the form.
 */
export function stepFields(slug: IntakeStepSlug): readonly string[] {
  if (slug === 'benefit-details') return sectionFields('benefit', ZBenefitDetailsSchema);
  if (slug === 'employment-details') return sectionFields('benefit', ZEmploymentDetailsSchema);
  if (slug === 'ssa-documents') return SSA_DOCUMENTS.map((document) => document.field);
  return Object.keys(INTAKE_STEP_SCHEMAS[slug].shape);
}

const isAtOrUnder = (field: string, path: string) => field === path || field.startsWith(`${path}.`);

/**
 * The form field a server error key belongs to: list items (`race_id.0`, `benefit.income_types.2`) belong to
 * their list, which is one control.
 */
export function formFieldOf(errorKey: string): string {
  const segments = errorKey.split('.');
  const firstIndex = segments.findIndex((segment) => /^\d+$/.test(segment));
  return firstIndex === -1 ? errorKey : segments.slice(0, firstIndex).join('.');
}

/**
 * The shown step that holds a field, or null for fields of no step (`program_id`, `step`…). The client's own
 * phones and e-mails (`personal_contact`) are on step 1 when the client fills in the form, else on step 2.
 */
export function stepOfField(
  field: string,
  steps: readonly IntakeStep[],
  representativeType: RepresentativeType | null | undefined,
): IntakeStepSlug | null {
  const path = formFieldOf(field);
  if (isAtOrUnder(path, 'personal_contact')) {
    const owner: IntakeStepSlug = representativeType === 'myself' ? 'representative' : 'contact-details';
    return steps.some((step) => step.slug === owner) ? owner : null;
  }
  for (const step of steps) {
    if (stepFields(step.slug).some((owned) => isAtOrUnder(path, owned))) return step.slug;
  }
  return null;
}

/** What decides whether a step is complete. */
export interface CompletenessInput {
  values: IntakeFormValues;
  schemas: IntakeStepSchemas;
  application: TIntakeApplication | null;
}

/** The SSA documents neither saved nor chosen now, as field errors (`ssa_6233`: "Upload the SSA-623 form."). */
export function missingDocumentErrors(values: IntakeFormValues, application: TIntakeApplication | null): Record<string, string> {
  const present: string[] = (application?.ssa_documents ?? []).map((document) => document.slug);
  for (const document of SSA_DOCUMENTS) if (values[document.field]) present.push(document.field);
  return Object.fromEntries(Object.entries(ssaDocumentErrors(present)).map(([field, messages]) => [field, messages[0] ?? '']));
}

/** Whether a step's answers pass its checks (the SSA step: all three documents saved or chosen). */
export function isStepComplete(slug: IntakeStepSlug, { values, schemas, application }: CompletenessInput): boolean {
  if (slug === 'ssa-documents') return Object.keys(missingDocumentErrors(values, application)).length === 0;
  return schemas[slug].safeParse(values).success;
}

/** The first shown step that is not complete, or the check page when every step is. */
export function firstIncompletePlace(steps: readonly IntakeStep[], input: CompletenessInput): IntakePlace {
  return steps.find((step) => !isStepComplete(step.slug, input))?.slug ?? CHECK_PAGE;
}

/**
 * Whether the server holds a step's answers: saved at least once (an optional step skipped is not). What
 * "completed" means in the step indicator.
 */
export const isStepSaved = (slug: IntakeStepSlug, application: TIntakeApplication | null) =>
  application?.saved_steps.includes(slug) ?? false;

/** The first shown step the applicant has not saved, or the check page when every one is saved. */
export function firstUnsavedPlace(steps: readonly IntakeStep[], application: TIntakeApplication | null): IntakePlace {
  return steps.find((step) => !isStepSaved(step.slug, application))?.slug ?? CHECK_PAGE;
}

/** A place's index among the shown steps, the check page after the last. */
const placeIndex = (steps: readonly IntakeStep[], place: IntakePlace) =>
  place === CHECK_PAGE ? steps.length : steps.findIndex((step) => step.slug === place);

/**
 * Where the form opens for the step named in the URL. A step may be opened when every step before it is
 * complete; a new application cannot go past Login Details, where it is first saved; the check page needs
 * every step complete. Anything else (unknown, hidden, not yet reachable, or no step at all) opens where the
 * applicant stopped: a saved application at the first shown step not saved (never past the first incomplete
 * one), or the check page when every step is saved; a new one at its first incomplete step.
 */
export function resolvePlace(
  requested: string | null,
  mode: IntakeMode,
  steps: readonly IntakeStep[],
  input: CompletenessInput,
): IntakePlace {
  const firstIncomplete = firstIncompletePlace(steps, input);
  const lastReachable = mode === 'new' ? steps.findIndex((step) => step.slug === FIRST_SAVE_STEP) : steps.length;
  const limit = placeIndex(steps, firstIncomplete);
  const firstUnsaved = firstUnsavedPlace(steps, input.application);
  const whereStopped = mode === 'resume' && placeIndex(steps, firstUnsaved) < limit ? firstUnsaved : firstIncomplete;
  const fallback: IntakePlace = mode === 'new' && limit > lastReachable ? FIRST_SAVE_STEP : whereStopped;
  if (requested === CHECK_PAGE) return mode === 'resume' && firstIncomplete === CHECK_PAGE ? CHECK_PAGE : fallback;
  const index = steps.findIndex((step) => step.slug === requested);
  if (index === -1) return fallback;
  return index <= Math.min(limit, lastReachable) ? steps[index]!.slug : fallback;
}
