import { SSA_DOCUMENTS, type IntakeStepSlug } from '@payee/contract';
import { stepFields } from './step-flow';
import type { IntakeFormValues } from './values';

/*
 * What the server holds, as form values: the form's default values, so react-hook-form's dirty flag means
 * "differs from what is saved". Each save moves that step's answers in; a file sent is
 * then held by the server (the read-back's `ssa_documents`), so its field goes back to "no file chosen".
 */

function valueAt(values: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    values,
  );
}

function withValueAt<T>(target: T, path: readonly string[], value: unknown): T {
  const [head, ...rest] = path;
  if (head === undefined) return value as T;
  const node = (target ?? {}) as Record<string, unknown>;
  return { ...node, [head]: withValueAt(node[head], rest, value) } as T;
}

const isDocumentField = (path: string) => SSA_DOCUMENTS.some((document) => document.field === path);

/** The saved values after `slugs` were saved with `values`. */
export function withStepsSaved(saved: IntakeFormValues, values: IntakeFormValues, slugs: readonly IntakeStepSlug[]): IntakeFormValues {
  let next = saved;
  for (const path of new Set(slugs.flatMap((slug) => stepFields(slug)))) {
    const segments = path.split('.');
    next = withValueAt(next, segments, isDocumentField(path) ? null : valueAt(values, segments));
  }
  return next;
}

/** The saved value of every field of a step, as `[dotted path, value]`, to put back when the step is skipped. */
export function savedStepEntries(saved: IntakeFormValues, slug: IntakeStepSlug): [string, unknown][] {
  return stepFields(slug).map((path) => [path, valueAt(saved, path.split('.'))]);
}
