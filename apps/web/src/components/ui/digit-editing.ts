import { onlyDigits } from '@payee/contract';

/**
 * The digits after an edit of a formatted value. When the user deletes only a separator ("-", ")",
 * " "), reformatting would put it straight back and the caret would seem stuck; delete the digit
 * before it instead, as people expect.
 */
export function digitsAfterEdit(nextText: string, previousText: string, caret: number | null): string {
  const nextDigits = onlyDigits(nextText);
  const previousDigits = onlyDigits(previousText);
  if (nextText.length < previousText.length && nextDigits === previousDigits && nextDigits.length > 0) {
    const digitsBeforeCaret = onlyDigits(nextText.slice(0, caret ?? nextText.length)).length;
    if (digitsBeforeCaret === 0) return nextDigits;
    return nextDigits.slice(0, digitsBeforeCaret - 1) + nextDigits.slice(digitsBeforeCaret);
  }
  return nextDigits;
}
