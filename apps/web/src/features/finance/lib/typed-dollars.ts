import { centsToDecimal, decimalToCents } from '@payee/contract';

/** Dollars as people type them: an optional "$", thousands with or without commas (commas every three digits), up to two decimals. */
const TYPED_DOLLARS = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{0,2}))?$/;

/**
 * An amount typed in a money field ("1,234.50", "$750", "750.5") as the API's decimal string ("1234.50",
 * "750.00", "750.50"), read digit by digit through the contract's cents (never a float); null when it is not
 * dollars and cents ("12,34", "1.234", "ten").
 */
export function typedDollarsToDecimal(typed: string): string | null {
  const match = TYPED_DOLLARS.exec(typed.trim());
  if (!match) return null;
  const cents = decimalToCents(`${match[1]!.replaceAll(',', '')}${match[2] ? `.${match[2]}` : ''}`);
  return cents === null ? null : centsToDecimal(cents);
}

/**
 * What a money field sends: the decimal string, or the text as typed when it is not dollars and cents, so the
 * contract's schema (in the browser, then the server) says what is wrong beside the field.
 */
export const amountToSend = (typed: string): string => typedDollarsToDecimal(typed) ?? typed.trim();
