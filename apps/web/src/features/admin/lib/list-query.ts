import type { z } from 'zod';

/**
 * A server-paged list's query as the address holds it (so a link can be shared and Back brings the list back),
 * read with the list's own contract schema; the schema's defaults when anything in it is unreadable.
 */
export function listQueryOf<S extends z.ZodType<object>>(schema: S, params: URLSearchParams): z.output<S> {
  const parsed = schema.safeParse(Object.fromEntries(params));
  return parsed.success ? parsed.data : schema.parse({});
}

/** The query as the address and the API take it: only what is set, a list of values as one comma list. */
export function listParamsOf(query: object): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query) as [string, unknown][]) {
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params;
}
