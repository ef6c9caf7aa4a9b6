import type { z } from 'zod';
import { fieldErrorsFromIssues } from '../errors';

/** The first message per field key the schema gives for `input`; empty when it is accepted. */
export function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    Object.entries(fieldErrorsFromIssues(result.error.issues)).map(([field, messages]) => [field, messages[0] ?? '']),
  );
}

/** The parsed value, or a thrown list of the field errors (so a failing test shows why). */
export function parsed<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(JSON.stringify(fieldErrorsFromIssues(result.error.issues)));
  return result.data;
}
