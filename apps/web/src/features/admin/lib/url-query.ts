import type { z } from 'zod';

/**
 * A list's query as a page keeps it (its address, or its history entry), read with the API's own query
 * schema: what it cannot read falls back to the defaults, so a stale or edited link still opens a list.
 */
export function readQuery<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw ?? {});
  return parsed.success ? parsed.data : schema.parse({});
}

/** A query as an address takes it: only what is set, in the API's names (a list as one comma list). */
export function paramsOf(query: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params;
}
