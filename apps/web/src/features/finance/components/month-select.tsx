import { monthLabel } from '@payee/contract';
import { monthChoices } from '../lib/months';
import { ChoiceSelect, type ChoiceSelectProps } from './choice-select';

/**
 * A month chosen by its name ("October 2026") from the months a finance form offers, held as `2026-10`:
 * `<MonthSelect id="month" label="Month" chosen={month} {...register('month')} />`. `chosen` is the form's month,
 * so one older than the list still shows.
 */
export function MonthSelect({ chosen, ...props }: Omit<ChoiceSelectProps, 'options' | 'placeholder'> & { chosen?: string }) {
  return <ChoiceSelect {...props} options={monthChoices(undefined, chosen).map((month) => ({ value: month, label: monthLabel(month) }))} />;
}
