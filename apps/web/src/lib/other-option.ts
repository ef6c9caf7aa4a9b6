import { OTHER_OPTION_NAME } from '@payee/contract';
import type { SelectOption } from '@/lib/api/options';

type Options = readonly Pick<SelectOption, 'value' | 'label'>[] | undefined;

/** Whether an option is the list's "Other" entry; the ids live in the database, so the label decides. */
export const isOtherOption = (option: Pick<SelectOption, 'label'>) => option.label.trim().toLowerCase() === OTHER_OPTION_NAME.toLowerCase();

/**
 * Whether the choice (one id, or a multi-select's ids) includes the "Other" entry of `options`
 * (choosing Other reveals a free-text field). False while the list is loading.
 */
export function isOtherChosen(options: Options, chosen: number | readonly number[] | null | undefined): boolean {
  if (!options || chosen === null || chosen === undefined) return false;
  const ids = typeof chosen === 'number' ? [chosen] : chosen;
  return options.some((option) => isOtherOption(option) && ids.includes(option.value));
}
