import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldErrorsFromIssues } from '@payee/contract';
import { TOASTED_STATUSES, type ApiError } from '@/lib/http';
import { showToast } from '@/lib/toast';

/** The first message per field of a failed zod check, keyed by dotted path (the server's keys). */
export function firstIssueMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [field, list] of Object.entries(fieldErrorsFromIssues(issues))) {
    if (list[0]) messages[field] = list[0];
  }
  return messages;
}

/** Toasts a failure's message unless lib/http has already toasted its status (one toast is enough). */
export function toastFailure(apiError: ApiError): void {
  const isToasted = apiError.status !== null && (TOASTED_STATUSES as readonly number[]).includes(apiError.status);
  if (!isToasted) showToast('error', apiError.message);
}

const isOneOf = <T extends FieldValues>(fields: readonly Path<T>[], key: string): key is Path<T> =>
  (fields as readonly string[]).includes(key);

/**
 * Puts each message of `problems` (field → message, as `firstIssueMessages` gives them) beside its field
 * when the form has that field; answers whether any was placed, i.e. whether the form must not be sent.
 */
export function applyFieldProblems<T extends FieldValues>(
  problems: Record<string, string>,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  let isPlaced = false;
  for (const [key, message] of Object.entries(problems)) {
    if (!isOneOf(fields, key)) continue;
    setError(key, { type: 'client', message });
    isPlaced = true;
  }
  return isPlaced;
}

/**
 * Puts each field error of a failed call beside its field when the form has that field (as a `server`
 * error); answers the messages it could not place, for the form to show elsewhere. Keys in `skipped` are
 * neither placed nor answered (the caller shows them itself).
 */
export function applyServerErrors<T extends FieldValues>(
  apiError: ApiError,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  skipped: readonly string[] = [],
): string[] {
  const unplaced: string[] = [];
  for (const [key, message] of Object.entries(apiError.fieldErrors)) {
    if (isOneOf(fields, key)) setError(key, { type: 'server', message });
    else if (!skipped.includes(key)) unplaced.push(message);
  }
  return unplaced;
}

/** How a form shows a failed call besides its field errors. */
export interface FormFailureOptions<T extends FieldValues> {
  /** The form's fields: a server error keyed by one of them stands beside it. */
  fields: readonly Path<T>[];
  setError: UseFormSetError<T>;
  /** The form's warning box: shows the server's `warning` (or the `boxedField` error) instead of the general line. */
  setWarning?: (message: string) => void;
  /** A field error that belongs in the warning box rather than beside a field (a reset link's `token`). */
  boxedField?: string;
  /** Whether the server's message becomes the general line when it named no field (else only the toast says it). */
  isMessageShownWithoutFieldErrors?: boolean;
}

/**
 * Shows a failed call on a react-hook-form form: field errors beside their fields; the
 * warning in the warning box; otherwise what could not be placed as the general error (`root.server`,
 * linked to the submit button by the error summary); and the message as a toast (`toastFailure`).
 */
export function showFormFailure<T extends FieldValues>(apiError: ApiError, options: FormFailureOptions<T>): void {
  const { fields, setError, setWarning, boxedField, isMessageShownWithoutFieldErrors = false } = options;
  const unplaced = applyServerErrors(apiError, fields, setError, boxedField ? [boxedField] : []);
  const boxed = setWarning ? ((boxedField ? apiError.fieldErrors[boxedField] : undefined) ?? apiError.warning) : undefined;
  const hasNoFieldErrors = Object.keys(apiError.fieldErrors).length === 0;
  if (boxed) setWarning?.(boxed);
  else if (unplaced.length > 0 || (isMessageShownWithoutFieldErrors && hasNoFieldErrors)) {
    setError('root.server', { type: 'server', message: unplaced.length > 0 ? unplaced.join(' ') : apiError.message });
  }
  toastFailure(apiError);
}

/** One line of the error summary: the message and the id of the control its link focuses. */
export interface FormSummaryItem {
  fieldId: string;
  message: string;
}

/**
 * The error summary's lines, in the order of `fields` (each field's id is its name), then the general error
 * (`root.server`) linked to `generalFieldId`, usually the submit button.
 */
export function formSummaryItems<T extends FieldValues>(
  errors: FieldErrors<T>,
  fields: readonly Path<T>[],
  generalFieldId: string,
): FormSummaryItem[] {
  const items: FormSummaryItem[] = [];
  for (const field of fields) {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[field]?.message;
    if (typeof message === 'string' && message) items.push({ fieldId: field, message });
  }
  const general = errors.root?.server?.message;
  if (general) items.push({ fieldId: generalFieldId, message: general });
  return items;
}
