import { onlyDigits } from '@payee/contract';

/**
 * Keeps at most `max` characters of an edited value. What does not fit is dropped from the text just
 * inserted (the characters before the caret), as a browser's maxlength refuses a keystroke that does not
 * fit, so what was already there is never pushed out. Unlike maxlength it runs after the value is stripped,
 * so separators and words around a pasted number never take the place of its digits.
 */
export function fitToLimit(text: string, caretIndex: number, max: number): string {
  const excess = text.length - max;
  if (excess <= 0) return text;
  const caret = Math.min(Math.max(caretIndex, 0), text.length);
  return (text.slice(0, Math.max(0, caret - excess)) + text.slice(caret)).slice(0, max);
}

/**
 * The digits after an edit of a formatted value, at most `maxDigits` of them (see fitToLimit).
 * `dropPrefix` removes leading digits that are not part of the value (a phone's US country code) before
 * the limit is applied. When the user deletes only a separator ("-", ")", " "), reformatting would put it
 * straight back and the caret would seem stuck; delete the digit before it instead, as people expect.
 */
export function digitsAfterEdit(
  nextText: string,
  previousText: string,
  caret: number | null,
  maxDigits: number,
  dropPrefix: (digits: string) => string = (digits) => digits,
): string {
  const nextDigits = onlyDigits(nextText);
  const previousDigits = onlyDigits(previousText);
  const at = caret ?? nextText.length;
  const digitsBeforeCaret = onlyDigits(nextText.slice(0, at)).length;
  if (nextText.length < previousText.length && nextDigits === previousDigits && nextDigits.length > 0) {
    if (digitsBeforeCaret === 0) return nextDigits;
    return nextDigits.slice(0, digitsBeforeCaret - 1) + nextDigits.slice(digitsBeforeCaret);
  }
  const digits = dropPrefix(nextDigits);
  const dropped = nextDigits.length - digits.length;
  return fitToLimit(digits, digitsBeforeCaret - dropped, maxDigits);
}
