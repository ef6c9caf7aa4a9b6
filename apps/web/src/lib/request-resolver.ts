import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form's resolver: the form's values made into the request by `toRequest` (dollars typed as text, an address
 * trimmed, the SSN without dashes) and checked with the contract's request schema, so the form refuses what the
 * server would, in the same words, each problem at the field of its name. On success the form's own values go to
 * its submit. It lives in lib/ so the clients' forms (sign-in, forgot, reset, change password) and the back office
 * share it; zod and react-hook-form are already on those pages, so it adds only this adapter to them.
 * Forms keep react-hook-form's default `reValidateMode` ('onChange'): after a refused attempt, a field's message
 * follows the schema as the person corrects it and clears once it holds, focus staying in the field (the error
 * summary takes focus only once per attempt).
 *
 * `clientRules` adds what only the form checks (two fields that must agree, a birth date after today),
 * field → message, at the same attempt as the schema's problems; a field the schema already refused keeps the
 * schema's message.
 */
export function requestResolver<V extends FieldValues>(
  schema: z.ZodType,
  toRequest: (values: V) => object = (values) => values,
  clientRules: (values: V) => Partial<Record<string, string>> = () => ({}),
): Resolver<V> {
  const resolveRequest = zodResolver(schema as z.ZodType<FieldValues, FieldValues>) as unknown as Resolver<FieldValues>;
  return async (values, context, options) => {
    const result = await resolveRequest(toRequest(values) as FieldValues, context, options as Parameters<Resolver<FieldValues>>[2]);
    const errors: Record<string, FieldError> = { ...(result.errors as Record<string, FieldError>) };
    for (const [field, message] of Object.entries(clientRules(values))) {
      if (message !== undefined) errors[field] ??= { type: 'client', message };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors: errors as FieldErrors<V> } : { values, errors: {} };
  };
}
