import type { TDropdownOption } from '@payee/contract';

/** One entry of a dropdown as the form kit shows it (value, label, id). */
export interface SelectOption<TValue extends string | number = number> {
  value: TValue;
  label: string;
  id: number;
  /** Case managers carry a slug. */
  slug?: string;
}

/** A reference-list entry as the API answers it: a bare `[{ id, name }]` list (docs/decisions.md). */
export type ReferenceEntry = TDropdownOption;

export const toSelectOptions = (entries: readonly ReferenceEntry[]): SelectOption[] =>
  entries.map(({ id, name, slug }) => ({ value: id, label: name, id, ...(slug ? { slug } : {}) }));

/** Reference lists: fresh 5 minutes, kept 10 minutes. */
export const REFERENCE_STALE_TIME = 5 * 60 * 1000;
export const REFERENCE_GC_TIME = 10 * 60 * 1000;

/** The label of a chosen id in a loaded list; '' while loading or for no choice. */
export function optionLabel(options: readonly Pick<SelectOption, 'value' | 'label'>[] | undefined, id: number | null | undefined): string {
  if (id === null || id === undefined) return '';
  return options?.find((option) => option.value === id)?.label ?? '';
}

/** The labels of several chosen ids, in the list's order. */
export function optionLabels(options: readonly Pick<SelectOption, 'value' | 'label'>[] | undefined, ids: readonly number[]): string[] {
  return (options ?? []).filter((option) => ids.includes(option.value)).map((option) => option.label);
}
