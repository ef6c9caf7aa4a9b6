import { z } from 'zod';
import { VALIDATION_MESSAGES } from '@payee/content/validation';

/** The one error shape of every failed call: `{ message, errors: { field: [messages] } }`. */
export const ZApiErrorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  warning: z.string().optional(),
  request_id: z.string().optional(),
});
export type TApiErrorBody = z.infer<typeof ZApiErrorBodySchema>;

/** Field errors keyed as the form names them: nested keys joined with dots (`client_bills.0.amount`). */
export type FieldErrors = Record<string, string[]>;

/** Turns zod issues into the error body's field errors, first issue first. */
export function fieldErrorsFromIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'message';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

const ZFieldErrorsOnlySchema = z.object({ errors: ZApiErrorBodySchema.shape.errors });

/**
 * The first message for each field of an error body (what the web's form errors read). The errors are
 * read even from a body without a message, so a proxy's or an older server's answer still lands on its fields.
 */
export function firstFieldErrors(body: unknown): Record<string, string> {
  const parsed = ZFieldErrorsOnlySchema.safeParse(body);
  if (!parsed.success || !parsed.data.errors) return {};
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(parsed.data.errors)) {
    if (messages[0]) result[field] = messages[0];
  }
  return result;
}

/** The message to show for a failed call: the first field error if any, else `message`, else the fallback. */
export function errorMessageOf(body: unknown, fallback: string): string {
  const first = Object.values(firstFieldErrors(body))[0];
  if (first) return first;
  const parsed = ZApiErrorBodySchema.pick({ message: true }).safeParse(body);
  return parsed.success && parsed.data.message ? parsed.data.message : fallback;
}

export const GENERIC_ERROR_TOAST = VALIDATION_MESSAGES.genericErrorToast;
/**
 * The message of a 422 whose field errors say what is wrong (the web shows it as a toast
 * while each field shows its own error): a plain summary, never Laravel's "The given data was invalid.".
 */
export const VALIDATION_FAILED_MESSAGE = VALIDATION_MESSAGES.validationFailed;
export const CAPTCHA_FAILED_MESSAGE = VALIDATION_MESSAGES.captchaFailed;
