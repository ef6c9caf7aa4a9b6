import { INTAKE_STEPS_CONTENT } from '@payee/content/intake-steps';
import { formatDisplayDate, formatMoney, formatPhone } from '@payee/contract';
import type { SelectOption } from '@/lib/api/options';
import { isOtherOption } from '@/lib/other-option';

/*
 * Answers in plain words for "Check your answers": option labels rather than ids, dates m/d/Y, phones
 * (XXX) XXX-XXXX, money with $. An empty answer is '', which AnswerRow shows as "Not provided".
 */

type Options = readonly Pick<SelectOption, 'value' | 'label'>[] | undefined;

/** What AnswerRow shows as "Not provided". */
const NOT_PROVIDED = '';

/** The text, trimmed. */
export const textAnswer = (value: string | null | undefined) => value?.trim() || NOT_PROVIDED;

/** "$1,234.50" from what was typed ("1234.5"); "$0.00" for 0, which is a real answer. */
export function moneyAnswer(value: string | null | undefined): string {
  const typed = value?.trim() ?? '';
  return typed ? formatMoney(typed) : NOT_PROVIDED;
}

/** "(313) 555-0100" from digits. */
export const phoneAnswer = (digits: string | null | undefined) => (digits?.trim() ? formatPhone(digits) : NOT_PROVIDED);

/** "05/01/2024" from yyyy-MM-dd. */
export const dateAnswer = (value: string | null | undefined) => (value?.trim() ? formatDisplayDate(value) : NOT_PROVIDED);

/** The chosen option's label, or the "Other" text typed with it ("Other: caregiver"). */
export function choiceAnswer(options: Options, id: number | null | undefined, otherText?: string): string {
  if (id === null || id === undefined) return NOT_PROVIDED;
  if (!options) return INTAKE_STEPS_CONTENT.loadingAnswer;
  const option = options?.find((entry) => entry.value === id);
  if (!option) return NOT_PROVIDED;
  return otherText !== undefined && isOtherOption(option) ? INTAKE_STEPS_CONTENT.otherAnswer(otherText.trim()) : option.label;
}

/** The chosen options' labels joined by commas, "Other" with its text. */
export function choicesAnswer(options: Options, ids: readonly number[], otherText?: string): string {
  if (ids.length > 0 && !options) return INTAKE_STEPS_CONTENT.loadingAnswer;
  const labels = ids.map((id) => choiceAnswer(options, id, otherText)).filter((label) => label !== NOT_PROVIDED);
  return labels.length > 0 ? labels.join(', ') : NOT_PROVIDED;
}
