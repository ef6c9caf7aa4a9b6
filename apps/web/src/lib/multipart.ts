/*
 * Multipart bodies with bracket names, as the API reads them with `qs`: nested objects
 * written as brackets (`physical_address[line_1]`), lists as `race_id[0]`, `client_bills[0][files][0]`, files
 * as parts, and every empty value ('' / null / undefined / empty list) left out; 0 is kept.
 */

/** One part of the multipart body. */
export type PayloadPart = readonly [name: string, value: string | File];

/** How a form cleans a value before it is sent, by the last segment of its name (`primary_phone`). */
export type CleanValue = (key: string, value: unknown) => unknown;

const asIs: CleanValue = (_key, value) => value;

/** The last segment of a bracket name: `client_contacts[0][name]` → `name`. */
export const lastSegment = (name: string) => name.slice(name.lastIndexOf('[') + 1).replace(/]$/, '');

/** Flattens a value into parts named with brackets, leaving out empty values. */
export function toParts(name: string, value: unknown, clean: CleanValue = asIs): PayloadPart[] {
  const cleaned = clean(lastSegment(name), value);
  if (cleaned === null || cleaned === undefined || cleaned === '') return [];
  if (typeof File !== 'undefined' && cleaned instanceof File) return [[name, cleaned]];
  if (Array.isArray(cleaned)) return cleaned.flatMap((item, index) => toParts(`${name}[${index}]`, item, clean));
  if (typeof cleaned === 'object') {
    return Object.entries(cleaned as Record<string, unknown>).flatMap(([child, childValue]) =>
      toParts(`${name}[${child}]`, childValue, clean),
    );
  }
  return [[name, String(cleaned)]];
}

/** The parts as the multipart body axios sends (lib/http lets the browser write the boundary). */
export function toFormData(parts: readonly PayloadPart[]): FormData {
  const body = new FormData();
  for (const [name, value] of parts) body.append(name, value);
  return body;
}
