import type { z } from 'zod';

/** An address's values by name; an empty one (`?from=`) is not set, as listParamsOf never writes one. */
const entriesOf = (params: URLSearchParams) => Object.fromEntries([...params].filter(([, value]) => value !== ''));

/**
 * A list's query as a page keeps it (its address, or its history entry), read with the list's own contract
 * schema (`source`: URLSearchParams, or an object). What it cannot read falls back to the schema's defaults, so a
 * stale or edited link still opens a list.
 */
export function listQueryOf<S extends z.ZodType<object>>(schema: S, source: unknown): z.output<S> {
  const parsed = schema.safeParse(source instanceof URLSearchParams ? entriesOf(source) : (source ?? {}));
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

/**
 * A list's query sorted by a column (its header's sort button): the other way round when the list is sorted by it
 * already, else `firstDirection` (names and codes A to Z, dates newest first); from the first page again.
 */
export function sortedQuery<Q extends { sort: string; direction: 'asc' | 'desc' }>(
  query: Q,
  sort: Q['sort'],
  firstDirection: 'asc' | 'desc',
) {
  const direction = query.sort === sort ? (query.direction === 'asc' ? 'desc' : 'asc') : firstDirection;
  return { ...query, sort, direction, page: undefined };
}
